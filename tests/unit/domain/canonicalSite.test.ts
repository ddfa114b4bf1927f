import { describe, expect, it } from 'vitest'

import { canonicalSiteId, type StockSite } from '@/domain/groups/canonicalSite'

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
