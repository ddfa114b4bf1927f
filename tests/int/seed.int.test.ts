/** The demo seed builds three different dealers and is safe to run again. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDemo } from '../../tenants/seed'
import { getTestPayload } from './helpers'

const DEMO = ['harbour-city', 'bayside-mazda', 'outback-used']
let payload: Payload

const counts = async () => ({
  tenants: (await payload.count({ collection: 'tenants', where: { slug: { in: DEMO } }, overrideAccess: true })).totalDocs,
  users: (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
  pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
  menus: (await payload.count({ collection: 'menus', overrideAccess: true })).totalDocs,
  media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
})

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
}, 900_000)

describe('demo seed', () => {
  it('creates three dealers that differ in template and switches', async () => {
    const { docs } = await payload.find({ collection: 'tenants', where: { slug: { in: DEMO } }, overrideAccess: true, depth: 1 })
    expect(docs.map((t) => t.slug).sort()).toEqual([...DEMO].sort())
    expect(new Set(docs.map((t) => t.template)).size).toBe(3)
    const used = docs.find((t) => t.slug === 'outback-used')!
    expect(used.settings?.stock?.stockUsedOnly).toBe(true)
    for (const tenant of docs) {
      expect(tenant.domains?.length, tenant.slug).toBeGreaterThan(0)
      expect(typeof tenant.theme?.logo === 'object' && tenant.theme?.logo?.url, tenant.slug).toBeTruthy()
    }
  })

  it('gives each dealer a published home page of blocks and a menu', async () => {
    for (const slug of DEMO) {
      const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!
      const home = await payload.find({
        collection: 'pages',
        where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: 'home' } }] },
        overrideAccess: true,
      })
      expect(home.docs[0]?._status, slug).toBe('published')
      expect(home.docs[0]?.layout?.length, slug).toBeGreaterThanOrEqual(3)
      const menus = await payload.find({ collection: 'menus', where: { tenant: { equals: tenant.id } }, overrideAccess: true })
      expect(menus.docs[0]?.header?.items?.length, slug).toBeGreaterThan(2)
      expect(menus.docs[0]?.footer?.columns?.length, slug).toBeGreaterThan(0)
    }
  })

  it('is idempotent', async () => {
    const before = await counts()
    await seedDemo(payload)
    expect(await counts()).toEqual(before)
  }, 600_000)
})
