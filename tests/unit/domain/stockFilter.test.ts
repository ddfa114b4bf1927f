import { describe, expect, it } from 'vitest'

import { inStockFilter, type StockFilterRules } from '@/domain/vehicles/stockFilter'

const none: StockFilterRules = { stockUsedOnly: false, stockInStockOnly: false, stockCertifiedOnly: false, stockMakes: [] }
const car = { car_type: 'used', status: 'in_stock', certified: false, make: 'Toyota' }

describe("a site's stock filter, for one car", () => {
  it('takes every car when no rule is on', () => {
    expect(inStockFilter(car, none)).toBe(true)
    expect(inStockFilter({ ...car, car_type: 'new', status: 'sold' }, none)).toBe(true)
  })

  it('used only: new and demo cars are left out', () => {
    const rules = { ...none, stockUsedOnly: true }
    expect(inStockFilter(car, rules)).toBe(true)
    expect(inStockFilter({ ...car, car_type: 'new' }, rules)).toBe(false)
    expect(inStockFilter({ ...car, car_type: 'demo' }, rules)).toBe(false)
    expect(inStockFilter({ ...car, car_type: null }, rules)).toBe(false)
  })

  it('in stock only: coming-soon and recently sold cars are left out too', () => {
    const rules = { ...none, stockInStockOnly: true }
    expect(inStockFilter(car, rules)).toBe(true)
    expect(inStockFilter({ ...car, status: 'coming_soon' }, rules)).toBe(false)
    expect(inStockFilter({ ...car, status: 'sold' }, rules)).toBe(false)
  })

  it('certified only: an unknown certification is not certified', () => {
    const rules = { ...none, stockCertifiedOnly: true }
    expect(inStockFilter({ ...car, certified: true }, rules)).toBe(true)
    expect(inStockFilter(car, rules)).toBe(false)
    expect(inStockFilter({ ...car, certified: null }, rules)).toBe(false)
  })

  it('given makes: only those, matched exactly as the search engines match them', () => {
    const rules = { ...none, stockMakes: ['Toyota', 'Hyundai'] }
    expect(inStockFilter(car, rules)).toBe(true)
    expect(inStockFilter({ ...car, make: 'Hyundai' }, rules)).toBe(true)
    expect(inStockFilter({ ...car, make: 'Kia' }, rules)).toBe(false)
    expect(inStockFilter({ ...car, make: 'toyota' }, rules)).toBe(false)
    expect(inStockFilter({ ...car, make: null }, rules)).toBe(false)
  })

  it('every rule that is on must hold', () => {
    const rules = { stockUsedOnly: true, stockInStockOnly: true, stockCertifiedOnly: true, stockMakes: ['Toyota'] }
    expect(inStockFilter({ ...car, certified: true }, rules)).toBe(true)
    expect(inStockFilter({ ...car, certified: true, make: 'Kia' }, rules)).toBe(false)
    expect(inStockFilter({ ...car, certified: true, car_type: 'demo' }, rules)).toBe(false)
  })

  it('given dealerships (a group’s franchise site): only their cars, and never a car whose rooftop is unknown', () => {
    const rules = { ...none, stockDealershipIds: [3, 5] }
    expect(inStockFilter({ ...car, dealership_id: 3 }, rules)).toBe(true)
    expect(inStockFilter({ ...car, dealership_id: 5 }, rules)).toBe(true)
    expect(inStockFilter({ ...car, dealership_id: 4 }, rules)).toBe(false)
    expect(inStockFilter({ ...car, dealership_id: null }, rules)).toBe(false)
    expect(inStockFilter(car, rules)).toBe(false)
    // No rooftops listed: every rooftop, and cars of none.
    expect(inStockFilter({ ...car, dealership_id: null }, { ...none, stockDealershipIds: [] })).toBe(true)
  })
})
