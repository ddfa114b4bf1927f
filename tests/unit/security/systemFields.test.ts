/**
 * System-written state (issue 33): a field the admin shows read-only (a lead's delivery state, a car's
 * feed bookkeeping, a customer's number...) is written by the system only: jobs, importers and hooks,
 * through the local API with access skipped. A person, whatever their role, cannot write it through the
 * REST API either, on create or update: the collection refuses them the operation, or the field's own
 * access (or an enclosing group's) does. Walks every field of every collection of ours in the built config.
 */
import configPromise from '@payload-config'
import type { Field, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

type Op = 'create' | 'update'
type AnyAccess = (args: Record<string, unknown>) => unknown

const ROLES = {
  'a marketer': { id: 3, collection: 'users', roles: ['marketer'], tenants: [{ tenant: 1 }] },
  'sales staff': { id: 2, collection: 'users', roles: ['sales'], tenants: [{ tenant: 1 }] },
  'a super-admin': { id: 5, collection: 'users', roles: ['super-admin'], tenants: [] },
} as const
type RoleName = keyof typeof ROLES

/** Fields Payload itself keeps on an upload collection and sets from the stored file. */
const PAYLOAD_UPLOAD_FIELDS = new Set(['url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes', 'prefix', '_objectKey'])

/** Decided otherwise, with the reason; anything else read-only is refused to everyone. */
const ALLOWED: { collection: string; role: RoleName; why: string }[] = [
  { collection: 'reservations', role: 'a super-admin', why: 'support corrects a payment record by hand (collections/Reservations)' },
]

const requestAs = (role: RoleName) => ({ user: ROLES[role], context: {}, headers: new Headers(), payload: { find: async () => ({ docs: [] }) } }) as unknown as PayloadRequest

async function refuses(access: AnyAccess | undefined, req: PayloadRequest): Promise<boolean> {
  if (typeof access !== 'function') return false
  return !(await access({ req, data: {}, siblingData: {}, doc: {} }))
}

type Finding = { path: string; op: Op }

/** Read-only fields a role may still write: each data field under `fields`, with what encloses it. */
async function writable(fields: Field[], req: PayloadRequest, op: Op, prefix = '', readOnlyAbove = false, refusedAbove = false, top = true, upload = false): Promise<Finding[]> {
  const found: Finding[] = []
  for (const field of fields) {
    const admin = (field as { admin?: { readOnly?: boolean } }).admin
    const readOnly = readOnlyAbove || Boolean(admin?.readOnly)
    const named = 'name' in field && field.name ? field.name : null
    const refused = refusedAbove || (await refuses((field as { access?: Partial<Record<Op, AnyAccess>> }).access?.[op], req))
    if (named && top && upload && PAYLOAD_UPLOAD_FIELDS.has(named)) continue
    const path = named ? `${prefix}${named}` : prefix.replace(/\.$/, '')
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabName = 'name' in tab && tab.name ? tab.name : null
        const tabRefused = refused || (await refuses((tab as { access?: Partial<Record<Op, AnyAccess>> }).access?.[op], req))
        found.push(...(await writable(tab.fields, req, op, tabName ? `${prefix}${tabName}.` : prefix, readOnly || Boolean(tab.admin?.readOnly), tabRefused, top && !tabName, upload)))
      }
      continue
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      // A read-only group or array is itself a value a person could write.
      if (named && readOnly && !refused) found.push({ path, op })
      found.push(...(await writable(field.fields, req, op, named ? `${path}.` : prefix, readOnly, refused, top && !named, upload)))
      continue
    }
    if (!named || field.type === 'ui') continue
    if (readOnly && !refused) found.push({ path, op })
  }
  return found
}

let collections: SanitizedCollectionConfig[]
beforeAll(async () => {
  collections = (await configPromise).collections.filter((c) => !c.slug.startsWith('payload-'))
})

describe('a field the admin shows read-only', () => {
  it.each(Object.keys(ROLES) as RoleName[])('is refused to %s through the API, on create and update', async (role) => {
    const req = requestAs(role)
    const offenders: string[] = []
    for (const collection of collections) {
      if (ALLOWED.some((a) => a.collection === collection.slug && a.role === role)) continue
      for (const op of ['create', 'update'] as const) {
        // The collection refuses this person the operation: nothing of it is writable.
        if (await refuses(collection.access[op] as AnyAccess, req)) continue
        for (const finding of await writable(collection.fields, req, op, '', false, false, true, Boolean(collection.upload))) offenders.push(`${collection.slug}.${finding.path} (${finding.op})`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('includes a lead’s delivery state, which only the delivery job writes', () => {
    const leads = collections.find((c) => c.slug === 'leads')!
    const status = leads.fields.find((f) => 'name' in f && f.name === 'status') as { admin?: { readOnly?: boolean } }
    expect(status.admin?.readOnly).toBe(true)
  })
})
