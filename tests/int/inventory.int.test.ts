/** The demo seed's stock, catalogue and sites, as they land in the database and the search index. */
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/search/db'
import { MANUFACTURERS } from '@tenants/demo/catalog/manufacturers'
import { CATALOG_MODELS } from '@tenants/demo/catalog/models'
import { DEMO_STOCK_PROFILES } from '@tenants/demo/inventory/profiles'
import { seedDemo } from '@tenants/demo/seed'
import { seededStockCount } from '@tenants/demo/seed/stock'
import { getTestPayload } from './helpers'

const DAY = 86_400_000
let payload: Payload
const tenantIds: Record<string, number> = {}

const count = async (dealer: string, where: Where = {}) =>
  (await payload.count({ collection: 'vehicles', where: { and: [{ tenant: { equals: tenantIds[dealer] } }, where] }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  // Idempotent: quick when seed.int.test.ts has already seeded this database.
  await seedDemo(payload)
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { in: DEMO_STOCK_PROFILES.map((p) => p.dealer) } }, overrideAccess: true, depth: 0 })
  for (const t of docs) tenantIds[t.slug] = t.id
}, 600_000)

describe('demo stock', () => {
  it('gives each dealer its profile count of vehicles, all indexed for search', async () => {
    for (const profile of DEMO_STOCK_PROFILES) {
      const expected = seededStockCount(profile.count)
      expect(await count(profile.dealer), profile.dealer).toBe(expected)
      const indexed = await poolOf(payload).query('SELECT count(*)::int AS n FROM vehicle_search WHERE tenant_id = $1', [tenantIds[profile.dealer]])
      expect(indexed.rows[0].n, profile.dealer).toBe(expected)
    }
  })

  it('has sold cars inside and outside the 3-day window, reserved, coming soon, certified and subscription cars at every dealer', async () => {
    const windowStart = new Date(Date.now() - 3 * DAY).toISOString()
    for (const { dealer } of DEMO_STOCK_PROFILES) {
      expect(await count(dealer, { and: [{ status: { equals: 'sold' } }, { sold_date: { greater_than: windowStart } }] }), `${dealer} sold recently`).toBeGreaterThan(0)
      expect(await count(dealer, { and: [{ status: { equals: 'sold' } }, { sold_date: { less_than: windowStart } }] }), `${dealer} sold long ago`).toBeGreaterThan(0)
      expect(await count(dealer, { reserved: { equals: true } }), `${dealer} reserved`).toBeGreaterThan(0)
      expect(await count(dealer, { status: { equals: 'coming_soon' } }), `${dealer} coming soon`).toBeGreaterThan(0)
      expect(await count(dealer, { certified: { equals: true } }), `${dealer} certified`).toBeGreaterThan(0)
      expect(await count(dealer, { subscription_price: { greater_than: 0 } }), `${dealer} subscription`).toBeGreaterThan(0)
      expect(await count(dealer, { show_on_dealer_website: { equals: false } }), `${dealer} hidden`).toBeGreaterThan(0)
      for (const fuel of ['Electric', 'Hybrid', 'PHEV']) expect(await count(dealer, { simple_fuel: { equals: fuel } }), `${dealer} ${fuel}`).toBeGreaterThan(0)
    }
  })

  it('tags demos Test Drive Only and takes pre-orders only where new cars are sold', async () => {
    for (const profile of DEMO_STOCK_PROFILES) {
      const demos = await count(profile.dealer, { tag: { equals: 'Test Drive Only' } })
      const preorders = await count(profile.dealer, { preorder: { equals: true } })
      if (profile.usedOnly) {
        expect(await count(profile.dealer, { car_type: { not_equals: 'used' } })).toBe(0)
        expect(demos + preorders).toBe(0)
      } else {
        expect(demos, profile.dealer).toBeGreaterThan(0)
        expect(preorders, profile.dealer).toBeGreaterThan(0)
      }
    }
  })

  it('has caravans (with their specifications) only at the used specialist', async () => {
    for (const { dealer } of DEMO_STOCK_PROFILES) {
      const caravans = await count(dealer, { item_type: { equals: 'caravan' } })
      if (dealer === 'outback-used') expect(caravans).toBeGreaterThanOrEqual(30)
      else expect(caravans, dealer).toBe(0)
    }
    const van = (await payload.find({ collection: 'vehicles', where: { and: [{ tenant: { equals: tenantIds['outback-used'] } }, { item_type: { equals: 'caravan' } }] }, limit: 1, overrideAccess: true })).docs[0]!
    expect(van.caravan_specs?.sleeps).toBeGreaterThan(0)
    expect(van.caravan_specs?.aggregate_trailer_mass).toBeGreaterThan(van.caravan_specs?.tare_weight ?? 0)
  })

  it("gives vehicles four of their own dealer's photos and one of its sites", async () => {
    for (const { dealer } of DEMO_STOCK_PROFILES) {
      const { docs } = await payload.find({ collection: 'vehicles', where: { and: [{ tenant: { equals: tenantIds[dealer] } }, { status: { equals: 'in_stock' } }] }, limit: 20, depth: 1, overrideAccess: true })
      for (const v of docs) {
        const location = v.location as { tenant?: number | { id: number } }
        expect(typeof location.tenant === 'object' ? location.tenant?.id : location.tenant).toBe(tenantIds[dealer])
        expect(v.images?.length, v.stocknum ?? '').toBe(4)
        for (const image of v.images ?? []) {
          const media = image as { tenant?: number | { id: number }; filename?: string }
          expect(typeof media.tenant === 'object' ? media.tenant?.id : media.tenant).toBe(tenantIds[dealer])
          expect(media.filename?.startsWith(`${dealer}-`)).toBe(true)
        }
      }
    }
  })
})

describe('demo sites and catalogue', () => {
  it('creates the dealer sites across the right states', async () => {
    const sites = async (dealer: string) => (await payload.find({ collection: 'locations', where: { tenant: { equals: tenantIds[dealer] } }, overrideAccess: true, depth: 0 })).docs
    const harbour = await sites('harbour-city')
    expect(new Set(harbour.map((l) => l.address.state))).toEqual(new Set(['QLD', 'NSW']))
    expect(harbour.filter((l) => l.type === 'sales').length).toBeGreaterThanOrEqual(3)
    const bayside = await sites('bayside-mazda')
    expect(bayside.map((l) => l.type).sort()).toEqual(['sales', 'service-and-parts'])
    expect(bayside.every((l) => l.address.state === 'VIC')).toBe(true)
    const outback = await sites('outback-used')
    // Broken Hill and Dubbo trade; Mildura is listed ahead of opening, with a badge.
    expect(outback).toHaveLength(3)
    expect(outback.filter((l) => l.badge).map((l) => [l.slug, l.address.state, l.badge])).toEqual([['mildura', 'VIC', `COMING EARLY ${new Date().getFullYear() + 1}`]])
    for (const site of [...harbour, ...bayside, ...outback]) {
      expect(site.address.lat).toBeLessThan(-10)
      expect(site.address.lng).toBeGreaterThan(110)
    }
    expect([...harbour, ...bayside, ...outback].filter((l) => l.primary)).toHaveLength(3)
  })

  it('seeds the make and model catalogue once, with lettermark logos and NEW / COMING SOON Mazdas', async () => {
    expect((await payload.count({ collection: 'manufacturers', overrideAccess: true })).totalDocs).toBe(MANUFACTURERS.length)
    expect((await payload.count({ collection: 'models', overrideAccess: true })).totalDocs).toBe(CATALOG_MODELS.length)
    const mazda = (await payload.find({ collection: 'manufacturers', where: { slug: { equals: 'mazda' } }, overrideAccess: true })).docs[0]!
    expect(mazda.logo).toBe('/assets/makes/mazda.svg')
    const models = (await payload.find({ collection: 'models', where: { manufacturer: { equals: mazda.id } }, overrideAccess: true, limit: 50 })).docs
    expect(models.some((m) => m.status === 'new')).toBe(true)
    expect(models.some((m) => m.status === 'coming_soon' && (m.from_price ?? 0) > 0)).toBe(true)
    expect(models.find((m) => m.slug === 'cx-5')?.image_url).toBe('/assets/models/mazda-cx-5.webp')
  })
})
