/**
 * The in-memory search index against a real PostgreSQL (issue 19): it answers exactly as the SQL
 * engine does for random UI states, it follows every committed change to vehicle_search whoever made
 * it (another web instance, a job, a feed run, plain SQL) with nothing but the database between them,
 * and the labelled shopper queries find their car first on cars created through Payload.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Tenant } from '@/payload-types'
import { runSearch, searchFacetValues, type SearchTenant } from '@/lib/search/embeddedEngine'
import { poolOf } from '@/lib/search/db'
import { parseOne } from '@/lib/search/protocol'
import { runSqlSearch } from '@/lib/search/sqlEngine'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { LABELLED_QUERIES, RELEVANCE_CARS } from '../fixtures/searchRelevance'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let pool: Pool
let tenantA: Tenant
let tenantB: Tenant
let tenantR: Tenant
const DAY = 86_400_000
const MAKES = ['Toyota', 'Mazda', 'Ford', 'Kia']
const BODIES = ['suv', 'ute', 'hatch', 'sedan'] as const
const TYPES = ['new', 'used', 'demo'] as const
const opts = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function location(tenant: Tenant): Promise<Location> {
  return payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: tenant.id, name: `${tenant.name} Yard`, slug: unique('yard'), address: { city: 'Perth', state: 'WA' } },
    ...opts,
  })
}

const settingsOf = (tenant: Tenant): SearchTenant => ({ id: tenant.id, settings: { ...DEFAULT_TENANT_SETTINGS } })
const memory = (tenant: Tenant, request: Record<string, unknown>) => runSearch(pool, settingsOf(tenant), parseOne({ indexName: 'vehicles', ...request }))

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
  tenantA = await createTenant(payload, 'Memory A')
  tenantB = await createTenant(payload, 'Memory B')
  tenantR = await createTenant(payload, 'Relevance')
  const [locA, locB, locR] = [await location(tenantA), await location(tenantB), await location(tenantR)]
  for (let i = 0; i < 80; i++) {
    const status = i % 13 === 0 ? 'sold' : i % 9 === 0 ? 'coming_soon' : 'in_stock'
    await payload.create({
      collection: 'vehicles',
      data: {
        tenant: tenantA.id,
        location: locA.id,
        item_type: 'car',
        year: 2012 + (i % 13),
        make: MAKES[i % MAKES.length]!,
        model: `Model ${i % 5}`,
        car_type: TYPES[i % 3]!,
        simple_body: BODIES[(i * 7) % 4]!,
        // Ties on price on purpose: the sort's tie-break must agree too.
        price: (i % 20) * 2500,
        km: i % 6 === 0 ? undefined : i * 1700,
        status,
        sold_date: status === 'sold' ? new Date(Date.now() - (i % 2 ? 1 : 10) * DAY).toISOString() : undefined,
        stocknum: `MA${i}`,
        show_on_dealer_website: i % 23 !== 0,
      },
      ...opts,
    })
  }
  await payload.create({
    collection: 'vehicles',
    data: { tenant: tenantB.id, location: locB.id, item_type: 'car', year: 2021, make: 'Toyota', model: 'Model 1', car_type: 'used', simple_body: 'suv', price: 30000, status: 'in_stock', stocknum: 'MB1' },
    ...opts,
  })
  for (const [i, car] of RELEVANCE_CARS.entries()) {
    await payload.create({
      collection: 'vehicles',
      data: {
        tenant: tenantR.id,
        location: locR.id,
        item_type: 'car',
        year: 2023,
        make: car.make,
        model: car.model,
        badge: car.badge,
        car_type: 'used',
        simple_body: car.body.toLowerCase() as (typeof BODIES)[number],
        price: 40000 + i,
        status: 'in_stock',
        stocknum: `R${i}`,
      },
      ...opts,
    })
  }
}, 240_000)

describe('the in-memory engine answers as the SQL engine does', () => {
  it('for random filters, facets, sorts and pages', async () => {
    const state = fc.record({
      index: fc.constantFrom('vehicles', 'vehicles_price_asc', 'vehicles_price_desc', 'vehicles_latest'),
      makes: fc.subarray(MAKES),
      notBody: fc.constantFrom(undefined, ...BODIES),
      carType: fc.constantFrom(undefined, ...TYPES),
      minPrice: fc.constantFrom(undefined, 5_000, 20_000),
      maxKm: fc.constantFrom(undefined, 50_000),
      page: fc.integer({ min: 0, max: 3 }),
      filters: fc.constantFrom('', 'year >= 2018 OR make:Kia', 'NOT car_type:new'),
    })
    await fc.assert(
      fc.asyncProperty(state, async (s) => {
        const request = {
          indexName: s.index,
          hitsPerPage: 7,
          page: s.page,
          facets: ['make', 'body', 'car_type', 'price', 'km', 'year'],
          facetFilters: [s.makes.map((m) => `make:${m}`), ...(s.notBody ? [`-body:${s.notBody}`] : []), ...(s.carType ? [`car_type:${s.carType}`] : [])],
          numericFilters: [...(s.minPrice !== undefined ? [`price>=${s.minPrice}`] : []), ...(s.maxKm !== undefined ? [`km<=${s.maxKm}`] : [])],
          filters: s.filters,
        }
        const now = Date.now()
        const [mem, sql] = [await runSearch(pool, settingsOf(tenantA), parseOne(request), now), await runSqlSearch(pool, settingsOf(tenantA), parseOne(request), now)]
        expect(mem.nbHits).toBe(sql.nbHits)
        expect(mem.hits.map((h) => h.id)).toEqual(sql.hits.map((h) => h.id))
        expect(mem.facets).toEqual(sql.facets)
        for (const [attr, stats] of Object.entries(sql.facets_stats)) {
          expect(mem.facets_stats[attr]!.min).toBe(stats.min)
          expect(mem.facets_stats[attr]!.max).toBe(stats.max)
          expect(mem.facets_stats[attr]!.sum).toBeCloseTo(stats.sum, 6)
        }
        expect(Object.keys(mem.facets_stats).sort()).toEqual(Object.keys(sql.facets_stats).sort())
      }),
      { numRuns: 60, seed: 19 },
    )
  }, 120_000)
})

describe('the index follows the database, whoever writes to it', () => {
  const ids = async (tenant: Tenant, request: Record<string, unknown> = {}) => (await memory(tenant, { hitsPerPage: 100, ...request })).hits.map((h) => h.id)

  it('sees a change made by plain SQL (as another instance or a feed run would make it) in the next search', async () => {
    const before = await memory(tenantA, { facets: ['make'] })
    expect(before.facets.make!.Zeta).toBeUndefined()
    const { rows } = await pool.query<{ vehicle_id: number }>(
      `UPDATE vehicle_search SET make = 'Zeta' WHERE vehicle_id = (SELECT min(vehicle_id) FROM vehicle_search WHERE tenant_id = $1 AND status = 'in_stock' AND show_on_dealer_website) RETURNING vehicle_id`,
      [tenantA.id],
    )
    const after = await memory(tenantA, { facets: ['make'], facetFilters: ['make:Zeta'] })
    expect(after.hits.map((h) => h.id)).toEqual([rows[0]!.vehicle_id])
    expect(after.facets.make).toEqual({ Zeta: 1 })
  })

  it('drops a car deleted through Payload, and a car moved to another dealer leaves one and joins the other', async () => {
    const [first, second] = await ids(tenantA)
    await payload.delete({ collection: 'vehicles', id: first!, ...opts })
    expect(await ids(tenantA)).not.toContain(first)
    await pool.query('UPDATE vehicle_search SET tenant_id = $1 WHERE vehicle_id = $2', [tenantB.id, second])
    expect(await ids(tenantA)).not.toContain(second)
    expect(await ids(tenantB)).toContain(second)
  })

  it('applies writes of concurrent transactions in commit order, missing none', async () => {
    const [x, y] = await ids(tenantA, { facetFilters: ['make:Mazda'] })
    const a = await pool.connect()
    const b = await pool.connect()
    try {
      await a.query('BEGIN')
      await b.query('BEGIN')
      await a.query(`UPDATE vehicle_search SET colour = 'Teal' WHERE vehicle_id = $1`, [x])
      // b waits for a's lock on the dealer's version row until a commits.
      const bWrite = b.query(`UPDATE vehicle_search SET colour = 'Teal' WHERE vehicle_id = $1`, [y])
      const seenMeanwhile = await memory(tenantA, { facetFilters: ['colour:Teal'] })
      expect(seenMeanwhile.nbHits).toBe(0)
      await a.query('COMMIT')
      await bWrite
      expect((await memory(tenantA, { facetFilters: ['colour:Teal'] })).hits.map((h) => h.id)).toEqual([x])
      await b.query('COMMIT')
      expect((await memory(tenantA, { facetFilters: ['colour:Teal'] })).hits.map((h) => h.id).sort()).toEqual([x, y].sort())
    } finally {
      a.release()
      b.release()
    }
  })

  it('never shows another dealer’s car, whatever the query', async () => {
    const result = await memory(tenantA, { query: 'MB1', facets: ['make'] })
    expect(result.nbHits).toBe(0)
    const values = await searchFacetValues(pool, settingsOf(tenantA), 'model', 'model', 100, parseOne({ indexName: 'vehicles' }))
    const sqlModels = await pool.query<{ n: number }>(`SELECT count(DISTINCT model)::int AS n FROM vehicle_search WHERE tenant_id = $1 AND show_on_dealer_website AND status <> 'sold'`, [tenantA.id])
    expect(values.facetHits.length).toBeLessThanOrEqual(sqlModels.rows[0]!.n)
  })
})

describe('relevance on cars created through Payload', () => {
  for (const labelled of LABELLED_QUERIES) {
    it(`“${labelled.query}” finds the ${labelled.make} ${labelled.model} first`, async () => {
      const result = await memory(tenantR, { query: labelled.query })
      expect(result.hits[0]).toMatchObject({ make: labelled.make, model: labelled.model })
      expect(result.hits[0]!._highlightResult!.name!.matchLevel).not.toBe('none')
    })
  }

  it('suggests makes and models as the shopper types, with typos', async () => {
    const makes = await searchFacetValues(pool, settingsOf(tenantR), 'make', 'toy', 5, parseOne({ indexName: 'vehicles' }))
    expect(makes.facetHits[0]).toMatchObject({ value: 'Toyota', count: 7, highlighted: '<em>Toy</em>ota' })
    const models = await searchFacetValues(pool, settingsOf(tenantR), 'model', 'landcruser', 5, parseOne({ indexName: 'vehicles' }))
    expect(models.facetHits.map((h) => h.value).sort()).toEqual(['LandCruiser 300', 'LandCruiser Prado'])
  })
})
