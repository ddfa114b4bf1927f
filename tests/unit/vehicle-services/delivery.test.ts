/** The delivery adapter against its HTTP simulator (the real client code), and our /api/delivery handler. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELIVERY_EMPTY_POSTCODE, DELIVERY_INVALID_POSTCODE, DELIVERY_NO_ESTIMATE } from '@/domain/vehicle-page/delivery'
import { deliveryProvider, deliveryQuoteUrl, httpDeliveryProvider, localDeliveryQuote, lookupDelivery, DeliveryError, type DeliveryProvider } from '@/lib/deliveryQuotes'
import { handleDelivery } from '@/lib/deliveryQuotes/endpoint'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { startDeliverySimulator, type DeliverySimulator } from '../../simulators/delivery/server'
import { siteTenant, vehicle } from './fixtures'

let sim: DeliverySimulator
let provider: DeliveryProvider

beforeAll(async () => {
  sim = await startDeliverySimulator({ apiKey: 'k-123' })
  provider = httpDeliveryProvider(sim.url, 'k-123', 500)
})
afterAll(() => sim.close())
beforeEach(() => {
  sim.reset()
  resetRateLimits()
})

describe('request building', () => {
  it('GET {base}/estimate with the postcode, the origin, the dealer and the vehicle', () => {
    const url = deliveryQuoteUrl('https://delivery.example.com/v1/', { postcode: '4000', originPostcode: '4215', originState: 'QLD', dealer: 'harbour-city', vehicleId: 42 })
    expect(url.origin + url.pathname).toBe('https://delivery.example.com/v1/estimate')
    expect(Object.fromEntries(url.searchParams)).toEqual({ postcode: '4000', origin_postcode: '4215', origin_state: 'QLD', dealer: 'harbour-city', vehicle: '42' })
  })
  it('leaves out what it does not know', () => {
    expect(deliveryQuoteUrl('http://x', { postcode: '2000' }).search).toBe('?postcode=2000')
  })
  it('uses the simulator URL from DELIVERY_API_URL, else the in-process service', () => {
    expect(deliveryProvider({ DELIVERY_API_URL: sim.url }).name).toBe('http')
    expect(deliveryProvider({}).name).toBe('local')
  })
})

describe('the HTTP adapter against the simulator', () => {
  it('sends the bearer key and reads a price and a region', async () => {
    const result = await lookupDelivery({ postcode: ' 4000 ', originState: 'QLD' }, provider)
    expect(result).toEqual({ kind: 'estimate', estimate: { price: 190, region: 'Brisbane Metro' } })
    expect(sim.requests[0]).toMatchObject({ path: '/estimate', authorization: 'Bearer k-123', query: { postcode: '4000', origin_state: 'QLD' } })
  })
  it('prices by distance from the car, as the local service does', async () => {
    expect(await lookupDelivery({ postcode: '2000', originState: 'QLD' }, provider)).toEqual({ kind: 'estimate', estimate: { price: 890, region: 'Sydney Metro' } })
    expect(await lookupDelivery({ postcode: '4870', originState: 'QLD' }, provider)).toEqual({ kind: 'estimate', estimate: { price: 1190, region: 'Far North Queensland' } })
    expect(localDeliveryQuote({ postcode: '6000', originState: 'QLD' })).toEqual({ price: 1490, region: 'Perth Metro' })
    expect(sim.requests.at(-1)?.query).toMatchObject({ postcode: '4870', origin_state: 'QLD' })
  })
  it('a car at Tweed Heads: nearby postcodes across the border cost least, Melbourne more, never the reverse', () => {
    const tweed = { originPostcode: '2485', originState: 'NSW' }
    const at = (postcode: string) => localDeliveryQuote({ postcode, ...tweed })
    expect(at('2485')).toEqual({ price: 190, region: 'Tweed Coast' })
    expect(at('4217')).toEqual({ price: 190, region: 'Gold Coast' })
    expect(at('4218')).toEqual({ price: 190, region: 'Gold Coast' })
    expect(at('4000')).toEqual({ price: 290, region: 'Brisbane Metro' })
    expect(at('3000')).toEqual({ price: 1190, region: 'Melbourne Metro' })
    expect(at('7000')).toEqual({ price: 1190 + 400, region: 'Hobart Metro' })
    const prices = ['2485', '4217', '4000', '2000', '3000', '6000'].map((p) => at(p).price!)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })
  it('without an origin: a metro or a regional price by the postcode alone', () => {
    expect(localDeliveryQuote({ postcode: '4000' })).toEqual({ price: 290, region: 'Brisbane Metro' })
    expect(localDeliveryQuote({ postcode: '4870' })).toEqual({ price: 490, region: 'Far North Queensland' })
  })
  it('no estimate: a null price, or a 404', async () => {
    expect(await lookupDelivery({ postcode: '6725' }, provider)).toEqual({ kind: 'none' })
    sim.notFoundForNone()
    expect(await lookupDelivery({ postcode: '0000' }, provider)).toEqual({ kind: 'none' })
  })
  it('refuses empty and malformed postcodes without a call', async () => {
    expect(await lookupDelivery({ postcode: '  ' }, provider)).toEqual({ kind: 'invalid', message: DELIVERY_EMPTY_POSTCODE })
    expect(await lookupDelivery({ postcode: '40a0' }, provider)).toEqual({ kind: 'invalid', message: DELIVERY_INVALID_POSTCODE })
    expect(sim.requests).toHaveLength(0)
  })
  it('throws a DeliveryError on a 500, a garbled body, a timeout or a wrong key', async () => {
    sim.failNext(1, 503)
    await expect(provider.quote({ postcode: '4000' })).rejects.toBeInstanceOf(DeliveryError)
    sim.garbleNext(1)
    await expect(provider.quote({ postcode: '4000' })).rejects.toThrow(/unreadable/)
    sim.delayNext(1, 1500)
    await expect(provider.quote({ postcode: '4000' })).rejects.toThrow(/did not answer/)
    await expect(httpDeliveryProvider(sim.url, 'wrong').quote({ postcode: '4000' })).rejects.toThrow(/401/)
  })
})

describe('GET /api/delivery', () => {
  const tenant = siteTenant()
  const car = vehicle()
  const deps = {
    tenantByHost: async (host: string) => (host === 'harbour-city.localhost' ? tenant : null),
    vehicle: async (_t: unknown, slug: string) => (slug === car.slug ? car : null),
    get provider() {
      return provider
    },
  }
  const get = (query: string, host = 'harbour-city.localhost') => handleDelivery(new Request(`http://x/api/delivery?${query}`, { headers: { host } }), deps)

  it('an estimate, with the car’s location as the origin', async () => {
    const res = await get(`postcode=2000&car_id=${car.slug}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ postcode: '2000', price: 890, region: 'Sydney Metro' })
    expect(sim.requests[0]!.query).toMatchObject({ origin_postcode: '4215', origin_state: 'QLD', dealer: 'harbour-city', vehicle: '42' })
  })
  it('the spec’s messages: empty postcode 400, no estimate 200 with nulls, failure 502', async () => {
    const empty = await get('postcode=')
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toBe('Please enter a postcode.')
    const none = await get('postcode=6725')
    expect(await none.json()).toEqual({ postcode: '6725', price: null, region: null })
    sim.failNext(1, 500)
    const failed = await get('postcode=4000')
    expect(failed.status).toBe(502)
    expect((await failed.json()).message).toBe(DELIVERY_NO_ESTIMATE)
  })
  it('404 for an unknown host or another dealer’s car', async () => {
    expect((await get('postcode=4000', 'nobody.example.com')).status).toBe(404)
    expect((await get('postcode=4000&car_id=not-ours')).status).toBe(404)
    expect(sim.requests).toHaveLength(0)
  })
})
