/** Who may reserve or buy online and where it happens. */
import { describe, expect, it } from 'vitest'

import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import {
  completionPath,
  confirmationPath,
  isSitePath,
  journeyPath,
  reservationEligibility,
  reservationFacts,
  reservationPath,
  sellingPrice,
  type EligibilityCar,
} from '@/domain/reservation'

const settings = { ...DEFAULT_TENANT_SETTINGS, reserve: true, buyOnline: true }
const car: EligibilityCar = { status: 'in_stock', sold: false, reserved: false, price: 24_990, offer_price: null, car_type: 'used', state: 'QLD' }

describe('reservationEligibility', () => {
  it('accepts an available, priced, unreserved car of a reservable type, with its deposit', () => {
    expect(reservationEligibility(car, settings)).toEqual({ ok: true, depositCents: 20_000 })
    expect(reservationEligibility({ ...car, status: 'coming_soon' }, settings).ok).toBe(true)
    expect(reservationEligibility(car, settings, 'buy-online')).toEqual({ ok: true, depositCents: 20_000 })
  })

  it('refuses with the first reason that applies, each with its own message', () => {
    const reason = (c: Partial<EligibilityCar>, s = settings, kind: 'reserve' | 'buy-online' = 'reserve') => {
      const e = reservationEligibility({ ...car, ...c }, s, kind)
      return e.ok ? 'ok' : e.reason
    }
    expect(reason({}, { ...settings, reserve: false })).toBe('switch_off')
    expect(reason({}, { ...settings, buyOnline: false }, 'buy-online')).toBe('switch_off')
    // The reserve switch does not govern the journey, nor the other way round.
    expect(reason({}, { ...settings, reserve: false }, 'buy-online')).toBe('ok')
    expect(reason({ status: 'sold' })).toBe('sold')
    expect(reason({ sold: true })).toBe('sold')
    expect(reason({ status: 'on_hold' })).toBe('unavailable')
    expect(reason({ status: 'in_transit' })).toBe('unavailable')
    expect(reason({ reserved: true })).toBe('reserved')
    expect(reason({ price: 0 })).toBe('no_price')
    expect(reason({ price: null })).toBe('no_price')
    expect(reason({ car_type: 'new' }, { ...settings, reserveCarTypes: ['used'] })).toBe('car_type')
    expect(reason({}, { ...settings, depositAmount: 0 })).toBe('no_deposit')
    // Sold comes before reserved: a sold car is never "reserved by someone else".
    expect(reason({ status: 'sold', reserved: true })).toBe('sold')
  })

  it('says why in words a shopper understands', () => {
    const sold = reservationEligibility({ ...car, status: 'sold' }, settings)
    expect(sold.ok ? null : sold.message).toBe('Sorry, this car has been sold, so it can no longer be reserved online.')
    const reserved = reservationEligibility({ ...car, reserved: true }, settings)
    expect(reserved.ok ? null : reserved.message).toBe('Sorry, this car is already reserved by another customer.')
    const off = reservationEligibility(car, { ...settings, buyOnline: false }, 'buy-online')
    expect(off.ok ? null : off.message).toBe('Buying online is not available on this site.')
    const type = reservationEligibility({ ...car, car_type: 'demo' }, { ...settings, reserveCarTypes: ['used'] })
    expect(type.ok ? null : type.message).toMatch(/^Sorry, demo cars cannot be reserved online/)
  })

  it('caps the deposit by the state of the car’s location, on the price actually charged', () => {
    const cheap = { ...car, price: 1500, state: 'NSW' }
    expect(reservationEligibility(cheap, settings)).toEqual({ ok: true, depositCents: 15_000 })
    expect(reservationEligibility({ ...cheap, offer_price: 1200 }, settings)).toEqual({ ok: true, depositCents: 12_000 })
    expect(sellingPrice({ price: 1500, offer_price: 1600 })).toBe(1500)
  })

  it('gives the vehicle page its facts: reservable and purchasable follow their own switches', () => {
    expect(reservationFacts(car, settings)).toEqual({ reservable: true, purchasable: true, depositCents: 20_000 })
    expect(reservationFacts(car, { ...settings, buyOnline: false })).toEqual({ reservable: true, purchasable: false, depositCents: 20_000 })
    expect(reservationFacts({ ...car, reserved: true }, settings)).toEqual({ reservable: false, purchasable: false, depositCents: null })
    expect(reservationFacts(car, { ...settings, depositAmount: 0 })).toEqual({ reservable: false, purchasable: false, depositCents: null })
  })
})

describe('reservation paths', () => {
  it('are /cars/{slug}/checkout or /cars/{slug}/buy-online per site, with the return and confirmation pages under them', () => {
    expect(reservationPath('2022-mazda-cx-5', 'checkout')).toBe('/cars/2022-mazda-cx-5/checkout')
    expect(reservationPath('2022-mazda-cx-5', 'buy-online')).toBe('/cars/2022-mazda-cx-5/buy-online')
    expect(completionPath('a', 'checkout')).toBe('/cars/a/checkout/complete')
    expect(confirmationPath('a', 'buy-online', 'RSV-AB12')).toBe('/cars/a/buy-online/confirmation?reference=RSV-AB12')
    expect(journeyPath(42)).toBe('/checkout-journey?car_id=42')
    expect(isSitePath('checkout', { reservePath: 'checkout' })).toBe(true)
    expect(isSitePath('buy-online', { reservePath: 'checkout' })).toBe(false)
  })
})
