/** The autogauge adapter against its HTTP simulator, with the spec's hiding rules and logging. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { autogaugeProvider, autogaugeUrl, fetchPriceGauge, httpAutogaugeProvider, localGauge, type AutogaugeProvider } from '@/lib/autogauge'
import { startAutogaugeSimulator, type AutogaugeSimulator } from '../../simulators/autogauge/server'

let sim: AutogaugeSimulator
let provider: AutogaugeProvider
const car = (slug: string, extra: Record<string, unknown> = {}) => ({ id: 1, path: `/cars/${slug}`, price: 32990, status: 'in_stock', sold: false, reserved: false, ...extra })
const GOOD = { fill: 0.4, listing_price: 32990, market_range_min: 30000, market_range_max: 37000, confidence: 0.8, description: 'Priced in the lower half of the market range.' }

beforeAll(async () => {
  sim = await startAutogaugeSimulator({ apiKey: 'g-1' })
  // 2 s: well above a loaded machine's slowest loopback answer, well below the 6 s slow answer below.
  provider = httpAutogaugeProvider(sim.url, 'g-1', 2000)
})
afterAll(() => sim.close())
beforeEach(() => sim.reset())

describe('request building', () => {
  it('GET {base}{car path}/autogauge', () => {
    expect(autogaugeUrl('https://gauge.example.com/api/', '/cars/2021-toyota-rav4')).toBe('https://gauge.example.com/api/cars/2021-toyota-rav4/autogauge')
    expect(autogaugeUrl('http://x', '/cars/a b')).toBe('http://x/cars/a%20b/autogauge')
  })
  it('AUTOGAUGE_API_URL selects HTTP, else the in-process service', () => {
    expect(autogaugeProvider({ AUTOGAUGE_API_URL: sim.url }).name).toBe('http')
    expect(autogaugeProvider({}).name).toBe('local')
  })
})

describe('reshaping the answer', () => {
  it('a full answer becomes the panel data', async () => {
    sim.answer('/cars/good', 200, GOOD)
    const log = vi.fn()
    expect(await fetchPriceGauge(car('good'), provider, log)).toEqual({ fill: 0.4, listingPrice: 32990, marketRangeMin: 30000, marketRangeMax: 37000, confidence: 0.8, description: GOOD.description })
    expect(sim.requests[0]).toMatchObject({ path: '/cars/good/autogauge', authorization: 'Bearer g-1', method: 'GET' })
    expect(log).not.toHaveBeenCalled()
  })
  it('the registered car answers from the local model', async () => {
    sim.register('/cars/known', 32990)
    const gauge = await fetchPriceGauge(car('known'), provider, vi.fn())
    expect(gauge).not.toBeNull()
    expect(gauge!.listingPrice).toBe(32990)
    expect(gauge!.confidence).toBeGreaterThan(0.2)
  })
  it('hides on a missing field, confidence 0.2 or less, or market max below the listing price', async () => {
    const { description: _d, ...noDescription } = GOOD
    sim.answer('/cars/a', 200, noDescription)
    sim.answer('/cars/b', 200, { ...GOOD, confidence: 0.2 })
    sim.answer('/cars/c', 200, { ...GOOD, market_range_max: 32989 })
    sim.answer('/cars/d', 200, { ...GOOD, confidence: 0.21, market_range_max: 32990 })
    expect(await fetchPriceGauge(car('a'), provider, vi.fn())).toBeNull()
    expect(await fetchPriceGauge(car('b'), provider, vi.fn())).toBeNull()
    expect(await fetchPriceGauge(car('c'), provider, vi.fn())).toBeNull()
    expect(await fetchPriceGauge(car('d'), provider, vi.fn())).not.toBeNull()
  })
  it('an empty answer logs No data returned; a failure logs the fetch failure; both hide', async () => {
    const log = vi.fn()
    expect(await fetchPriceGauge(car('unknown'), provider, log)).toBeNull()
    expect(log.mock.calls[0]![0]).toMatch(/Failed to fetch auto gauge data.*No data returned/)
    sim.failNext(1, 500)
    expect(await fetchPriceGauge(car('x'), provider, log)).toBeNull()
    sim.garbleNext(1)
    expect(await fetchPriceGauge(car('x'), provider, log)).toBeNull()
    sim.delayNext(1, 6000)
    expect(await fetchPriceGauge(car('x'), provider, log)).toBeNull()
    expect(log).toHaveBeenCalledTimes(4)
    expect(log.mock.calls.slice(1).every(([m]) => /^Failed to fetch auto gauge data/.test(m))).toBe(true)
  })
  it('does not ask for a car that is not eligible (sold, reserved, not in stock, price 200 or less)', async () => {
    for (const extra of [{ status: 'sold' }, { reserved: true }, { sold: true }, { status: 'coming_soon' }, { price: 200 }]) {
      expect(await fetchPriceGauge(car('good', extra), provider, vi.fn())).toBeNull()
    }
    expect(sim.requests).toHaveLength(0)
  })
})

describe('the in-process service', () => {
  it('is deterministic and has the test slugs', () => {
    expect(localGauge(car('abc'))).toEqual(localGauge(car('abc')))
    expect(localGauge(car('x-gauge-none'))).toEqual({})
    expect(localGauge(car('x-gauge-low')).confidence).toBe(0.15)
    const over = localGauge(car('x-gauge-over'))
    expect(over.market_range_max as number).toBeLessThan(32990)
    expect(() => localGauge(car('x-gauge-fail'))).toThrow()
    expect(localGauge({ ...car('free'), price: 0 })).toEqual({})
  })
})
