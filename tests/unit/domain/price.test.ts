import { describe, expect, it } from 'vitest'

import { displayPrice, formatAud, reducedPrice } from '@/domain/vehicles'
import { record, settings } from './fixtures'

const s = settings({ offersSubscription: false, noPriceText: 'Enquire for price.' })
const sub = settings({ offersSubscription: true, noPriceText: 'Enquire for price.' })

describe('displayPrice', () => {
  it('1. subscription when offered and above 0, per week', () => {
    expect(displayPrice(record({ subscription_price: 199 }), sub)).toEqual({ kind: 'subscription', amount: 199, per: 'week' })
  })

  it('skips the subscription when not offered, zero, negative or missing', () => {
    expect(displayPrice(record({ subscription_price: 199 }), s).kind).toBe('price')
    for (const subscription_price of [0, -5, null, Number.NaN]) {
      expect(displayPrice(record({ subscription_price }), sub).kind).toBe('price')
    }
  })

  it('2. a reduced price: the offer with the price as was-price', () => {
    expect(displayPrice(record({ price: 30000, offer_price: 27990 }), s)).toEqual({
      kind: 'price',
      amount: 27990,
      wasPrice: 30000,
    })
  })

  it('an offer not below the price, or not above 0, is not a reduced price', () => {
    expect(displayPrice(record({ price: 30000, offer_price: 30000 }), s)).toEqual({ kind: 'price', amount: 30000, wasPrice: null })
    expect(displayPrice(record({ price: 30000, offer_price: 35000 }), s)).toEqual({ kind: 'price', amount: 30000, wasPrice: null })
    expect(displayPrice(record({ price: 30000, offer_price: 0 }), s)).toEqual({ kind: 'price', amount: 30000, wasPrice: null })
    expect(reducedPrice({ price: 0, offer_price: 100 })).toBeNull()
  })

  it('2. a price above 10, with before_price as was-price only when it exceeds the price', () => {
    expect(displayPrice(record({ price: 25990, before_price: 28990 }), s)).toEqual({ kind: 'price', amount: 25990, wasPrice: 28990 })
    expect(displayPrice(record({ price: 25990, before_price: 25990 }), s)).toEqual({ kind: 'price', amount: 25990, wasPrice: null })
    expect(displayPrice(record({ price: 25990, before_price: 20000 }), s)).toEqual({ kind: 'price', amount: 25990, wasPrice: null })
    expect(displayPrice(record({ price: 11 }), s)).toEqual({ kind: 'price', amount: 11, wasPrice: null })
  })

  it('a price of exactly 10 (or less) is not a price', () => {
    expect(displayPrice(record({ price: 10 }), s)).toEqual({ kind: 'text', label: 'Enquire for price.' })
    expect(displayPrice(record({ price: 10.01 }), s).kind).toBe('price')
    expect(displayPrice(record({ price: 0 }), s).kind).toBe('text')
    expect(displayPrice(record({ price: Number.NaN }), s).kind).toBe('text')
  })

  it('3. PREORDER when there is no price and preorder is set', () => {
    expect(displayPrice(record({ price: 0, preorder: true }), s)).toEqual({ kind: 'preorder', label: 'PREORDER' })
    expect(displayPrice(record({ price: 40000, preorder: true }), s).kind).toBe('price')
  })

  it("4. the site's no-price text", () => {
    expect(displayPrice(record({ price: 0 }), settings({ noPriceText: 'Call us' }))).toEqual({ kind: 'text', label: 'Call us' })
  })
})

describe('formatAud', () => {
  it('formats whole dollars without cents', () => {
    expect(formatAud(45990)).toBe('$45,990')
    expect(formatAud(0)).toBe('$0')
    expect(formatAud(1234567)).toBe('$1,234,567')
    expect(formatAud(45990.001)).toBe('$45,990')
  })

  it('shows cents only when there are some', () => {
    expect(formatAud(45990.5)).toBe('$45,990.50')
    expect(formatAud(99.99)).toBe('$99.99')
  })

  it('handles negatives, -0 and non-finite numbers', () => {
    expect(formatAud(-5)).toBe('-$5')
    expect(formatAud(-0.001)).toBe('$0')
    expect(formatAud(Number.NaN)).toBe('')
    expect(formatAud(Number.POSITIVE_INFINITY)).toBe('')
  })
})
