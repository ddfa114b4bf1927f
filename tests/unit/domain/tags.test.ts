import { describe, expect, it } from 'vitest'

import { cardTag, evFuelLabel, isJustArrived } from '@/domain/vehicles'
import { DAY, NOW, record, settings } from './fixtures'

const s = settings({ evTag: true, justArrivedDays: 8, justArrivedTagName: 'New', soldTagName: 'JUST SOLD' })

describe('evFuelLabel', () => {
  it('classifies electrified fuels', () => {
    expect(evFuelLabel('Electric')).toBe('Electric')
    expect(evFuelLabel('EV')).toBe('Electric')
    expect(evFuelLabel('bev')).toBe('Electric')
    expect(evFuelLabel('Hybrid')).toBe('Hybrid')
    expect(evFuelLabel('Petrol - Electric Hybrid')).toBe('Hybrid')
    expect(evFuelLabel('PHEV')).toBe('PHEV')
    expect(evFuelLabel('Plug-in Hybrid')).toBe('PHEV')
    expect(evFuelLabel('Plug In Hybrid')).toBe('PHEV')
  })

  it('returns null for other or missing fuels', () => {
    for (const fuel of ['Petrol', 'Diesel', 'LPG', '', '   ', null, undefined]) expect(evFuelLabel(fuel)).toBeNull()
  })
})

describe('isJustArrived', () => {
  it('is inclusive of exactly the configured days', () => {
    expect(isJustArrived(NOW - 8 * DAY, 8, NOW)).toBe(true)
    expect(isJustArrived(NOW - 8 * DAY - 1, 8, NOW)).toBe(false)
    expect(isJustArrived(NOW + DAY, 8, new Date(NOW))).toBe(true)
  })

  it('is off for 0 days and unusable values', () => {
    expect(isJustArrived(NOW, 0, NOW)).toBe(false)
    expect(isJustArrived(NOW, Number.NaN, NOW)).toBe(false)
    expect(isJustArrived(null, 8, NOW)).toBe(false)
    expect(isJustArrived(Number.NaN, 8, NOW)).toBe(false)
  })
})

describe('cardTag priority', () => {
  // A car that qualifies for every tag; each step removes the winner to reveal the next.
  const everything = record({
    fuel: 'Plug-in Hybrid',
    reserved: true,
    certified: true,
    car_type: 'used',
    tag: 'Test Drive Only',
    status: 'coming_soon',
    created_at_timestamp: NOW - DAY,
  })

  it('1. EV tag first, when the site enables it', () => {
    expect(cardTag(everything, s, NOW)).toEqual({ kind: 'ev', label: 'PHEV' })
    expect(cardTag(record({ fuel: 'Electric' }), s, NOW)).toEqual({ kind: 'ev', label: 'Electric' })
    expect(cardTag(record({ fuel: 'Hybrid' }), s, NOW)).toEqual({ kind: 'ev', label: 'Hybrid' })
  })

  it('2. Reserved when the EV tag is off or does not apply', () => {
    expect(cardTag(everything, { ...s, evTag: false }, NOW)).toEqual({ kind: 'reserved', label: 'Reserved' })
    expect(cardTag({ ...everything, fuel: 'Petrol' }, s, NOW)).toEqual({ kind: 'reserved', label: 'Reserved' })
  })

  it('3. Certified Pre-Owned for certified used cars', () => {
    const v = { ...everything, fuel: 'Petrol', reserved: false }
    expect(cardTag(v, s, NOW)).toEqual({ kind: 'certified', label: 'Certified Pre-Owned' })
    expect(cardTag(v, s, NOW, { certifiedTagMake: 'toyota' })).toEqual({ kind: 'certified', label: 'Certified Pre-Owned' })
  })

  it('3. not for another make than the configured one, nor for new or demo cars', () => {
    const v = { ...everything, fuel: 'Petrol', reserved: false }
    expect(cardTag(v, s, NOW, { certifiedTagMake: 'Mazda' })?.kind).toBe('custom')
    expect(cardTag({ ...v, car_type: 'new' }, s, NOW)?.kind).toBe('custom')
    expect(cardTag({ ...v, car_type: 'demo' }, s, NOW)?.kind).toBe('custom')
    expect(cardTag(v, s, NOW, { certifiedTagMake: '' })?.kind).toBe('certified')
  })

  it("4. the dealer's custom tag", () => {
    const v = { ...everything, fuel: 'Petrol', reserved: false, certified: false }
    expect(cardTag(v, s, NOW)).toEqual({ kind: 'custom', label: 'Test Drive Only' })
    expect(cardTag({ ...v, tag: '  Test Drive Only ' }, s, NOW)).toEqual({ kind: 'custom', label: 'Test Drive Only' })
    expect(cardTag({ ...v, tag: '   ' }, s, NOW)?.kind).toBe('coming_soon')
  })

  it('5. Coming Soon for coming_soon, before just-arrived', () => {
    const v = { ...everything, fuel: 'Petrol', reserved: false, certified: false, tag: null }
    expect(cardTag(v, s, NOW)).toEqual({ kind: 'coming_soon', label: 'Coming Soon' })
  })

  it('6. just arrived within the configured days, with the configured label', () => {
    const v = record({ created_at_timestamp: NOW - 8 * DAY })
    expect(cardTag(v, s, NOW)).toEqual({ kind: 'just_arrived', label: 'New' })
    expect(cardTag(v, { ...s, justArrivedTagName: 'Just Arrived' }, NOW)).toEqual({
      kind: 'just_arrived',
      label: 'Just Arrived',
    })
    expect(cardTag(record({ created_at_timestamp: NOW - 8 * DAY - 1 }), s, NOW)).toBeNull()
    expect(cardTag(v, { ...s, justArrivedDays: 0 }, NOW)).toBeNull()
  })

  it('7. sold tag for vehicles not in stock (and not just-arrived then)', () => {
    const sold = record({ status: 'sold', sold: true, created_at_timestamp: NOW - DAY, sold_date_timestamp: NOW })
    expect(cardTag(sold, s, NOW)).toEqual({ kind: 'sold', label: 'JUST SOLD' })
    expect(cardTag(sold, { ...s, soldTagName: 'SOLD' }, NOW)).toEqual({ kind: 'sold', label: 'SOLD' })
    expect(cardTag(record({ status: 'on_hold' }), s, NOW)?.kind).toBe('sold')
    expect(cardTag(record({ status: 'in_transit' }), s, NOW)?.kind).toBe('sold')
  })

  it('earlier rules still beat the sold tag on a sold car', () => {
    expect(cardTag(record({ status: 'sold', reserved: true }), s, NOW)?.kind).toBe('reserved')
    expect(cardTag(record({ status: 'sold', tag: 'Test Drive Only' }), s, NOW)?.kind).toBe('custom')
  })

  it('no tag for an ordinary in-stock car', () => {
    expect(cardTag(record(), s, NOW)).toBeNull()
    expect(cardTag(record({ fuel: 'Electric' }), { ...s, evTag: false }, NOW)).toBeNull()
  })

  it('accepts now as a Date', () => {
    expect(cardTag(record({ created_at_timestamp: NOW }), s, new Date(NOW))?.kind).toBe('just_arrived')
  })
})
