/**
 * One dealer can never see or edit another's data, its version history (drafts) included. These use the
 * local API with a user and overrideAccess: false, which runs the same access functions as the REST API
 * (the REST API itself is exercised against the running server in tests/e2e/rest-isolation.spec.ts).
 */
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Menu, Page, Tenant, User } from '@/payload-types'
import { createMarketer, createPage, createTenant, getTestPayload } from './helpers'

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
let marketerA: User
let pageA: Page
let pageB: Page
let menuB: Menu

const asUser = (user: User) => ({ user, overrideAccess: false as const })

beforeAll(async () => {
  payload = await getTestPayload()
  tenantA = await createTenant(payload, 'Dealer A')
  tenantB = await createTenant(payload, 'Dealer B')
  marketerA = await createMarketer(payload, [tenantA])
  pageA = await createPage(payload, tenantA, 'home')
  pageB = await createPage(payload, tenantB, 'home')
  menuB = await payload.create({
    collection: 'menus',
    data: { _status: 'published' as const, tenant: tenantB.id, header: { items: [{ label: 'B only', kind: 'link', href: '/b' }] } },
    overrideAccess: true,
  })
})

describe('a marketer of dealer A', () => {
  it('sees only dealer A in lists', async () => {
    const pages = await payload.find({ collection: 'pages', ...asUser(marketerA), limit: 100 })
    expect(pages.docs.length).toBeGreaterThan(0)
    expect(pages.docs.every((p) => (typeof p.tenant === 'object' ? p.tenant?.id : p.tenant) === tenantA.id)).toBe(true)
    const tenants = await payload.find({ collection: 'tenants', ...asUser(marketerA), limit: 100 })
    expect(tenants.docs.map((t) => t.id)).toEqual([tenantA.id])
    const menus = await payload.find({ collection: 'menus', ...asUser(marketerA), limit: 100 })
    expect(menus.docs.some((m) => m.id === menuB.id)).toBe(false)
  })

  it('cannot read B’s page, menu or tenant by id', async () => {
    await expect(payload.findByID({ collection: 'pages', id: pageB.id, ...asUser(marketerA) })).rejects.toMatchObject({ status: 404 })
    await expect(payload.findByID({ collection: 'menus', id: menuB.id, ...asUser(marketerA) })).rejects.toMatchObject({ status: 404 })
    await expect(payload.findByID({ collection: 'tenants', id: tenantB.id, ...asUser(marketerA) })).rejects.toMatchObject({ status: 404 })
  })

  it('cannot update or delete B’s documents, and B’s data is unchanged', async () => {
    await expect(
      payload.update({ collection: 'pages', id: pageB.id, data: { title: 'Hacked' }, ...asUser(marketerA) }),
    ).rejects.toMatchObject({ status: expect.any(Number) })
    await expect(
      payload.update({ collection: 'tenants', id: tenantB.id, data: { name: 'Hacked' }, ...asUser(marketerA) }),
    ).rejects.toMatchObject({ status: expect.any(Number) })
    await expect(payload.delete({ collection: 'menus', id: menuB.id, ...asUser(marketerA) })).rejects.toMatchObject({
      status: expect.any(Number),
    })
    await expect(payload.delete({ collection: 'pages', id: pageB.id, ...asUser(marketerA) })).rejects.toMatchObject({
      status: expect.any(Number),
    })
    // Bulk forms: a where that matches B's documents changes nothing.
    const bulk = await payload.update({
      collection: 'pages',
      where: { tenant: { equals: tenantB.id } },
      data: { title: 'Hacked' },
      ...asUser(marketerA),
    })
    expect(bulk.docs).toHaveLength(0)

    const after = await payload.findByID({ collection: 'pages', id: pageB.id, overrideAccess: true })
    expect(after.title).toBe(pageB.title)
    expect((await payload.findByID({ collection: 'tenants', id: tenantB.id, overrideAccess: true })).name).toBe('Dealer B')
    expect((await payload.findByID({ collection: 'menus', id: menuB.id, overrideAccess: true })).header?.items?.[0]?.label).toBe('B only')
  })

  it('cannot create a document in dealer B', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Sneaky', slug: 'sneaky', tenant: tenantB.id, _status: 'published' },
        ...asUser(marketerA),
      }),
    ).rejects.toMatchObject({ status: expect.toSatisfy((s: number) => s === 400 || s === 403) })
    const count = await payload.count({ collection: 'pages', where: { slug: { equals: 'sneaky' } }, overrideAccess: true })
    expect(count.totalDocs).toBe(0)
  })

  it('cannot move its own document to dealer B', async () => {
    const own = await createPage(payload, tenantA, 'movable')
    await expect(
      payload.update({ collection: 'pages', id: own.id, data: { tenant: tenantB.id }, ...asUser(marketerA) }),
    ).rejects.toMatchObject({ status: expect.toSatisfy((s: number) => s === 400 || s === 403) })
    const after = await payload.findByID({ collection: 'pages', id: own.id, overrideAccess: true, depth: 0 })
    expect(after.tenant).toBe(tenantA.id)
  })

  it('cannot assign itself to dealer B, nor make itself a super-admin', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: marketerA.id,
      data: { tenants: [{ tenant: tenantA.id }, { tenant: tenantB.id }], roles: ['super-admin'] },
      ...asUser(marketerA),
    })
    const stored = await payload.findByID({ collection: 'users', id: marketerA.id, overrideAccess: true, depth: 0 })
    expect(stored.tenants?.map((t) => t.tenant)).toEqual([tenantA.id])
    expect(stored.roles).toEqual(['marketer'])
    expect(updated.roles).toEqual(['marketer'])
  })

  it('can create, edit and delete its own dealer’s pages', async () => {
    const own = await payload.create({
      collection: 'pages',
      data: { title: 'Own', slug: 'own-page', tenant: tenantA.id, _status: 'published' },
      ...asUser(marketerA),
    })
    expect(own.tenant).toMatchObject({ id: tenantA.id })
    const updated = await payload.update({ collection: 'pages', id: own.id, data: { title: 'Edited' }, ...asUser(marketerA) })
    expect(updated.title).toBe('Edited')
    await payload.delete({ collection: 'pages', id: own.id, ...asUser(marketerA) })
    expect((await payload.count({ collection: 'pages', where: { id: { equals: own.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('other callers', () => {
  it('a user with no dealers is refused with 403, not a server error', async () => {
    const lonely = await createMarketer(payload, [])
    await expect(payload.find({ collection: 'pages', ...asUser(lonely) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'tenants', ...asUser(lonely) })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({ collection: 'pages', data: { title: 'x', slug: 'x', tenant: tenantA.id }, ...asUser(lonely) }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('an anonymous API caller is refused; the site renderer reads published pages only', async () => {
    await expect(payload.find({ collection: 'pages', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'tenants', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'menus', overrideAccess: false })).rejects.toMatchObject({ status: 403 })

    await createPage(payload, tenantA, 'secret-draft', 'draft')
    const site = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: tenantA.id } },
      overrideAccess: false,
      context: { publicSite: true },
      limit: 100,
    })
    expect(site.docs.length).toBeGreaterThan(0)
    expect(site.docs.some((p) => p.slug === 'secret-draft')).toBe(false)
    expect(site.docs.every((p) => p._status === 'published')).toBe(true)
  })
})

describe('versions (drafts included)', () => {
  const versionsOf = async (page: Page) => (await payload.findVersions({ collection: 'pages', where: { parent: { equals: page.id } }, depth: 0, overrideAccess: true })).docs
  const parents = (docs: { parent: unknown }[]) => new Set(docs.map((v) => (typeof v.parent === 'object' ? (v.parent as { id: number }).id : v.parent)))

  it('a marketer reads its own dealer’s versions only, by list and by id', async () => {
    const [own] = await versionsOf(pageA)
    const [foreign] = await versionsOf(pageB)
    const list = await payload.findVersions({ collection: 'pages', limit: 1000, depth: 0, ...asUser(marketerA) })
    expect(parents(list.docs).has(pageA.id)).toBe(true)
    expect(parents(list.docs).has(pageB.id)).toBe(false)
    expect(list.docs.every((v) => v.version.tenant === tenantA.id)).toBe(true)
    expect((await payload.findVersionByID({ collection: 'pages', id: own!.id, depth: 0, ...asUser(marketerA) })).parent).toBe(pageA.id)
    await expect(payload.findVersionByID({ collection: 'pages', id: foreign!.id, ...asUser(marketerA) })).rejects.toMatchObject({ status: expect.toSatisfy((s: number) => s === 403 || s === 404) })
    const menus = await payload.findVersions({ collection: 'menus', where: { parent: { equals: menuB.id } }, ...asUser(marketerA) })
    expect(menus.docs).toHaveLength(0)
  })

  it('a group marketer reads the versions of each of its dealers and no other; a super-admin every dealer’s', async () => {
    const tenantC = await createTenant(payload, 'Dealer C')
    const pageC = await createPage(payload, tenantC, 'home')
    const group = await createMarketer(payload, [tenantA, tenantB])
    const where = { parent: { in: [pageA.id, pageB.id, pageC.id] } }
    const seen = await payload.findVersions({ collection: 'pages', where, depth: 0, ...asUser(group) })
    expect(parents(seen.docs)).toEqual(new Set([pageA.id, pageB.id]))
    await expect(payload.findVersionByID({ collection: 'pages', id: (await versionsOf(pageC))[0]!.id, ...asUser(group) })).rejects.toMatchObject({ status: expect.toSatisfy((s: number) => s === 403 || s === 404) })
    const admin = await payload.create({ collection: 'users', data: { email: `admin-${Date.now()}@example.test`, password: 'Secret-pass-123', roles: ['super-admin'] }, overrideAccess: true })
    const all = await payload.findVersions({ collection: 'pages', where, depth: 0, ...asUser({ ...admin, collection: 'users' } as User) })
    expect(parents(all.docs)).toEqual(new Set([pageA.id, pageB.id, pageC.id]))
  })

  it('an anonymous caller and the public site read no collection’s versions', async () => {
    const versioned = payload.config.collections.filter((c) => c.versions).map((c) => c.slug as CollectionSlug)
    expect(versioned.length).toBeGreaterThanOrEqual(6)
    for (const collection of versioned) {
      for (const context of [{}, { publicSite: true }]) {
        await expect(payload.findVersions({ collection: collection as 'pages', overrideAccess: false, context }), collection).rejects.toMatchObject({ status: 403 })
      }
    }
    const [version] = await versionsOf(pageA)
    await expect(payload.findVersionByID({ collection: 'pages', id: version!.id, overrideAccess: false, context: { publicSite: true } })).rejects.toMatchObject({ status: 403 })
  })
})
