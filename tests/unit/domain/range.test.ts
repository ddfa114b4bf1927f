import { describe, expect, it } from 'vitest'

import {
  DEFAULT_RANGE_BOUNDS,
  DEFAULT_RANGE_MAX,
  DEFAULT_RANGE_STEPS,
  PRICE_RANGE_SLIDER,
  RANGE_DEBOUNCE_MS,
  clampRange,
  formatRefinement,
  isRoundedAttribute,
  parseRefinement,
  rangeStep,
  roundForAttribute,
} from '@/domain/vehicles'

describe('range constants', () => {
  it('match the spec', () => {
    expect(DEFAULT_RANGE_MAX).toBe(100000)
    expect(DEFAULT_RANGE_STEPS).toBe(100)
    expect(rangeStep()).toBe(1000)
    expect(rangeStep({ min: 0, max: 50000 }, 100)).toBe(500)
    expect(rangeStep({ min: 5, max: 5 })).toBe(1)
    expect(rangeStep(DEFAULT_RANGE_BOUNDS, 0)).toBe(1)
    expect(RANGE_DEBOUNCE_MS).toBe(400)
    expect(PRICE_RANGE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500, minGap: 1 })
  })
})

describe('parseRefinement', () => {
  it('parses min:max as whole numbers', () => {
    expect(parseRefinement('5000:20000')).toEqual({ min: 5000, max: 20000 })
    expect(parseRefinement(' 5000 : 20000 ')).toEqual({ min: 5000, max: 20000 })
    expect(parseRefinement('5000.9:20000.2')).toEqual({ min: 5000, max: 20000 })
    expect(parseRefinement('0:0')).toEqual({ min: 0, max: 0 })
  })

  it('allows either side to be missing', () => {
    expect(parseRefinement(':20000')).toEqual({ max: 20000 })
    expect(parseRefinement('5000:')).toEqual({ min: 5000 })
    expect(parseRefinement(':')).toEqual({})
  })

  it('ignores NaN, negative, hex, exponent and oversize sides', () => {
    expect(parseRefinement('abc:20000')).toEqual({ max: 20000 })
    expect(parseRefinement('NaN:NaN')).toEqual({})
    expect(parseRefinement('-5000:20000')).toEqual({ max: 20000 })
    expect(parseRefinement('5000:-1')).toEqual({ min: 5000 })
    expect(parseRefinement('0x10:1e5')).toEqual({})
    expect(parseRefinement('Infinity:99999999999999999999')).toEqual({})
  })

  it('gives {} for a missing value or a malformed shape', () => {
    expect(parseRefinement(null)).toEqual({})
    expect(parseRefinement(undefined)).toEqual({})
    expect(parseRefinement('')).toEqual({})
    expect(parseRefinement('5000')).toEqual({})
    expect(parseRefinement('1:2:3')).toEqual({})
  })

  it('does not reorder min above max (clampRange does)', () => {
    expect(parseRefinement('20000:5000')).toEqual({ min: 20000, max: 5000 })
  })
})

describe('formatRefinement', () => {
  it('writes min:max with empty sides, or null for nothing', () => {
    expect(formatRefinement({ min: 5000, max: 20000 })).toBe('5000:20000')
    expect(formatRefinement({ max: 20000 })).toBe(':20000')
    expect(formatRefinement({ min: 5000 })).toBe('5000:')
    expect(formatRefinement({ min: 5000.7 })).toBe('5000:')
    expect(formatRefinement({})).toBeNull()
    expect(formatRefinement({ min: Number.NaN })).toBeNull()
  })

  it('round-trips with parseRefinement', () => {
    for (const s of ['5000:20000', ':20000', '5000:']) expect(formatRefinement(parseRefinement(s))).toBe(s)
  })
})

describe('clampRange', () => {
  const bounds = { min: 1000, max: 100000 }

  it('keeps values inside the range', () => {
    expect(clampRange({ min: 5000, max: 20000 }, bounds)).toEqual({ min: 5000, max: 20000 })
    expect(clampRange({ min: 1000, max: 100000 }, bounds)).toEqual({ min: 1000, max: 100000 })
    expect(clampRange({}, bounds)).toEqual({})
  })

  it('ignores a min below the range minimum and a max above the range maximum', () => {
    expect(clampRange({ min: 999, max: 20000 }, bounds)).toEqual({ max: 20000 })
    expect(clampRange({ min: 5000, max: 100001 }, bounds)).toEqual({ min: 5000 })
    expect(clampRange({ min: 0, max: 200000 }, bounds)).toEqual({})
  })

  it('caps min at the current max and floors max at the current min', () => {
    expect(clampRange({ min: 30000, max: 20000 }, bounds)).toEqual({ min: 20000, max: 20000 })
    expect(clampRange({ min: 150000 }, { min: 0, max: 100000 })).toEqual({ min: 100000 })
    expect(clampRange({ max: 500 }, bounds)).toEqual({ max: 1000 })
  })

  it('ignores non-finite values', () => {
    expect(clampRange({ min: Number.NaN, max: Number.NaN }, bounds)).toEqual({})
  })
})

describe('roundForAttribute', () => {
  it('rounds price and km to the nearest 1000', () => {
    expect(isRoundedAttribute('price')).toBe(true)
    expect(isRoundedAttribute('km')).toBe(true)
    expect(isRoundedAttribute('year')).toBe(false)
    expect(roundForAttribute('price', 12499)).toBe(12000)
    expect(roundForAttribute('price', 12500)).toBe(13000)
    expect(roundForAttribute('km', 49999)).toBe(50000)
    expect(roundForAttribute('price', -400)).toBe(0)
    expect(Object.is(roundForAttribute('price', -400), -0)).toBe(false)
  })

  it('clamps to the bounds after rounding', () => {
    const bounds = { min: 5000, max: 99500 }
    expect(roundForAttribute('price', 99600, bounds)).toBe(99500)
    expect(roundForAttribute('price', 1200, bounds)).toBe(5000)
    expect(roundForAttribute('km', 50200, bounds)).toBe(50000)
  })

  it('rounds other attributes to whole numbers', () => {
    expect(roundForAttribute('year', 2019.6)).toBe(2020)
    expect(roundForAttribute('year', 2030, { min: 1990, max: 2026 })).toBe(2026)
  })

  it('gives the lower bound (or 0) for non-finite values', () => {
    expect(roundForAttribute('price', Number.NaN)).toBe(0)
    expect(roundForAttribute('price', Number.NaN, { min: 5000, max: 10000 })).toBe(5000)
  })
})
