/**
 * The REST client against the local simulator (no database): each operation's request and response
 * shapes, replicas and their sort, error reporting (status and Algolia's message), host fallback and
 * timeouts; and the browser's own client (algoliasearch/lite) held inside a tenant by a secured key.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { AlgoliaApiError, createAlgoliaClient, type AlgoliaClient } from '@/lib/algolia/client'
import { generateSecuredApiKey } from '@/lib/algolia/securedKey'
import { indexSettingsPlan } from '@/lib/algolia/settings'
import { applyAlgoliaSettings } from '@/lib/algolia/sync'
import { startAlgoliaSimulator, type AlgoliaSimulator } from '../simulators/algolia/server'

const keys = { appId: 'TESTAPP', adminKey: 'admin-secret', searchKey: 'search-only' }
let sim: AlgoliaSimulator
let client: AlgoliaClient

const car = (id: number, tenant: number, price: number, extra: Record<string, unknown> = {}) => ({
  objectID: String(id),
  name: `Car ${id}`,
  make: 'Toyota',
  price,
  custom_rank: id,
  created_at_timestamp: id,
  tenant_id: tenant,
  show_on_dealer_website: true,
  sold_window_timestamp: 4_102_444_800_000,
  ...extra,
})

beforeAll(async () => {
  sim = await startAlgoliaSimulator(keys)
  client = createAlgoliaClient({ appId: keys.appId, apiKey: keys.adminKey, hosts: { read: [sim.url], write: [sim.url] } })
})
afterAll(() => sim.close())
beforeEach(() => sim.reset())

describe('writes', () => {
  it('saves, partially updates and deletes objects in batches', async () => {
    const saved = await client.saveObjects('cars', [car(1, 1, 100), car(2, 1, 200)])
    expect(saved).toEqual({ taskID: expect.any(Number), objectIDs: ['1', '2'] })
    await client.waitForTask('cars', saved.taskID)
    await client.batch('cars', [{ action: 'partialUpdateObject', body: { objectID: '1', price: 150 } }])
    expect(sim.objects('cars').find((o) => o.objectID === '1')).toMatchObject({ price: 150, name: 'Car 1' })
    await client.deleteObjects('cars', ['2'])
    expect(sim.objects('cars').map((o) => o.objectID)).toEqual(['1'])
    await client.deleteObject('cars', '1')
    expect(sim.objects('cars')).toEqual([])
    expect(sim.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/1/indexes/cars/1', status: 200, key: 'admin' })
  })

  it('gets an object, or null when there is none', async () => {
    await client.saveObjects('cars', [car(1, 1, 100)])
    expect(await client.getObject('cars', '1')).toMatchObject({ objectID: '1', tenant_id: 1 })
    expect(await client.getObject('cars', '2')).toBeNull()
  })

  it('clears an index and browses every object id', async () => {
    await client.saveObjects('cars', Array.from({ length: 2500 }, (_, i) => car(i + 1, 1, i)))
    expect((await client.browseObjectIDs('cars')).length).toBe(2500)
    expect(sim.requests.filter((r) => r.path.endsWith('/browse'))).toHaveLength(3)
    await client.clearObjects('cars')
    expect(await client.browseObjectIDs('cars')).toEqual([])
  })
})

describe('settings and replicas', () => {
  it('creates the sort replicas, which share the primary objects and sort them', async () => {
    await applyAlgoliaSettings(client, 'cars')
    expect(sim.settings('cars')?.replicas).toEqual(['cars_price_asc', 'cars_price_desc', 'cars_latest'])
    for (const { indexName, settings } of indexSettingsPlan('cars')) expect(sim.settings(indexName)).toMatchObject(settings)
    await client.saveObjects('cars', [car(1, 1, 300), car(2, 1, 100), car(3, 1, 200)])
    expect(sim.objects('cars_price_asc')).toHaveLength(3)
    const search = liteClient(keys.appId, keys.searchKey, { hosts: [{ url: sim.url.replace('http://', ''), accept: 'read', protocol: 'http' }] })
    const { results } = await search.search<{ objectID: string }>({
      requests: ['cars', 'cars_price_asc', 'cars_price_desc', 'cars_latest'].map((indexName) => ({ indexName })),
    })
    const order = results.map((r) => ((r as { hits?: { objectID: string }[] }).hits ?? []).map((h) => h.objectID))
    expect(order).toEqual([
      ['3', '2', '1'], // custom_rank desc
      ['2', '3', '1'],
      ['1', '3', '2'],
      ['3', '2', '1'],
    ])
    // Filter-only attributes never come back in a hit.
    expect(results[0] && 'hits' in results[0] ? results[0].hits[0] : {}).not.toHaveProperty('tenant_id')
  })
})

describe('errors', () => {
  it('reports the status and Algolia message, and refuses writes with the search key', async () => {
    const reader = createAlgoliaClient({ appId: keys.appId, apiKey: keys.searchKey, hosts: { read: [sim.url], write: [sim.url] } })
    const error = await reader.saveObjects('cars', [car(1, 1, 1)]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AlgoliaApiError)
    expect(error).toMatchObject({ status: 403, algoliaMessage: 'Method not allowed with this API key' })
    expect(String((error as Error).message)).toBe('Algolia POST /1/indexes/cars/batch failed: 403 Method not allowed with this API key')
    const wrongApp = createAlgoliaClient({ appId: 'OTHER', apiKey: keys.adminKey, hosts: { read: [sim.url], write: [sim.url] } })
    await expect(wrongApp.clearObjects('cars')).rejects.toMatchObject({ status: 403 })
  })

  it('fails while the simulator is told to, then recovers', async () => {
    sim.failNext(2)
    await expect(client.saveObjects('cars', [car(1, 1, 1)])).rejects.toMatchObject({ status: 500, algoliaMessage: 'Simulated failure' })
    await expect(client.saveObjects('cars', [car(1, 1, 1)])).rejects.toMatchObject({ status: 500 })
    await expect(client.saveObjects('cars', [car(1, 1, 1)])).resolves.toMatchObject({ objectIDs: ['1'] })
  })

  it('moves on to the next host after a network error or a 5xx, not after a 4xx', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const fallback = createAlgoliaClient({ appId: keys.appId, apiKey: keys.adminKey, hosts: { read: [deadUrl, sim.url], write: [deadUrl, sim.url] } })
    await expect(fallback.saveObjects('cars', [car(1, 1, 1)])).resolves.toMatchObject({ objectIDs: ['1'] })
    sim.failNext(1)
    const twice = createAlgoliaClient({ appId: keys.appId, apiKey: keys.adminKey, hosts: { read: [sim.url, sim.url], write: [sim.url, sim.url] } })
    await expect(twice.saveObjects('cars', [car(2, 1, 1)])).resolves.toMatchObject({ objectIDs: ['2'] })
    const onlyDead = createAlgoliaClient({ appId: keys.appId, apiKey: keys.adminKey, hosts: { read: [deadUrl], write: [deadUrl] } })
    await expect(onlyDead.clearObjects('cars')).rejects.toMatchObject({ status: 0 })
  })

  it('times out a host that does not answer', async () => {
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const slow = createAlgoliaClient({ appId: keys.appId, apiKey: keys.adminKey, hosts: { read: [url], write: [url] }, timeouts: { readMs: 200, writeMs: 200 } })
    const error = await slow.clearObjects('cars').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0 })
    expect(String((error as Error).message)).toMatch(/timed out/)
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  })
})

describe('secured keys at the simulator', () => {
  const secured = (restrictions: { filters: string; restrictIndices: string[]; validUntil: number }, parent = keys.searchKey) =>
    liteClient(keys.appId, generateSecuredApiKey(parent, restrictions), {
      hosts: [{ url: sim.url.replace('http://', ''), accept: 'read', protocol: 'http' }],
    })
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

  beforeEach(async () => {
    await applyAlgoliaSettings(client, 'cars')
    await client.saveObjects('cars', [car(1, 1, 100), car(2, 1, 200), car(3, 2, 300), car(4, 2, 400)])
  })

  const ids = async (c: ReturnType<typeof liteClient>, params: Record<string, unknown> = {}, indexName = 'cars') => {
    const { results } = await c.search<{ objectID: string }>({ requests: [{ indexName, ...params }] })
    return ((results[0] as { hits?: { objectID: string }[] }).hits ?? []).map((h) => h.objectID).sort()
  }

  it('ANDs the key filter with whatever the request sends', async () => {
    const tenant1 = secured({ filters: 'tenant_id:1', restrictIndices: ['cars', 'cars_*'], validUntil: inAnHour() })
    expect(await ids(tenant1)).toEqual(['1', '2'])
    expect(await ids(tenant1, { filters: 'tenant_id:2' })).toEqual([])
    expect(await ids(tenant1, { filters: 'NOT tenant_id:1' })).toEqual([])
    expect(await ids(tenant1, { filters: 'tenant_id:1 OR tenant_id:2' })).toEqual(['1', '2'])
    expect(await ids(tenant1, { facetFilters: [['tenant_id:2', 'tenant_id:1']] })).toEqual(['1', '2'])
    expect(await ids(tenant1, { numericFilters: ['tenant_id>=0'] })).toEqual(['1', '2'])
    expect(await ids(tenant1, {}, 'cars_price_desc')).toEqual(['1', '2'])
    // The old-style params string is held to the same filter.
    const { results } = await tenant1.search({ requests: [{ indexName: 'cars', params: 'filters=tenant_id%3A2' } as never] })
    expect(results[0] && 'hits' in results[0] ? results[0].hits : ['x']).toEqual([])
  })

  it('refuses indices outside restrictIndices, expired keys, forged keys and admin-derived keys', async () => {
    const narrow = secured({ filters: 'tenant_id:1', restrictIndices: ['cars'], validUntil: inAnHour() })
    await expect(ids(narrow, {}, 'cars_latest')).rejects.toMatchObject({ status: 403 })
    const expired = secured({ filters: 'tenant_id:1', restrictIndices: ['cars'], validUntil: Math.floor(Date.now() / 1000) - 1 })
    await expect(ids(expired)).rejects.toMatchObject({ status: 403 })
    const fromAdmin = secured({ filters: 'tenant_id:1', restrictIndices: ['cars'], validUntil: inAnHour() }, keys.adminKey)
    await expect(ids(fromAdmin)).rejects.toMatchObject({ status: 403 })
  })

  it('rejects filters Algolia would reject', async () => {
    const plain = liteClient(keys.appId, keys.searchKey, { hosts: [{ url: sim.url.replace('http://', ''), accept: 'read', protocol: 'http' }] })
    await expect(ids(plain, { filters: 'price > 3 OR make:Toyota' })).rejects.toMatchObject({ status: 400 })
    await expect(ids(plain, { filters: 'make:Toyota OR (price > 3 AND tenant_id:1)' })).rejects.toMatchObject({ status: 400 })
    expect(await ids(plain, { filters: 'make:Toyota AND (tenant_id:2 OR tenant_id:3)' })).toEqual(['3', '4'])
  })
})
