/**
 * The embedded search engine against a real PostgreSQL: tenant safety under crafted requests, and
 * disjunctive facet counts (computed by the real algoliasearch-helper over our answers) equal to a
 * brute-force count over the same data for many random UI states.
 */
import algoliasearchHelper from 'algoliasearch-helper'
import fc from 'fast-check'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Tenant } from '@/payload-types'
import { runSearch, type SearchTenant } from '@/lib/search/embeddedEngine'
import { poolOf } from '@/lib/search/db'
import { parseOne } from '@/lib/search/protocol'
import type { SearchRecord } from '@/domain/search/record'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let pool: Pool
let tenantA: Tenant
let tenantB: Tenant
const recordsA: SearchRecord[] = []
let vehicleOfB: number
const DAY = 86_400_000

const MAKES = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Land Rover']
const BODIES = ['suv', 'ute', 'hatch', 'sedan'] as const
const TYPES = ['new', 'used', 'demo'] as const

function rng(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function location(tenant: Tenant): Promise<Location> {
  return payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: tenant.id, name: `${tenant.name} Showroom`, slug: unique('showroom'), address: { city: 'Brisbane', state: 'QLD' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const tenantOf = (tenant: Tenant, overrides: Partial<SearchTenant['settings']> = {}): SearchTenant => ({
  id: tenant.id,
  settings: { ...DEFAULT_TENANT_SETTINGS, ...overrides },
})

const search = (tenant: SearchTenant, request: Record<string, unknown>) =>
  runSearch(pool, tenant, parseOne({ indexName: 'vehicles', ...request }))

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
  tenantA = await createTenant(payload, 'Search A')
  tenantB = await createTenant(payload, 'Search B')
  const [locA, locB] = [await location(tenantA), await location(tenantB)]
  const random = rng(42)
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  for (let i = 0; i < 120; i++) {
    const status = i % 17 === 0 ? 'sold' : i % 11 === 0 ? 'coming_soon' : 'in_stock'
    await payload.create({
      collection: 'vehicles',
      data: {
        tenant: tenantA.id,
        location: locA.id,
        item_type: 'car',
        year: 2012 + Math.floor(random() * 13),
        make: pick(MAKES),
        model: `Model ${Math.floor(random() * 4)}`,
        car_type: pick(TYPES),
        simple_body: pick(BODIES),
        price: Math.round(random() * 90) * 1000,
        km: Math.round(random() * 150_000),
        status,
        // Half the sold cars fall inside the 3-day window, half outside it.
        sold_date: status === 'sold' ? new Date(Date.now() - (i % 2 ? 1 : 10) * DAY).toISOString() : undefined,
        stocknum: `A${i}`,
        show_on_dealer_website: i % 29 !== 0,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  const b = await payload.create({
    collection: 'vehicles',
    data: { tenant: tenantB.id, location: locB.id, item_type: 'car', year: 2020, make: 'Toyota', model: 'Model 1', car_type: 'used', simple_body: 'suv', price: 30000, status: 'in_stock', stocknum: 'B1' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  vehicleOfB = b.id
  const rows = await pool.query<{ record: SearchRecord }>('SELECT record FROM vehicle_search WHERE tenant_id = $1', [tenantA.id])
  recordsA.push(...rows.rows.map((r) => r.record))
}, 180_000)

const visible = (r: SearchRecord, now = Date.now()) =>
  r.show_on_dealer_website &&
  (r.status === 'in_stock' || r.status === 'coming_soon' || (r.status === 'sold' && (r.sold_date_timestamp ?? 0) >= now - 3 * DAY))

describe('tenant safety', () => {
  it('indexes every vehicle and shows only the visible ones', async () => {
    expect(recordsA).toHaveLength(120)
    const res = await search(tenantOf(tenantA), { hitsPerPage: 100 })
    expect(res.nbHits).toBe(recordsA.filter((r) => visible(r)).length)
    expect(res.nbHits).toBeLessThan(120)
    expect(res.hits.every((h) => visible(h))).toBe(true)
  })

  it('never returns another dealer’s vehicle, whatever the filters say', async () => {
    const crafted: Record<string, unknown>[] = [
      { filters: `objectID:${vehicleOfB}` },
      { filters: `objectID:${vehicleOfB} OR make:Toyota` },
      { filters: `NOT make:Nothing OR objectID:${vehicleOfB}` },
      { facetFilters: [[`objectID:${vehicleOfB}`, 'make:Toyota']] },
      { numericFilters: [`objectID=${vehicleOfB}`] },
      { query: "Toyota' OR '1'='1" },
      { facetFilters: ["make:Toyota' OR 1=1 --"] },
      { filters: 'make:"x\\" OR tenant_id > 0 --"' },
      { hitsPerPage: 1_000_000 },
    ]
    for (const request of crafted) {
      const res = await search(tenantOf(tenantA), request)
      expect(res.hits.some((h) => h.id === vehicleOfB), JSON.stringify(request)).toBe(false)
      expect(res.hitsPerPage).toBeLessThanOrEqual(100)
    }
  })

  it('refuses attributes outside the whitelist, such as the tenant id', () => {
    for (const request of [
      { filters: `tenant_id:${tenantB.id}` },
      { filters: `NOT tenant_id:${tenantA.id}` },
      { facetFilters: [`-tenant_id:${tenantA.id}`] },
      { facets: ['vin'] },
      { numericFilters: ['make>3'] },
      { filters: 'make:Toyota AND (' },
    ]) {
      expect(() => parseOne({ indexName: 'vehicles', ...request }), JSON.stringify(request)).toThrow()
    }
    expect(() => parseOne({ indexName: 'vehicles; DROP TABLE vehicles' })).toThrow(/Unknown index/)
  })

  it('cannot widen past the sold window or a stock filter', async () => {
    const sold = await search(tenantOf(tenantA), { filters: 'status:sold', hitsPerPage: 100 })
    expect(sold.hits.every((h) => (h.sold_date_timestamp ?? 0) >= Date.now() - 3 * DAY)).toBe(true)
    expect(sold.nbHits).toBe(recordsA.filter((r) => r.status === 'sold' && visible(r)).length)

    const usedOnly = tenantOf(tenantA, { stockUsedOnly: true })
    const widened = await search(usedOnly, { filters: 'car_type:new OR car_type:used', hitsPerPage: 100 })
    expect(widened.nbHits).toBeGreaterThan(0)
    expect(widened.hits.every((h) => h.car_type === 'used')).toBe(true)

    const makes = tenantOf(tenantA, { stockMakes: ['Mazda'] })
    const other = await search(makes, { facetFilters: [['make:Toyota', 'make:Mazda']], hitsPerPage: 100 })
    expect(other.hits.every((h) => h.make === 'Mazda')).toBe(true)

    const priceAsc = await runSearch(pool, tenantOf(tenantA, { priceAscExcludesZero: true }), parseOne({ indexName: 'vehicles_price_asc', hitsPerPage: 100 }))
    expect(priceAsc.hits.every((h) => h.price > 0)).toBe(true)
    const prices = priceAsc.hits.map((h) => h.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('answers in Algolia’s shape, with text search, paging and stats', async () => {
    const res = await search(tenantOf(tenantA), { query: 'toyo', facets: ['make', 'price'], hitsPerPage: 5, page: 1 })
    expect(res.hits.length).toBeLessThanOrEqual(5)
    expect(res.hits.every((h) => h.make === 'Toyota')).toBe(true)
    expect(Object.keys(res.facets.make ?? {})).toEqual(['Toyota'])
    expect(res.page).toBe(1)
    expect(res.nbPages).toBe(Math.ceil(res.nbHits / 5))
    expect(res.facets_stats.price!.min).toBeLessThanOrEqual(res.facets_stats.price!.max)
    expect(typeof res.processingTimeMS).toBe('number')
    expect(res.hits[0]).toHaveProperty('objectID')
  })
})

describe('disjunctive facet counts', () => {
  const client = {
    search: async (requests: { indexName: string; params: Record<string, unknown> }[]) => ({
      results: await Promise.all(
        requests.map((r) => runSearch(pool, tenantOf(tenantA), parseOne({ indexName: r.indexName, ...r.params }))),
      ),
    }),
  }

  it('match a brute-force count for random UI states', async () => {
    const now = Date.now()
    const state = fc.record({
      makes: fc.subarray(MAKES),
      bodies: fc.subarray([...BODIES]),
      carType: fc.constantFrom(undefined, ...TYPES),
      minPrice: fc.constantFrom(undefined, 10_000, 30_000),
      maxPrice: fc.constantFrom(undefined, 50_000, 80_000),
    })
    await fc.assert(
      fc.asyncProperty(state, async (s) => {
        const helper = algoliasearchHelper(client as never, 'vehicles', {
          disjunctiveFacets: ['make', 'body'],
          facets: ['car_type'],
          hitsPerPage: 0,
        })
        for (const m of s.makes) helper.addDisjunctiveFacetRefinement('make', m)
        for (const b of s.bodies) helper.addDisjunctiveFacetRefinement('body', b)
        if (s.carType) helper.addFacetRefinement('car_type', s.carType)
        if (s.minPrice !== undefined) helper.addNumericRefinement('price', '>=', s.minPrice)
        if (s.maxPrice !== undefined) helper.addNumericRefinement('price', '<=', s.maxPrice)
        const { content } = await helper.searchOnce({})

        const matches = (r: SearchRecord, skip?: 'make' | 'body') =>
          visible(r, now) &&
          (skip === 'make' || s.makes.length === 0 || s.makes.includes(r.make)) &&
          (skip === 'body' || s.bodies.length === 0 || s.bodies.includes(r.body as never)) &&
          (!s.carType || r.car_type === s.carType) &&
          (s.minPrice === undefined || r.price >= s.minPrice) &&
          (s.maxPrice === undefined || r.price <= s.maxPrice)
        const brute = (attr: 'make' | 'body') => {
          const counts: Record<string, number> = {}
          for (const r of recordsA) if (matches(r, attr) && r[attr]) counts[r[attr]!] = (counts[r[attr]!] ?? 0) + 1
          return counts
        }
        // The helper also lists a refined value with no matches, at count 0, so the shopper can untick it.
        const fromHelper = (attr: 'make' | 'body') =>
          Object.fromEntries(
            (content.getFacetValues(attr, {}) as { name: string; count: number }[]).filter((v) => v.count > 0).map((v) => [v.name, v.count]),
          )

        expect(content.nbHits).toBe(recordsA.filter((r) => matches(r)).length)
        expect(fromHelper('make')).toEqual(brute('make'))
        expect(fromHelper('body')).toEqual(brute('body'))
      }),
      { numRuns: 40, seed: 7 },
    )
  }, 120_000)
})
