/**
 * The access guard (issue 33): every collection says who reads, creates, changes and deletes it, and who
 * reads its versions, so that no Payload default ("anyone signed in") ever applies; and no role reads
 * a record's versions (drafts included) that may not read the record itself. Run on the collections as
 * written and on the built config (after the multi-tenant plugin has wrapped their access).
 */
import configPromise from '@payload-config'
import type { Access, PayloadRequest, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { COLLECTIONS } from '@collections/index'

const OPERATIONS = ['read', 'create', 'update', 'delete', 'readVersions'] as const

type User = { id: number; collection: 'users'; roles: string[]; tenants: { tenant: number }[] }
const user = (id: number, role: string, tenants: number[]): User => ({ id, collection: 'users', roles: [role], tenants: tenants.map((tenant) => ({ tenant })) })

/** Who asks: a shopper's REST call, our renderer's site read, and each admin role. */
const CALLERS: { name: string; user: User | null; context?: Record<string, unknown> }[] = [
  { name: 'an anonymous caller', user: null },
  { name: 'the public site', user: null, context: { publicSite: true } },
  { name: 'sales staff', user: user(2, 'sales', [1]) },
  { name: 'a marketer', user: user(3, 'marketer', [1]) },
  { name: 'a group marketer', user: user(4, 'marketer', [1, 2]) },
  { name: 'a super-admin', user: user(5, 'super-admin', []) },
]

const requestOf = (caller: (typeof CALLERS)[number]) =>
  ({
    user: caller.user,
    context: caller.context ?? {},
    headers: new Headers(),
    // Any lookup an access function makes (the media's host lookup) finds nothing.
    payload: { find: async () => ({ docs: [], totalDocs: 0 }) },
  }) as unknown as PayloadRequest

/** none < some (a query constraint) < all */
const breadth = (result: unknown) => (result === true ? 2 : result ? 1 : 0)
const run = async (access: Access | undefined, req: PayloadRequest) => (access ? access({ req } as never) : Boolean(req.user))

let config: SanitizedConfig
beforeAll(async () => {
  config = await configPromise
})

describe('every collection as written', () => {
  it.each(COLLECTIONS.map((c) => [c.slug, c] as const))('%s sets read, create, update, delete and readVersions itself', (_slug, collection) => {
    const missing = OPERATIONS.filter((op) => typeof collection.access?.[op] !== 'function')
    expect(missing).toEqual([])
  })

  it('is in the app’s config, and the config has no other collection of ours', () => {
    const ours = config.collections.map((c) => c.slug).filter((slug) => !slug.startsWith('payload-'))
    expect(ours.sort()).toEqual(COLLECTIONS.map((c) => c.slug).sort())
  })
})

describe('versions, in the built config', () => {
  const versioned = () => [...config.collections.filter((c) => c.versions), ...config.globals.filter((g) => g.versions)]

  it('are kept by the collections with drafts', () => {
    expect(versioned().map((c) => c.slug).sort()).toEqual(['locations', 'menus', 'pages', 'popups', 'promotions', 'special-hours'])
  })

  it.each(CALLERS.map((c) => [c.name, c] as const))('are no wider for %s than the records themselves', async (_name, caller) => {
    for (const entity of versioned()) {
      const req = requestOf(caller)
      const read = await run(entity.access.read as Access, req)
      const readVersions = await run(entity.access.readVersions as Access, req)
      expect(breadth(readVersions), `${entity.slug}: ${JSON.stringify(readVersions)} against read ${JSON.stringify(read)}`).toBeLessThanOrEqual(breadth(read))
    }
  })

  it('are staff’s only: never an anonymous caller, the public site or sales staff; a marketer only their dealers’', async () => {
    for (const entity of versioned()) {
      const versionsOf = async (name: string) => run(entity.access.readVersions as Access, requestOf(CALLERS.find((c) => c.name === name)!))
      expect(await versionsOf('an anonymous caller'), entity.slug).toBe(false)
      expect(await versionsOf('the public site'), entity.slug).toBe(false)
      expect(await versionsOf('sales staff'), entity.slug).toBe(false)
      expect(JSON.stringify(await versionsOf('a marketer')), entity.slug).toContain('"version.tenant":{"in":[1]}')
      expect(JSON.stringify(await versionsOf('a group marketer')), entity.slug).toContain('"version.tenant":{"in":[1,2]}')
      expect(await versionsOf('a super-admin'), entity.slug).toBe(true)
    }
  })
})

describe('GraphQL', () => {
  it('stays off: its queries (versions included) would need the same review of access as REST', () => {
    expect(config.graphQL.disable).toBe(true)
  })
})
