import { describe, expect, it } from 'vitest'

import {
  COMPARE_MAX,
  COMPARE_ROWS,
  compareHref,
  compareRows,
  focusIndexAfterRemoval,
  parseCompareIds,
  valuesDiffer,
  withoutId,
  type CompareFacts,
} from '@/domain/compare'
import { priceText } from '@/domain/compare/compareModel'

const facts = (over: Partial<CompareFacts> = {}): CompareFacts => ({
  price: '$30,000',
  finance: 'est. $139/wk based on sample 8.5% p.a.',
  year: '2021',
  odometer: '40,000 kms',
  body: 'SUV',
  engine: '4 cyl 2.5L',
  transmission: 'Automatic',
  fuel: 'Petrol',
  drive: 'AWD',
  colour: 'Soul Red',
  features: ['Cruise control', 'Reversing camera'],
  location: 'Harbour City Mazda',
  ...over,
})

describe('parseCompareIds', () => {
  it('reads comma-separated and repeated ids in order', () => {
    expect(parseCompareIds('12,34')).toEqual([12, 34])
    expect(parseCompareIds(['12', '34,56'])).toEqual([12, 34, 56])
    expect(parseCompareIds(' 7 , 8 ')).toEqual([7, 8])
  })

  it('keeps positive integers only and skips anything malformed', () => {
    expect(parseCompareIds('0,-1,1.5,1e3,abc,0x10,,+4,5')).toEqual([5])
    expect(parseCompareIds('9999999999,2147483648,2147483647')).toEqual([2147483647])
    expect(parseCompareIds('12345678901234567890')).toEqual([])
    expect(parseCompareIds('%27;drop table vehicles;--')).toEqual([])
  })

  it('drops repeats, keeping the first place', () => {
    expect(parseCompareIds('3,1,3,2,1')).toEqual([3, 1, 2])
  })

  it(`keeps at most ${COMPARE_MAX} ids`, () => {
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4])
    // Repeats and malformed entries do not use up places.
    expect(parseCompareIds('1,1,x,2,3,3,4,5')).toEqual([1, 2, 3, 4])
    expect(parseCompareIds('1,2,3', 2)).toEqual([1, 2])
  })

  it('gives an empty list for nothing', () => {
    expect(parseCompareIds(undefined)).toEqual([])
    expect(parseCompareIds(null)).toEqual([])
    expect(parseCompareIds('')).toEqual([])
    expect(parseCompareIds([])).toEqual([])
  })
})

describe('compareHref and withoutId', () => {
  it('writes the page address', () => {
    expect(compareHref([12, 34])).toBe('/compare?ids=12,34')
    expect(compareHref([])).toBe('/compare')
  })

  it('removes one car by id, from ids or records', () => {
    expect(withoutId([1, 2, 3], 2)).toEqual([1, 3])
    expect(withoutId([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }])
    expect(withoutId([1, 2], 9)).toEqual([1, 2])
  })
})

describe('focusIndexAfterRemoval', () => {
  it('moves to the car that took the place, else the one before, else nowhere', () => {
    expect(focusIndexAfterRemoval(0, 2)).toBe(0)
    expect(focusIndexAfterRemoval(1, 2)).toBe(1)
    expect(focusIndexAfterRemoval(2, 2)).toBe(1)
    expect(focusIndexAfterRemoval(0, 0)).toBeNull()
  })
})

describe('valuesDiffer', () => {
  it('needs two cars to differ', () => {
    expect(valuesDiffer(['a'])).toBe(false)
    expect(valuesDiffer([])).toBe(false)
  })

  it('compares texts without case or spacing', () => {
    expect(valuesDiffer(['Automatic', ' automatic '])).toBe(false)
    expect(valuesDiffer(['4 cyl  2.5L', '4 cyl 2.5l'])).toBe(false)
    expect(valuesDiffer(['Automatic', 'Manual'])).toBe(true)
    expect(valuesDiffer(['SUV', 'SUV', 'Ute'])).toBe(true)
  })

  it('treats a missing value as different from a present one, and two missing as the same', () => {
    expect(valuesDiffer(['AWD', null])).toBe(true)
    expect(valuesDiffer([null, null])).toBe(false)
  })

  it('compares feature lists as sets', () => {
    expect(valuesDiffer([['A', 'B'], ['b', 'a']])).toBe(false)
    expect(valuesDiffer([['A', 'B'], ['A']])).toBe(true)
    expect(valuesDiffer([['A', 'A'], ['A']])).toBe(false)
  })
})

describe('compareRows', () => {
  it('lists the rows in order and marks the ones that differ', () => {
    const rows = compareRows([facts(), facts({ price: '$32,990', features: ['Reversing camera', 'Cruise control'], drive: null })])
    expect(rows.map((r) => r.key)).toEqual(COMPARE_ROWS.map((r) => r.key))
    const differs = Object.fromEntries(rows.map((r) => [r.key, r.differs]))
    expect(differs.price).toBe(true)
    expect(differs.drive).toBe(true)
    expect(differs.features).toBe(false)
    expect(differs.year).toBe(false)
    expect(rows.find((r) => r.key === 'drive')!.values).toEqual(['AWD', null])
  })

  it('leaves out a row no car fills, and blank texts and empty lists count as missing', () => {
    const rows = compareRows([facts({ finance: null, features: [] }), facts({ finance: '  ', features: [] })])
    expect(rows.map((r) => r.key)).not.toContain('finance')
    expect(rows.map((r) => r.key)).not.toContain('features')
  })

  it('marks nothing with one car', () => {
    expect(compareRows([facts()]).every((r) => !r.differs)).toBe(true)
  })
})

describe('priceText (compare columns)', () => {
  it('writes the price as the price rule displays it', () => {
    expect(priceText({ kind: 'price', amount: 28990, wasPrice: null }, 'Drive Away')).toBe('$28,990 Drive Away')
    expect(priceText({ kind: 'price', amount: 28990, wasPrice: 30990 }, null)).toBe('$28,990 (was $30,990)')
    expect(priceText({ kind: 'subscription', amount: 199, per: 'week' }, null)).toBe('$199 per week')
    expect(priceText({ kind: 'preorder', label: 'PREORDER' }, null)).toBe('PREORDER')
    expect(priceText({ kind: 'text', label: 'Enquire for price.' }, 'Drive Away')).toBe('Enquire for price.')
  })
})
