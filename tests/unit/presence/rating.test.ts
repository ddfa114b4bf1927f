import { describe, expect, it } from 'vitest'

import { starRating } from '@/domain/presence'

describe('starRating', () => {
  it('draws up to four full stars and a partial fifth', () => {
    expect(starRating(4.6, 120)).toEqual({
      full: 4,
      partial: 0.6,
      label: '4.6 out of 5',
      countLabel: 'Based on 120 reviews',
    })
    expect(starRating(5, 10)).toMatchObject({ full: 4, partial: 1, label: '5.0 out of 5' })
    expect(starRating(4.01, 10)).toMatchObject({ full: 4, partial: 0.01 })
    expect(starRating(4.999, 10)).toMatchObject({ full: 4, partial: 1 })
  })

  it('shows only when the average exceeds the minimum (4 by default)', () => {
    expect(starRating(4, 120)).toBeNull()
    expect(starRating(3.9, 120)).toBeNull()
    expect(starRating(4, 120, { minimum: 3.5 })).toMatchObject({ full: 4, partial: 0, label: '4.0 out of 5' })
    expect(starRating(3.75, 8, { minimum: 3 })).toMatchObject({ full: 3, partial: 0.75 })
    expect(starRating(4.5, 8, { minimum: 4.5 })).toBeNull()
  })

  it('is hidden when configured, without reviews or without an average', () => {
    expect(starRating(4.8, 100, { hidden: true })).toBeNull()
    expect(starRating(4.8, 0)).toBeNull()
    expect(starRating(4.8, null)).toBeNull()
    expect(starRating(null, 100)).toBeNull()
    expect(starRating(undefined, 100)).toBeNull()
    expect(starRating(Number.NaN, 100)).toBeNull()
  })

  it('caps the average at 5', () => {
    expect(starRating(7, 3)).toMatchObject({ full: 4, partial: 1, label: '5.0 out of 5' })
  })

  it('words the review count', () => {
    expect(starRating(4.5, 1)?.countLabel).toBe('Based on 1 review')
    expect(starRating(4.5, 1234)?.countLabel).toBe('Based on 1,234 reviews')
  })
})
