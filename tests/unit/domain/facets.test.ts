import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PAGE_SIZE,
  FACET_LIMITS,
  SEARCH_BOX_DEBOUNCE_MS,
  visibleFacetAttributes,
  visibleFacetItems,
  withoutPage,
} from '@/domain/vehicles'

describe('search constants', () => {
  it('match the spec', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(21)
    expect(SEARCH_BOX_DEBOUNCE_MS).toBe(300)
    expect(FACET_LIMITS).toEqual({ body: 30, make: 100, model: 250, colour: 30, car_type: 6, price_range: 30, location: 30, dealership: 40, fuel: 30 })
  })
})

describe('facets', () => {
  it('never shows facetStats', () => {
    expect(visibleFacetAttributes({ make: {}, facetStats: {}, body: {} })).toEqual(['make', 'body'])
    expect(visibleFacetItems('facetStats', [{ label: 'x', value: 'x', count: 1 }], { stockCertifiedOnly: false })).toEqual([])
  })

  it('hides the certified false value on a certified-only site', () => {
    const items = [
      { label: 'Yes', value: 'true', count: 3 },
      { label: 'No', value: 'false', count: 5 },
    ]
    expect(visibleFacetItems('certified', items, { stockCertifiedOnly: true })).toEqual([items[0]])
    expect(visibleFacetItems('certified', [{ label: 'No', value: false, count: 1 }], { stockCertifiedOnly: true })).toEqual([])
    expect(visibleFacetItems('certified', items, { stockCertifiedOnly: false })).toEqual(items)
    expect(visibleFacetItems('make', [{ label: 'false', value: 'false', count: 1 }], { stockCertifiedOnly: true })).toHaveLength(1)
  })

  it('a filter change removes the page', () => {
    expect(withoutPage('page=3&make=Toyota').toString()).toBe('make=Toyota')
    const params = new URLSearchParams('page=2')
    expect(withoutPage(params).has('page')).toBe(false)
    expect(params.get('page')).toBe('2')
  })
})
