/** Similar cars' search requests, and the price-comparison view helpers and badge. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { gaugePercent, MarketPriceBadge, PriceGaugePanel, shownPrice } from '@/components/vehicle/services/PriceComparison'
import { similarSameBody, similarSearchRequests } from '@/components/vehicle/services/similarCars'
import { parseOne } from '@/lib/search/protocol'
import { siteTenant, vehicle } from './fixtures'

describe('similarSearchRequests', () => {
  const car = { id: 42, price: 32990, simple_body: 'suv' as const, make: 'Toyota', model: 'RAV4', item_type: 'car' as const }
  it('in stock, not this car, ±10000 below 50000; same model first', () => {
    const [same, any] = similarSearchRequests(car, false)
    expect(same).toMatchObject({ facetFilters: ['status:in_stock', 'item_type:car', 'make_model:Toyota > RAV4'], numericFilters: ['objectID!=42', 'price>=22990', 'price<=42990'] })
    expect(any).toMatchObject({ facetFilters: ['status:in_stock', 'item_type:car'] })
    // The engine's parser accepts both.
    expect(() => parseOne(same)).not.toThrow()
    expect(() => parseOne(any)).not.toThrow()
  })
  it('±25000 from 50000 up, and the body when the dealer asks', () => {
    const [, any] = similarSearchRequests({ ...car, price: 50000 }, true)
    expect(any).toMatchObject({ facetFilters: ['status:in_stock', 'item_type:car', 'body:suv'], numericFilters: ['objectID!=42', 'price>=25000', 'price<=75000'] })
  })
  it('a caravan is compared with caravans only', () => {
    for (const request of similarSearchRequests({ ...car, item_type: 'caravan' }, false)) expect(request.facetFilters).toContain('item_type:caravan')
  })
  it('no band for a car without a price', () => {
    const [, any] = similarSearchRequests({ ...car, price: 0 }, false)
    expect(any!.numericFilters).toEqual(['objectID!=42'])
  })
  it('the same-body switch is off unless the settings say so', () => {
    expect(similarSameBody({})).toBe(false)
    expect(similarSameBody({ similarSameBody: true })).toBe(true)
  })
})

describe('price comparison view', () => {
  const tenant = siteTenant()
  it('the shown price is the reduced or plain price, never a subscription or no-price', () => {
    expect(shownPrice(vehicle(), tenant)).toBe(32990)
    expect(shownPrice(vehicle({ offer_price: 30990 }), tenant)).toBe(30990)
    expect(shownPrice(vehicle({ price: 0 }), tenant)).toBeNull()
  })
  it('places the price on the bar, clamped', () => {
    expect(gaugePercent(35000, { marketRangeMin: 30000, marketRangeMax: 40000 })).toBe(50)
    expect(gaugePercent(20000, { marketRangeMin: 30000, marketRangeMax: 40000 })).toBe(0)
    expect(gaugePercent(50000, { marketRangeMin: 30000, marketRangeMax: 40000 })).toBe(100)
  })
  it('renders the panel', () => {
    const html = renderToStaticMarkup(createElement(PriceGaugePanel, { gauge: { fill: 0.5, listingPrice: 35000, marketRangeMin: 30000, marketRangeMax: 40000, confidence: 0.7, description: 'Priced well.' } }))
    expect(html).toContain('Price comparison')
    expect(html).toContain('$30,000')
    expect(html).toContain('left:50%')
  })
  it('the market-price badge: more than $499 below the average and below the state average', () => {
    const badge = (market: { average_market_price?: number; state_average_market_price?: number }) =>
      renderToStaticMarkup(createElement(MarketPriceBadge, { vehicle: vehicle({ market }), tenant }))
    expect(badge({ average_market_price: 33489, state_average_market_price: 34000 })).toBe('')
    expect(badge({ average_market_price: 33489.01, state_average_market_price: 34000 })).toContain('Below market price')
    expect(badge({ average_market_price: 40000, state_average_market_price: 32990 })).toBe('')
    expect(badge({ average_market_price: 40000 })).toBe('')
  })
})
