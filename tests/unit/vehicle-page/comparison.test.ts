import { describe, expect, it } from 'vitest'

import {
  autogaugeEligible,
  priceGauge,
  PRICE_GAUGE_CONFIDENCE_CUTOFF,
  readPriceGauge,
  showMarketPriceBadge,
} from '@/domain/vehicle-page'

const good = { fill: 62, listing_price: 30000, market_range_min: 27000, market_range_max: 34000, confidence: 0.8, description: 'Great price' }

describe('autogaugeEligible', () => {
  const car = { status: 'in_stock', sold: false, reserved: false, price: 30000 }
  it('in stock, not sold, not reserved, price above 200', () => {
    expect(autogaugeEligible(car)).toBe(true)
    expect(autogaugeEligible({ ...car, price: 201 })).toBe(true)
  })
  it('refuses anything else', () => {
    expect(autogaugeEligible({ ...car, status: 'coming_soon' })).toBe(false)
    expect(autogaugeEligible({ ...car, sold: true })).toBe(false)
    expect(autogaugeEligible({ ...car, reserved: true })).toBe(false)
    expect(autogaugeEligible({ ...car, price: 200 })).toBe(false)
    expect(autogaugeEligible({ ...car, price: null })).toBe(false)
  })
})

describe('priceGauge', () => {
  it('shows a complete, confident response', () => {
    expect(priceGauge(good)).toEqual({ fill: 62, listingPrice: 30000, marketRangeMin: 27000, marketRangeMax: 34000, confidence: 0.8, description: 'Great price' })
  })
  it('hidden when any field is missing', () => {
    for (const key of Object.keys(good) as (keyof typeof good)[]) {
      expect(priceGauge({ ...good, [key]: undefined })).toBeNull()
      expect(priceGauge({ ...good, [key]: null })).toBeNull()
    }
    expect(priceGauge({ ...good, fill: '62' })).toBeNull()
    expect(priceGauge(null)).toBeNull()
  })
  it('hidden at confidence 0.2 or less', () => {
    expect(PRICE_GAUGE_CONFIDENCE_CUTOFF).toBe(0.2)
    expect(priceGauge({ ...good, confidence: 0.2 })).toBeNull()
    expect(priceGauge({ ...good, confidence: 0.1 })).toBeNull()
    expect(priceGauge({ ...good, confidence: 0.21 })).not.toBeNull()
  })
  it('hidden when the market maximum is below the listing price (equal shows)', () => {
    expect(priceGauge({ ...good, market_range_max: 29999 })).toBeNull()
    expect(priceGauge({ ...good, market_range_max: 30000 })).not.toBeNull()
  })
})

describe('readPriceGauge', () => {
  it('an empty answer is "No data returned"', () => {
    for (const raw of [null, undefined, {}, [], 'x']) expect(readPriceGauge(raw)).toEqual({ ok: false, error: 'No data returned' })
  })
  it('otherwise the panel, or null when hidden', () => {
    expect(readPriceGauge(good)).toMatchObject({ ok: true, gauge: { listingPrice: 30000 } })
    expect(readPriceGauge({ ...good, confidence: 0 })).toEqual({ ok: true, gauge: null })
  })
})

describe('showMarketPriceBadge', () => {
  const m = { average_market_price: 35000, state_average_market_price: 36000 }
  it('more than $499 below the average and below the state average', () => {
    expect(showMarketPriceBadge({ ...m, price: 34500 })).toBe(true) // $500 below
    expect(showMarketPriceBadge({ ...m, price: 30000 })).toBe(true)
  })
  it('a saving of exactly 499 is not enough', () => {
    expect(showMarketPriceBadge({ ...m, price: 34501 })).toBe(false)
  })
  it('not when the price is at or above the state average', () => {
    expect(showMarketPriceBadge({ average_market_price: 40000, state_average_market_price: 34000, price: 34000 })).toBe(false)
  })
  it('not when a value is missing or the price is 0', () => {
    expect(showMarketPriceBadge({ price: 30000, average_market_price: 35000 })).toBe(false)
    expect(showMarketPriceBadge({ price: 30000, state_average_market_price: 35000 })).toBe(false)
    expect(showMarketPriceBadge({ ...m, price: 0 })).toBe(false)
  })
})
