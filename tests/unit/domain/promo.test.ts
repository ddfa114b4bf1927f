import { describe, expect, it } from 'vitest'

import {
  PROMO_CARD_COPY,
  interleave,
  promoCardSlots,
  promoRandomOffset,
  type ResultItem,
} from '@/domain/vehicles'
import type { CarType } from '@/domain/search/record'

const used = (n: number) => Array.from({ length: n }, () => ({ car_type: 'used' as CarType }))
const fixed = { promoCardPositions: [8, 17], promoCardRandomOffset: false }
const never = () => {
  throw new Error('random should not be called')
}

describe('promo card copy', () => {
  it('matches the spec', () => {
    expect(PROMO_CARD_COPY.title).toBe('We Want Your Car!')
    expect(PROMO_CARD_COPY.lines).toEqual(['We buy all types of cars', 'Our high turnover means we can pay more'])
  })
})

describe('promoCardSlots', () => {
  it('uses the configured positions when every hit is used', () => {
    expect(promoCardSlots(used(21), fixed, never)).toEqual([8, 17])
    expect(promoCardSlots(used(21), { promoCardPositions: [9], promoCardRandomOffset: false }, never)).toEqual([9])
  })

  it('shows none unless the results are used-only', () => {
    const mixed = [...used(20), { car_type: 'new' as CarType }]
    expect(promoCardSlots(mixed, fixed, never)).toEqual([])
    expect(promoCardSlots([{ car_type: 'demo' as CarType }], fixed, never)).toEqual([])
  })

  it('shows none for empty results or no positions', () => {
    expect(promoCardSlots([], fixed, never)).toEqual([])
    expect(promoCardSlots(used(21), { promoCardPositions: [], promoCardRandomOffset: true }, never)).toEqual([])
  })

  it('sorts, de-duplicates and drops invalid positions', () => {
    expect(promoCardSlots(used(21), { promoCardPositions: [17, 8, 8, -1, 2.5], promoCardRandomOffset: false }, never)).toEqual([
      8, 17,
    ])
  })

  it('drops positions beyond the hit count; a promo may follow the last hit', () => {
    expect(promoCardSlots(used(7), fixed, never)).toEqual([])
    expect(promoCardSlots(used(8), fixed, never)).toEqual([8])
    expect(promoCardSlots(used(15), fixed, never)).toEqual([8])
    // position 17 needs 16 hits before it (one promo already sits at 8)
    expect(promoCardSlots(used(16), fixed, never)).toEqual([8, 17])
  })

  it('with the random offset: one slot, the first position plus 0 to 2', () => {
    const random = { promoCardPositions: [8, 17], promoCardRandomOffset: true }
    expect(promoCardSlots(used(21), random, () => 0)).toEqual([8])
    expect(promoCardSlots(used(21), random, () => 0.34)).toEqual([9])
    expect(promoCardSlots(used(21), random, () => 0.67)).toEqual([10])
    expect(promoCardSlots(used(21), random, () => 0.9999)).toEqual([10])
    expect(promoCardSlots(used(9), random, () => 0.9999)).toEqual([])
  })

  it('clamps an out-of-range random()', () => {
    expect(promoRandomOffset(() => 1)).toBe(2)
    expect(promoRandomOffset(() => 5)).toBe(2)
    expect(promoRandomOffset(() => -1)).toBe(0)
    expect(promoRandomOffset(() => Number.NaN)).toBe(0)
  })
})

describe('interleave', () => {
  const shape = (items: ResultItem<number>[]) => items.map((i) => (i.type === 'hit' ? i.hit : i.key))

  it('puts a promo card at each slot index of the combined list', () => {
    const hits = Array.from({ length: 20 }, (_, i) => i)
    const out = interleave(hits, [8, 17])
    expect(out).toHaveLength(22)
    expect(out[8]).toEqual({ type: 'promo', key: 'promo-8' })
    expect(out[17]).toEqual({ type: 'promo', key: 'promo-17' })
    expect(out.filter((i) => i.type === 'hit').map((i) => (i.type === 'hit' ? i.hit : -1))).toEqual(hits)
    expect(shape(out).slice(6, 10)).toEqual([6, 7, 'promo-8', 8])
  })

  it('can end with a promo card but ignores unreachable slots', () => {
    expect(shape(interleave([0, 1], [2]))).toEqual([0, 1, 'promo-2'])
    expect(shape(interleave([0, 1], [3]))).toEqual([0, 1])
    expect(shape(interleave([0, 1], [0]))).toEqual(['promo-0', 0, 1])
  })

  it('handles no hits and no slots', () => {
    expect(interleave([], [0])).toEqual([{ type: 'promo', key: 'promo-0' }])
    expect(interleave([], [])).toEqual([])
    expect(shape(interleave([0, 1], []))).toEqual([0, 1])
  })

  it('works with promoCardSlots end to end', () => {
    const hits = used(16)
    const out = interleave(hits, promoCardSlots(hits, fixed, never))
    expect(out).toHaveLength(18)
    expect(out.map((i) => i.type).lastIndexOf('promo')).toBe(17)
  })
})
