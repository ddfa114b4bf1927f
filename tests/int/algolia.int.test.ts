/**
 * The Algolia adapter end to end, against the real embedded PostgreSQL and the local Algolia
 * simulator: vehicle changes queue jobs, the queue pushes them (retrying through an outage), the full
 * reindex writes settings, replicas and every vehicle, and a browser holding tenant A's secured key
 * (the real algoliasearch/lite client) cannot reach tenant B's vehicles whatever it sends.
 */
import { liteClient } from 'algoliasearch/lite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Location, Tenant, Vehicle } from '@/payload-types'
import { secureKeyForTenant } from '@/lib/algolia/securedKey'
import { indexNames } from '@/lib/algolia/settings'
import { reindexAllToAlgolia } from '@/lib/algolia/sync'
import { poolOf } from '@/lib/search/db'
import { algoliaSettings } from '@/lib/search/engine'
import { ALGOLIA_DELETE_TASK, ALGOLIA_INDEX_TASK } from '@/lib/search/indexing'
import type { SearchRecord } from '@/domain/search/record'
import { resolveTenantSettings } from '@tenants/settings'
import { LABELLED_QUERIES, RELEVANCE_CARS } from '../fixtures/searchRelevance'
import { startAlgoliaSimulator, type AlgoliaSimulator } from '../simulators/algolia/server'
import { createTenant, getTestPayload, unique } from './helpers'

const DAY = 86_400_000
const ENV_KEYS = ['SEARCH_ENGINE', 'ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX', 'ALGOLIA_HOST'] as const
const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string>> = {}
const keys = { appId: 'FORECOURTTEST', adminKey: 'admin-key-server-only', searchKey: 'search-only-parent-key' }
const INDEX = 'vehicles'

let payload: Payload
let sim: AlgoliaSimulator
/** The dealer of the job-queue tests; the reindex and isolation tests have their own two. */
let dealer: Tenant
const locations = new Map<number, Location>()

async function createDealer(name: string, extra: Partial<Tenant> = {}): Promise<Tenant> {
  const tenant = await createTenant(payload, name, extra)
  const yard = await payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: tenant.id, name: `${name} Yard`, slug: unique('yard'), address: { city: 'Perth', state: 'WA' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  locations.set(tenant.id, yard)
  return tenant
}

function createVehicle(tenant: Tenant, data: Partial<Vehicle> = {}): Promise<Vehicle> {
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenant.id,
      location: locations.get(tenant.id)!.id,
      year: 2021,
      make: 'Toyota',
      model: 'Hilux',
      car_type: 'used',
      item_type: 'car',
      status: 'in_stock',
      price: 42_000,
      stocknum: unique('STK'),
      ...data,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Algolia jobs still waiting in the queue for one vehicle. */
async function pendingJobs(vehicleId: number, task: string) {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, limit: 0, pagination: false, overrideAccess: true })
  return docs.filter((job) => (job.input as { vehicleId?: number } | null)?.vehicleId === vehicleId && !job.completedAt)
}

const runQueue = () => payload.jobs.run({ limit: 100, silent: true })
const stored = (id: number) => sim.objects(INDEX).find((o) => o.objectID === String(id))

beforeAll(async () => {
  sim = await startAlgoliaSimulator(keys)
  for (const key of ENV_KEYS) savedEnv[key] = process.env[key]
  Object.assign(process.env, {
    SEARCH_ENGINE: 'algolia',
    ALGOLIA_APP_ID: keys.appId,
    ALGOLIA_SEARCH_KEY: keys.searchKey,
    ALGOLIA_ADMIN_KEY: keys.adminKey,
    ALGOLIA_INDEX: INDEX,
    ALGOLIA_HOST: sim.url,
  })
  payload = await getTestPayload()
  dealer = await createDealer('Algolia Jobs')
})

afterAll(async () => {
  // Leave no Algolia job behind for files that run without Algolia configured.
  await payload?.delete({ collection: 'payload-jobs', where: { taskSlug: { in: [ALGOLIA_INDEX_TASK, ALGOLIA_DELETE_TASK] } }, overrideAccess: true })
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
  await sim?.close()
})

describe('vehicle changes reach Algolia through the job queue', () => {
  let vehicle: Vehicle

  it('queues an index job when a vehicle is created, and the queue pushes the record', async () => {
    vehicle = await createVehicle(dealer, { make: 'Mazda', model: 'CX-5', price: 31_990 })
    expect(await pendingJobs(vehicle.id, ALGOLIA_INDEX_TASK)).toHaveLength(1)
    expect(stored(vehicle.id)).toBeUndefined()

    await runQueue()
    expect(await pendingJobs(vehicle.id, ALGOLIA_INDEX_TASK)).toHaveLength(0)
    const object = stored(vehicle.id)
    expect(object).toMatchObject({ objectID: String(vehicle.id), tenant_id: dealer.id, make: 'Mazda', price: 31_990, dealership_name: 'Algolia Jobs' })
    // Exactly the embedded engine's record, plus the two filter-only attributes.
    const { rows } = await poolOf(payload).query<{ record: SearchRecord }>('SELECT record FROM vehicle_search WHERE vehicle_id = $1', [vehicle.id])
    const { tenant_id: _t, sold_window_timestamp: _s, ...record } = object!
    expect(record).toEqual(rows[0]!.record)
    expect(sim.requests.filter((r) => r.path === `/1/indexes/${INDEX}/batch`).every((r) => r.key === 'admin')).toBe(true)
  })

  it('updates the object when the vehicle changes', async () => {
    await payload.update({ collection: 'vehicles', id: vehicle.id, data: { price: 29_990 }, overrideAccess: true, context: { disableRevalidate: true } })
    expect(await pendingJobs(vehicle.id, ALGOLIA_INDEX_TASK)).toHaveLength(1)
    await runQueue()
    expect(stored(vehicle.id)).toMatchObject({ price: 29_990 })
  })

  it('removes the object when the vehicle is hidden from the website, and again when deleted', async () => {
    await payload.update({ collection: 'vehicles', id: vehicle.id, data: { show_on_dealer_website: false }, overrideAccess: true, context: { disableRevalidate: true } })
    await runQueue()
    expect(stored(vehicle.id)).toBeUndefined()
    await payload.update({ collection: 'vehicles', id: vehicle.id, data: { show_on_dealer_website: true }, overrideAccess: true, context: { disableRevalidate: true } })
    await runQueue()
    expect(stored(vehicle.id)).toBeDefined()

    await payload.delete({ collection: 'vehicles', id: vehicle.id, overrideAccess: true, context: { disableRevalidate: true } })
    expect(await pendingJobs(vehicle.id, ALGOLIA_DELETE_TASK)).toHaveLength(1)
    await runQueue()
    expect(stored(vehicle.id)).toBeUndefined()
    expect(sim.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/1/indexes/${INDEX}/${vehicle.id}`, status: 200 })
  })

  it('retries a job while Algolia fails, then succeeds', async () => {
    const car = await createVehicle(dealer, { make: 'Ford', model: 'Ranger' })
    sim.failNext(1)
    const first = await runQueue()
    expect(Object.values(first.jobStatus ?? {})).toContainEqual({ status: 'error' })
    expect(stored(car.id)).toBeUndefined()
    const [waiting] = await pendingJobs(car.id, ALGOLIA_INDEX_TASK)
    expect(waiting).toMatchObject({ hasError: false, totalTried: 1 })
    expect(JSON.stringify(waiting!.log)).toContain('Algolia POST /1/indexes/vehicles/batch failed: 500 Simulated failure')

    // The queue's backoff (2 s for the first retry) decides when the job runs again.
    const deadline = Date.now() + 20_000
    while (stored(car.id) === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await runQueue()
    }
    expect(stored(car.id)).toMatchObject({ make: 'Ford', tenant_id: dealer.id })
    expect(await pendingJobs(car.id, ALGOLIA_INDEX_TASK)).toHaveLength(0)
  })
})

describe('full reindex and tenant isolation', () => {
  const seeded: Record<string, Vehicle> = {}
  let tenantA: Tenant
  let tenantB: Tenant

  beforeAll(async () => {
    tenantA = await createDealer('Algolia A')
    tenantB = await createDealer('Algolia B', { settings: { stock: { stockMakes: ['Kia'] } } } as Partial<Tenant>)
    // Vehicles created here need no jobs: the reindex pushes them all.
    const mk = (tenant: Tenant, name: string, data: Partial<Vehicle>) => createVehicle(tenant, data).then((v) => (seeded[name] = v))
    await mk(tenantA, 'aInStock', { make: 'Toyota', model: 'Corolla', car_type: 'used' })
    await mk(tenantA, 'aNew', { make: 'Toyota', model: 'RAV4', car_type: 'new', price: 55_000 })
    await mk(tenantA, 'aComing', { make: 'Kia', model: 'EV6', status: 'coming_soon' })
    await mk(tenantA, 'aSoldRecently', { make: 'Kia', model: 'Sportage', status: 'sold', sold_date: new Date(Date.now() - DAY).toISOString() })
    await mk(tenantA, 'aSoldLongAgo', { make: 'Kia', model: 'Rio', status: 'sold', sold_date: new Date(Date.now() - 10 * DAY).toISOString() })
    await mk(tenantA, 'aOnHold', { make: 'Kia', model: 'Carnival', status: 'on_hold' })
    await mk(tenantA, 'aHidden', { make: 'Kia', model: 'Seltos', show_on_dealer_website: false })
    await mk(tenantB, 'bKia', { make: 'Kia', model: 'Cerato' })
    await mk(tenantB, 'bToyota', { make: 'Toyota', model: 'Camry' })
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: [ALGOLIA_INDEX_TASK, ALGOLIA_DELETE_TASK] } }, overrideAccess: true })
  })

  it('writes settings and replicas, pushes every showable vehicle and drops stale objects', async () => {
    sim.reset()
    const admin = { 'X-Algolia-Application-Id': keys.appId, 'X-Algolia-API-Key': keys.adminKey, 'Content-Type': 'application/json' }
    await fetch(`${sim.url}/1/indexes/${INDEX}/batch`, { method: 'POST', headers: admin, body: JSON.stringify({ requests: [{ action: 'addObject', body: { objectID: '987654321' } }] }) })

    const result = await reindexAllToAlgolia(payload)

    const names = indexNames(INDEX)
    expect(sim.settings(INDEX)).toMatchObject({ replicas: [names.price_asc, names.price_desc, names.latest], customRanking: ['desc(custom_rank)'] })
    expect(sim.settings(INDEX)?.attributesForFaceting).toContain('filterOnly(tenant_id)')
    // Textual relevance first, then the replica's sort (as the embedded engine ranks).
    expect(sim.settings(names.price_asc)?.ranking?.slice(-2)).toEqual(['asc(price)', 'custom'])
    expect(sim.settings(names.price_desc)?.ranking?.slice(-2)).toEqual(['desc(price)', 'custom'])
    expect(sim.settings(names.latest)?.ranking?.slice(-2)).toEqual(['desc(created_at_timestamp)', 'custom'])
    expect(sim.settings(names.latest)?.ranking?.[0]).toBe('typo')
    expect(sim.settings(INDEX)).toMatchObject({ typoTolerance: 'min', minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, queryType: 'prefixLast' })
    // The dealers' synonym groups (the defaults here), on the primary and forwarded to every replica.
    for (const name of Object.values(names)) expect(sim.synonyms(name).some((syn) => syn.synonyms.includes('pickup') && syn.synonyms.includes('ute'))).toBe(true)

    const ids = new Set(sim.objects(INDEX).map((o) => o.objectID))
    for (const name of ['aInStock', 'aNew', 'aComing', 'aSoldRecently', 'aSoldLongAgo', 'bKia', 'bToyota']) expect(ids.has(String(seeded[name]!.id))).toBe(true)
    // Never showable anywhere: never uploaded.
    for (const name of ['aOnHold', 'aHidden']) expect(ids.has(String(seeded[name]!.id))).toBe(false)
    expect(ids.has('987654321')).toBe(false)
    expect(result.deleted).toBe(1)
    expect(result.indexed).toBe(ids.size)
    // Other files' vehicles are in the database too: every showable one was pushed, in batches.
    expect(sim.requests.filter((r) => r.path === `/1/indexes/${INDEX}/batch` && r.status === 200).length).toBeGreaterThan(0)
  })

  const browser = (apiKey: string) =>
    liteClient(keys.appId, apiKey, { hosts: [{ url: sim.url.replace('http://', ''), accept: 'read', protocol: 'http' }] })

  async function searchIds(apiKey: string, params: Record<string, unknown> = {}, indexName = INDEX): Promise<number[]> {
    const { results } = await browser(apiKey).search<{ objectID: string }>({ requests: [{ indexName, hitsPerPage: 1000, ...params }] })
    const hits = (results[0] as { hits?: { objectID: string }[] }).hits ?? []
    return hits.map((h) => Number(h.objectID)).sort((x, y) => x - y)
  }

  const keyFor = async (tenant: Tenant) => {
    const doc = await payload.findByID({ collection: 'tenants', id: tenant.id, overrideAccess: true })
    return secureKeyForTenant({ id: doc.id, settings: resolveTenantSettings(doc.settings) }, algoliaSettings()!)
  }
  const idsOf = (...names: string[]) => names.map((n) => seeded[n]!.id).sort((x, y) => x - y)

  it("returns only tenant A's visible vehicles to A's secured key, whatever the request sends", async () => {
    const key = await keyFor(tenantA)
    expect(key).toMatchObject({ appId: keys.appId, indexName: INDEX, host: sim.url })
    const visibleA = idsOf('aInStock', 'aNew', 'aComing', 'aSoldRecently')
    expect(await searchIds(key.apiKey)).toEqual(visibleA)

    const b = tenantB.id
    const a = tenantA.id
    expect(await searchIds(key.apiKey, { filters: `tenant_id:${b}` })).toEqual([])
    expect(await searchIds(key.apiKey, { filters: `NOT tenant_id:${a}` })).toEqual([])
    expect(await searchIds(key.apiKey, { filters: `tenant_id:${a} OR tenant_id:${b}` })).toEqual(visibleA)
    expect(await searchIds(key.apiKey, { facetFilters: [`tenant_id:-${a}`] })).toEqual([])
    expect(await searchIds(key.apiKey, { facetFilters: [[`tenant_id:${b}`, `tenant_id:${a}`]] })).toEqual(visibleA)
    expect(await searchIds(key.apiKey, { filters: 'sold_window_timestamp >= 0 OR sold_window_timestamp < 0' })).toEqual(visibleA)
    expect(await searchIds(key.apiKey, { filters: 'show_on_dealer_website:false' })).toEqual([])
    expect(await searchIds(key.apiKey, { query: 'Camry' })).toEqual([])
    for (const replica of Object.values(indexNames(INDEX))) {
      expect(await searchIds(key.apiKey, { filters: `tenant_id:${b}` }, replica)).toEqual([])
      expect(await searchIds(key.apiKey, {}, replica)).toEqual(visibleA)
    }
    // Facet counts come from A's stock alone, and the filter-only attributes are never listed.
    const { results } = await browser(key.apiKey).search({ requests: [{ indexName: INDEX, facets: ['*'], hitsPerPage: 0 }] })
    const facets = 'facets' in results[0]! ? results[0].facets : undefined
    expect(facets?.dealership_name).toEqual({ 'Algolia A': 4 })
    expect(facets).not.toHaveProperty('tenant_id')
  })

  it("applies tenant B's stock filter (only Kia) from its settings", async () => {
    const key = await keyFor(tenantB)
    expect(await searchIds(key.apiKey)).toEqual(idsOf('bKia'))
    expect(await searchIds(key.apiKey, { filters: 'make:Toyota' })).toEqual([])
  })

  it('refuses other indices, expired keys, altered keys and the bare parent key is not what the browser gets', async () => {
    const key = await keyFor(tenantA)
    await expect(searchIds(key.apiKey, {}, 'some_other_index')).rejects.toMatchObject({ status: 403 })
    const decoded = Buffer.from(key.apiKey, 'base64').toString()
    const widened = Buffer.from(decoded.replace(`tenant_id%3A${tenantA.id}`, `tenant_id%3A${tenantB.id}`)).toString('base64')
    await expect(searchIds(widened)).rejects.toMatchObject({ status: 403 })
    const old = secureKeyForTenant({ id: tenantA.id, settings: resolveTenantSettings(tenantA.settings) }, algoliaSettings()!, Date.now() - 2 * 3_600_000)
    await expect(searchIds(old.apiKey)).rejects.toMatchObject({ status: 403 })
    expect(key.apiKey).not.toBe(keys.searchKey)
  })
})

describe('the labelled shopper queries, under the settings pushed to Algolia', () => {
  // The simulator reads the words by the rules the pushed settings name (typo sizes, prefixLast,
  // synonyms): a wrong number in the payload fails these as it would fail shoppers on Algolia.
  let tenantR: Tenant
  beforeAll(async () => {
    tenantR = await createDealer('Algolia Relevance')
    for (const [i, car] of RELEVANCE_CARS.entries()) {
      await createVehicle(tenantR, { make: car.make, model: car.model, badge: car.badge, simple_body: car.body.toLowerCase() as Vehicle['simple_body'], price: 40_000 + i, year: 2023 })
    }
    await reindexAllToAlgolia(payload)
  }, 120_000)

  for (const labelled of LABELLED_QUERIES) {
    it(`“${labelled.query}” finds the ${labelled.make} ${labelled.model} first`, async () => {
      const doc = await payload.findByID({ collection: 'tenants', id: tenantR.id, overrideAccess: true })
      const key = secureKeyForTenant({ id: doc.id, settings: resolveTenantSettings(doc.settings) }, algoliaSettings()!)
      const client = liteClient(keys.appId, key.apiKey, { hosts: [{ url: sim.url.replace('http://', ''), accept: 'read', protocol: 'http' }] })
      const { results } = await client.search<{ make: string; model: string }>({ requests: [{ indexName: INDEX, query: labelled.query, hitsPerPage: 1 }] })
      const hits = (results[0] as { hits: { make: string; model: string }[] }).hits
      expect(hits[0]).toMatchObject({ make: labelled.make, model: labelled.model })
    })
  }
})
