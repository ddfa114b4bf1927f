/**
 * The filter a tenant's secured key carries: its exact text for every stock-filter combination, that
 * it is a filter Algolia accepts (the simulator's parser enforces Algolia's documented rules), and
 * that it selects exactly the records the domain rules say the tenant's site shows.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isVisible } from '@/domain/vehicles/visibility'
import { ALWAYS_IN_WINDOW, soldWindowTimestamp, toAlgoliaRecord } from '@/lib/algolia/records'
import { quoteFacetValue, tenantFilter, type StockFilterSettings } from '@/lib/algolia/tenantFilter'
import type { SearchRecord } from '@/domain/search/record'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { matches, parseFilters } from '../simulators/algolia/filterSyntax'
import { DAY, NOW, record } from './domain/fixtures'

const base: StockFilterSettings = { ...DEFAULT_TENANT_SETTINGS }
const cutoff = NOW - 3 * DAY
const visibility = `tenant_id:7 AND show_on_dealer_website:true AND sold_window_timestamp >= ${cutoff}`

describe('tenantFilter', () => {
  const combinations: [Partial<StockFilterSettings>, string][] = [
    [{}, ''],
    [{ stockUsedOnly: true }, ' AND car_type:used'],
    [{ stockInStockOnly: true }, ' AND status:in_stock'],
    [{ stockCertifiedOnly: true }, ' AND certified:true'],
    [{ stockMakes: ['Mazda'] }, ' AND make:"Mazda"'],
    [{ stockMakes: ['Mazda', 'Land Rover'] }, ' AND (make:"Mazda" OR make:"Land Rover")'],
    [{ stockUsedOnly: true, stockInStockOnly: true }, ' AND car_type:used AND status:in_stock'],
    [{ stockUsedOnly: true, stockCertifiedOnly: true }, ' AND car_type:used AND certified:true'],
    [{ stockInStockOnly: true, stockCertifiedOnly: true }, ' AND status:in_stock AND certified:true'],
    [{ stockUsedOnly: true, stockMakes: ['Kia'] }, ' AND car_type:used AND make:"Kia"'],
    [{ stockInStockOnly: true, stockMakes: ['Kia', 'Hyundai'] }, ' AND status:in_stock AND (make:"Kia" OR make:"Hyundai")'],
    [{ stockCertifiedOnly: true, stockMakes: ['Kia'] }, ' AND certified:true AND make:"Kia"'],
    [
      { stockUsedOnly: true, stockInStockOnly: true, stockCertifiedOnly: true },
      ' AND car_type:used AND status:in_stock AND certified:true',
    ],
    [
      { stockUsedOnly: true, stockInStockOnly: true, stockCertifiedOnly: true, stockMakes: ['Toyota', 'Lexus'] },
      ' AND car_type:used AND status:in_stock AND certified:true AND (make:"Toyota" OR make:"Lexus")',
    ],
    // A group's franchise site: its rooftops, as numeric terms in their own OR group.
    [{ stockDealershipIds: [3] }, ' AND dealership_id = 3'],
    [{ stockDealershipIds: [3, 5, 3] }, ' AND (dealership_id = 3 OR dealership_id = 5)'],
    [{ stockMakes: ['Kia', 'Ford'], stockDealershipIds: [3, 5] }, ' AND (make:"Kia" OR make:"Ford") AND (dealership_id = 3 OR dealership_id = 5)'],
  ]

  it.each(combinations)('builds the filter for %j', (overrides, suffix) => {
    const filter = tenantFilter(7, { ...base, ...overrides }, NOW)
    expect(filter).toBe(visibility + suffix)
    // Algolia's rules: a conjunction of disjunctions, one filter type per OR group.
    expect(() => parseFilters(filter)).not.toThrow()
  })

  it('uses the tenant sold window, and accepts a Date for now', () => {
    expect(tenantFilter(7, { ...base, soldWindowDays: 10 }, new Date(NOW))).toContain(`sold_window_timestamp >= ${NOW - 10 * DAY}`)
    expect(tenantFilter(7, { ...base, soldWindowDays: 0 }, NOW)).toContain(`sold_window_timestamp >= ${NOW}`)
  })

  it('ignores blank and repeated makes, and quotes values so they cannot change the expression', () => {
    expect(tenantFilter(7, { ...base, stockMakes: [' ', 'Kia', 'Kia '] }, NOW)).toBe(`${visibility} AND make:"Kia"`)
    expect(quoteFacetValue('A" OR tenant_id:8 OR make:"B')).toBe('"A\\" OR tenant_id:8 OR make:\\"B"')
    const hostile = tenantFilter(7, { ...base, stockMakes: ['A" OR tenant_id:8 OR make:"B'] }, NOW)
    // Were the value unquoted, a tenant-7 Mazda "B" would slip through the makes filter.
    expect(matches(parseFilters(hostile), toAlgoliaRecord(record({ make: 'B' }), 7) as never, () => true)).toBe(false)
    expect(matches(parseFilters(hostile), toAlgoliaRecord(record({ make: 'A" OR tenant_id:8 OR make:"B' }), 7) as never, () => true)).toBe(true)
  })

  it('refuses a tenant id that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => tenantFilter(bad, base, NOW)).toThrow(/Invalid tenant id/)
  })
})

describe('sold_window_timestamp', () => {
  it('is far future when available, the sold date when sold, and 0 otherwise', () => {
    expect(soldWindowTimestamp({ status: 'in_stock', sold_date_timestamp: null })).toBe(ALWAYS_IN_WINDOW)
    expect(soldWindowTimestamp({ status: 'coming_soon', sold_date_timestamp: 5 })).toBe(ALWAYS_IN_WINDOW)
    expect(soldWindowTimestamp({ status: 'sold', sold_date_timestamp: NOW })).toBe(NOW)
    expect(soldWindowTimestamp({ status: 'sold', sold_date_timestamp: null })).toBe(0)
    expect(soldWindowTimestamp({ status: 'on_hold', sold_date_timestamp: NOW })).toBe(0)
    expect(soldWindowTimestamp({ status: 'in_transit', sold_date_timestamp: null })).toBe(0)
  })
})

describe('the filter selects what the site shows', () => {
  const statuses = ['in_stock', 'coming_soon', 'sold', 'in_transit', 'on_hold'] as const
  const makes = ['Toyota', 'Mazda', 'Land Rover'] as const
  const arbRecord = fc.record({
    tenant: fc.constantFrom(7, 8),
    status: fc.constantFrom(...statuses),
    soldDaysAgo: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    show: fc.boolean(),
    carType: fc.constantFrom('new', 'used', 'demo'),
    certified: fc.boolean(),
    make: fc.constantFrom(...makes),
  })
  const arbSettings = fc.record({
    soldWindowDays: fc.integer({ min: 0, max: 14 }),
    stockUsedOnly: fc.boolean(),
    stockInStockOnly: fc.boolean(),
    stockCertifiedOnly: fc.boolean(),
    stockMakes: fc.subarray<string>([...makes]),
  })

  it('agrees with isVisible and the stock filter for any record and settings', () => {
    fc.assert(
      fc.property(arbRecord, arbSettings, (r, settings) => {
        const rec: SearchRecord = record({
          status: r.status,
          sold: r.status === 'sold',
          sold_date_timestamp: r.soldDaysAgo === null ? null : NOW - r.soldDaysAgo * DAY,
          show_on_dealer_website: r.show,
          car_type: r.carType as SearchRecord['car_type'],
          certified: r.certified,
          make: r.make,
        })
        const expected =
          r.tenant === 7 &&
          isVisible(rec, settings, NOW) &&
          (!settings.stockUsedOnly || rec.car_type === 'used') &&
          (!settings.stockInStockOnly || rec.status === 'in_stock') &&
          (!settings.stockCertifiedOnly || rec.certified) &&
          (settings.stockMakes.length === 0 || settings.stockMakes.includes(rec.make))
        const filter = parseFilters(tenantFilter(7, settings, NOW))
        expect(matches(filter, toAlgoliaRecord(rec, r.tenant) as never, () => true)).toBe(expected)
      }),
      { numRuns: 500 },
    )
  })
})
