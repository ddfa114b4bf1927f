/**
 * The YouX quote adapter and POST /api/youx/quote against the local simulator
 * (tests/simulators/youx): the success shape, and every failure turned into a non-200 the browser
 * ignores (fetchYouxQuote gives null).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { findTenantByHost } from '@/lib/site/tenant'
import { createYouxClient, handleYouxQuote, youxClientFromEnv, YouxError, type YouxClient } from '@/lib/youx'
import { fetchYouxQuote, shouldFetchQuote } from '@/lib/youx/browser'
import { startYouxSimulator, type YouxSimulator } from '../simulators/youx/server'
import { createTenant, getTestPayload } from './helpers'

let sim: YouxSimulator
let payload: Payload
let dealer: Tenant

const REQUEST = {
  selfAssessedCreditScore: 'GREAT' as const,
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2022,
  vin: 'JM0DK2W7A00123456',
  nvic: '0ABC22',
  whoIsHelping: 'bayside-mazda',
}

/** The textbook annuity, for the simulator's documented weekly figure. */
const weekly = (P: number, rate: number, years: number) => {
  const r = rate / 100 / 52
  return Math.round(((P * r) / (1 - Math.pow(1 + r, -years * 52))) * 100) / 100
}

beforeAll(async () => {
  sim = await startYouxSimulator({ apiKey: 'sim-key' })
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Quote Dealer')
})
afterAll(async () => {
  await sim?.close()
})
beforeEach(() => sim.reset())

describe('YouX adapter', () => {
  it('posts the spec payload and reshapes the answer to youxQuote fields', async () => {
    const client = createYouxClient({ baseUrl: `${sim.url}/`, apiKey: 'sim-key' })
    const quote = await client.quote({ ...REQUEST })
    expect(quote).toEqual({ weeklyRepaymentAmount: weekly(30000, 7.99, 5), advertisedRate: 7.99, comparisonRate: 8.38 })
    expect(sim.requests).toHaveLength(1)
    expect(sim.requests[0]).toMatchObject({ method: 'POST', path: '/v1/quotes', status: 200, authorization: 'Bearer sim-key', body: REQUEST })
  })

  it('throws a YouxError for a provider error, naming the status and message', async () => {
    const client = createYouxClient({ baseUrl: sim.url, apiKey: 'sim-key' })
    sim.failNext(1, 503)
    const error = await client.quote(REQUEST).catch((e) => e)
    expect(error).toBeInstanceOf(YouxError)
    expect(error).toMatchObject({ kind: 'http', status: 503 })
    expect(error.message).toContain('Simulated 503')
    const unauthorised = await createYouxClient({ baseUrl: sim.url, apiKey: 'wrong' }).quote(REQUEST).catch((e) => e)
    expect(unauthorised).toMatchObject({ kind: 'http', status: 401 })
  })

  it('times out', async () => {
    const client = createYouxClient({ baseUrl: sim.url, apiKey: 'sim-key', timeoutMs: 150 })
    sim.delayNext(1, 1000)
    const started = Date.now()
    const error = await client.quote(REQUEST).catch((e) => e)
    expect(error).toMatchObject({ name: 'YouxError', kind: 'timeout', status: 0 })
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('refuses an answer of another shape, and an unreachable host', async () => {
    const client = createYouxClient({ baseUrl: sim.url, apiKey: 'sim-key' })
    sim.garbleNext(1)
    expect(await client.quote(REQUEST).catch((e) => e)).toMatchObject({ kind: 'invalid-response', status: 200 })
    const closed = await startYouxSimulator()
    const url = closed.url
    await closed.close()
    expect(await createYouxClient({ baseUrl: url }).quote(REQUEST).catch((e) => e)).toMatchObject({ kind: 'network', status: 0 })
  })

  it('is configured by YOUX_API_URL', () => {
    expect(youxClientFromEnv({})).toBeNull()
    expect(youxClientFromEnv({ YOUX_API_URL: '  ' })).toBeNull()
    expect(youxClientFromEnv({ YOUX_API_URL: sim.url })).not.toBeNull()
  })
})

describe('POST /api/youx/quote', () => {
  const post = (client: YouxClient | null, body: unknown, host = `${dealer.slug}.localhost:3000`) =>
    handleYouxQuote(
      new Request('http://localhost/api/youx/quote', {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { client, resolveTenant: findTenantByHost },
    )
  const simClient = () => createYouxClient({ baseUrl: sim.url, apiKey: 'sim-key', timeoutMs: 200 })

  it('answers 200 with youxQuote', async () => {
    const res = await post(simClient(), REQUEST)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ youxQuote: { weeklyRepaymentAmount: weekly(30000, 7.99, 5), advertisedRate: 7.99, comparisonRate: 8.38 } })
  })

  it('validates the payload with zod (400, nothing sent upstream)', async () => {
    for (const body of [
      { ...REQUEST, purchasePrice: 0 },
      { ...REQUEST, purchasePrice: '30000' },
      { ...REQUEST, loanTerm: 12 },
      { ...REQUEST, selfAssessedCreditScore: 'AMAZING' },
      { ...REQUEST, whoIsHelping: '' },
      { ...REQUEST, vin: 'JM0<script>' },
      'not json',
      '[]',
    ]) {
      const res = await post(simClient(), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await res.json()).errors[0].message).toMatch(/not valid/)
    }
    expect(sim.requests).toHaveLength(0)
    // vin and nvic may be missing or null (not every car has them).
    expect((await post(simClient(), { ...REQUEST, vin: null, nvic: undefined })).status).toBe(200)
    expect(sim.requests[0]?.body).toMatchObject({ vin: null, nvic: null })
  })

  it('answers 404 for a host that is not a dealer, 503 when not configured', async () => {
    expect((await post(simClient(), REQUEST, 'nobody.example.com')).status).toBe(404)
    expect((await post(null, REQUEST)).status).toBe(503)
  })

  it('turns provider failures into 502 and timeouts into 504, which the browser ignores', async () => {
    sim.failNext(1, 500)
    const failed = await post(simClient(), REQUEST)
    expect(failed.status).toBe(502)
    expect(await failed.json()).toEqual({ errors: [{ message: 'The finance quote service is not available.' }] })
    sim.delayNext(1, 1000)
    expect((await post(simClient(), REQUEST)).status).toBe(504)

    // The browser helper, pointed at the handler: a quote on 200, null (silently) otherwise.
    const viaRoute = (client: YouxClient | null): typeof fetch =>
      (async (_url: RequestInfo | URL, init?: RequestInit) => post(client, JSON.parse(String(init?.body)))) as typeof fetch
    expect(await fetchYouxQuote(REQUEST, { fetch: viaRoute(simClient()) })).toMatchObject({ advertisedRate: 7.99 })
    sim.failNext(1, 500)
    expect(await fetchYouxQuote(REQUEST, { fetch: viaRoute(simClient()) })).toBeNull()
    expect(await fetchYouxQuote(REQUEST, { fetch: viaRoute(null) })).toBeNull()
    expect(await fetchYouxQuote(REQUEST, { fetch: (async () => { throw new TypeError('offline') }) as typeof fetch })).toBeNull()
  })

  it('is fetched only when no quote is present and the price is above zero', () => {
    expect(shouldFetchQuote(null, 30000)).toBe(true)
    expect(shouldFetchQuote({ weeklyRepaymentAmount: 120 }, 30000)).toBe(false)
    expect(shouldFetchQuote(null, 0)).toBe(false)
    expect(shouldFetchQuote(undefined, Number.NaN)).toBe(false)
  })
})
