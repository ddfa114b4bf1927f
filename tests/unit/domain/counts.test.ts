import { describe, expect, it } from 'vitest'

import { CARAVAN_NOUN, COUNT_ANIMATION_MS, MAX_EXACT_COUNT, countAt, displayCount, showMeLabel, sumFacetCounts } from '@/domain/vehicles'

const alternatives = { inStockFacetCount: 1800, facetCounts: { in_stock: 1800, coming_soon: 50 }, stockCount: 1700 }

describe('displayCount', () => {
  it('shows counts up to 1999 as they are', () => {
    expect(MAX_EXACT_COUNT).toBe(1999)
    expect(displayCount(0, alternatives)).toBe(0)
    expect(displayCount(21, alternatives)).toBe(21)
    expect(displayCount(1999, alternatives)).toBe(1999)
  })

  it('replaces 2000 and above with the in-stock facet count first', () => {
    expect(displayCount(2000, alternatives)).toBe(1800)
    expect(displayCount(50000, alternatives)).toBe(1800)
  })

  it('then the sum of facet counts', () => {
    expect(displayCount(2000, { ...alternatives, inStockFacetCount: null })).toBe(1850)
    expect(displayCount(2000, { ...alternatives, inStockFacetCount: 0 })).toBe(1850)
    expect(displayCount(2000, { facetCounts: [1000, 900, Number.NaN, -3] })).toBe(1900)
  })

  it('then the configured stock count', () => {
    expect(displayCount(2000, { inStockFacetCount: Number.NaN, facetCounts: {}, stockCount: 1700 })).toBe(1700)
    expect(displayCount(2000, { facetCounts: [0, 0], stockCount: 1700 })).toBe(1700)
  })

  it('keeps the real count when no alternative is usable', () => {
    expect(displayCount(2000)).toBe(2000)
    expect(displayCount(2000, { inStockFacetCount: -1, facetCounts: null, stockCount: Number.POSITIVE_INFINITY })).toBe(2000)
  })

  it('shows 0 for a negative or non-finite count', () => {
    expect(displayCount(-1)).toBe(0)
    expect(displayCount(Number.NaN)).toBe(0)
  })

  it('sums only finite positive facet counts', () => {
    expect(sumFacetCounts(null)).toBe(0)
    expect(sumFacetCounts([1, 2, 3])).toBe(6)
    expect(sumFacetCounts({ a: 5, b: Number.NaN })).toBe(5)
  })
})

describe('showMeLabel', () => {
  it('reads Show Me N cars', () => {
    expect(showMeLabel(25)).toBe('Show Me 25 cars')
    expect(showMeLabel(1)).toBe('Show Me 1 car')
    expect(showMeLabel(0)).toBe('Show Me 0 cars')
    expect(showMeLabel(1850)).toBe('Show Me 1,850 cars')
    expect(showMeLabel(Number.NaN)).toBe('Show Me 0 cars')
  })

  it('has a caravan label', () => {
    expect(showMeLabel(3, CARAVAN_NOUN)).toBe('Show Me 3 caravans')
  })
})

describe('countAt (the Show Me counter over 2 s)', () => {
  it('starts at the old count, ends exactly at the new one, and never passes it', () => {
    expect(countAt(10, 110, 0)).toBe(10)
    expect(countAt(10, 110, -5)).toBe(10)
    expect(countAt(10, 110, COUNT_ANIMATION_MS)).toBe(110)
    expect(countAt(10, 110, COUNT_ANIMATION_MS * 3)).toBe(110)
    let last = 10
    for (let ms = 0; ms <= COUNT_ANIMATION_MS; ms += 50) {
      const value = countAt(10, 110, ms)
      expect(value).toBeGreaterThanOrEqual(last)
      expect(value).toBeLessThanOrEqual(110)
      last = value
    }
  })

  it('eases out: most of the way in the first half, and counts down as well as up', () => {
    expect(countAt(0, 100, COUNT_ANIMATION_MS / 2)).toBeGreaterThan(80)
    expect(countAt(100, 0, COUNT_ANIMATION_MS / 2)).toBeLessThan(20)
  })
})
