import { describe, expect, it } from 'vitest'

import { canonicalSiteId, siteShowingCar, type StockSite } from '@/domain/groups/canonicalSite'

const rules = { stockUsedOnly: false, stockInStockOnly: false, stockCertifiedOnly: false, stockMakes: [] as string[] }
const site = (id: number, rooftops: number[], extra: Partial<StockSite['settings']> = {}): StockSite => ({ id, settings: { ...rules, stockDealershipIds: rooftops, ...extra } })
const car = { dealership_id: 3, car_type: 'new', status: 'in_stock', certified: false, make: 'Kia' }

describe('a group car’s canonical site', () => {
  it('is its rooftop’s own site when one takes it, else the site holding the stock', () => {
    expect(canonicalSiteId(car, 1, [site(7, [3])])).toBe(7)
    expect(canonicalSiteId({ ...car, dealership_id: 4 }, 1, [site(7, [3])])).toBe(1)
    expect(canonicalSiteId({ ...car, dealership_id: null }, 1, [site(7, [3])])).toBe(1)
    expect(canonicalSiteId(car, 1, [])).toBe(1)
  })

  it('never a site whose filter leaves the car out, nor a site of every rooftop (a second group-wide site)', () => {
    expect(canonicalSiteId(car, 1, [site(7, [3], { stockUsedOnly: true })])).toBe(1)
    expect(canonicalSiteId(car, 1, [site(7, [3], { stockMakes: ['Ford'] })])).toBe(1)
    expect(canonicalSiteId(car, 1, [site(5, [])])).toBe(1)
  })

  it('is the same site whatever order the sites come in: the lowest id of those that take it', () => {
    expect(canonicalSiteId(car, 1, [site(9, [3]), site(7, [3, 4])])).toBe(7)
    expect(canonicalSiteId(car, 1, [site(7, [3, 4]), site(9, [3])])).toBe(7)
  })
})

describe('the group site a car this site leaves out is shown on (a permanent redirect, not a 404)', () => {
  const holder = site(1, [])
  it('is the car’s canonical site when another site leaves it out', () => {
    // The Ford site (8) leaves out a Kia of rooftop 3; rooftop 3's site (7) is the car's own.
    expect(siteShowingCar(car, 8, holder, [site(7, [3]), site(8, [4])])).toBe(7)
    // A used-only site leaves out a new car of a rooftop without its own site: the group's site shows it.
    expect(siteShowingCar({ ...car, dealership_id: 4 }, 9, holder, [site(7, [3]), site(9, [], { stockUsedOnly: true })])).toBe(1)
  })

  it('skips a site whose filter leaves the car out too, and is null when no other site shows it', () => {
    const usedHolder = site(1, [], { stockUsedOnly: true })
    // The holder shows used cars only; the only other site that takes this new car is 9.
    expect(siteShowingCar({ ...car, dealership_id: 4 }, 7, usedHolder, [site(7, [3]), site(9, [4])])).toBe(9)
    expect(siteShowingCar({ ...car, car_type: 'new' }, 7, usedHolder, [site(7, [3])])).toBeNull()
    // Outside a group (no holder read) there is nowhere to send the shopper.
    expect(siteShowingCar(car, 1, null, [])).toBeNull()
    // The current site is never the answer, even when it is the car's canonical one.
    expect(siteShowingCar(car, 7, holder, [site(7, [3])])).toBe(1)
  })
})
