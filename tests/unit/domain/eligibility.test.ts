import { describe, expect, it } from 'vitest'

import { cardControls, hasImages, passesComparisonRules } from '@/domain/vehicles'
import { record, settings } from './fixtures'

const on = settings({ favourites: true, watchlist: true, compare: true, compareUsedOnly: false })

describe('hasImages', () => {
  it('counts thumbnails, images or photos_count', () => {
    expect(hasImages({ thumbnails: ['t'] })).toBe(true)
    expect(hasImages({ images: [{}] })).toBe(true)
    expect(hasImages({ photos_count: 2 })).toBe(true)
    expect(hasImages({ thumbnails: [], images: [], photos_count: 0 })).toBe(false)
    expect(hasImages({ thumbnails: null, images: null, photos_count: null })).toBe(false)
  })
})

describe('passesComparisonRules', () => {
  it('passes an eligible used car with a price and images', () => {
    expect(passesComparisonRules(record(), on)).toBe(true)
  })

  it('fails an ineligible car', () => {
    expect(passesComparisonRules(record(), on, false)).toBe(false)
  })

  it('fails a non-used car when the configuration restricts to used cars', () => {
    const usedOnly = settings({ compareUsedOnly: true })
    expect(passesComparisonRules(record({ car_type: 'new' }), usedOnly)).toBe(false)
    expect(passesComparisonRules(record({ car_type: 'demo' }), usedOnly)).toBe(false)
    expect(passesComparisonRules(record({ car_type: 'used' }), usedOnly)).toBe(true)
    expect(passesComparisonRules(record({ car_type: 'new' }), on)).toBe(true)
  })

  it('fails a price of 0 or less', () => {
    expect(passesComparisonRules(record({ price: 0 }), on)).toBe(false)
    expect(passesComparisonRules(record({ price: -1 }), on)).toBe(false)
    expect(passesComparisonRules(record({ price: Number.NaN }), on)).toBe(false)
    expect(passesComparisonRules(record({ price: 1 }), on)).toBe(true)
  })

  it('fails a car with neither thumbnails nor images', () => {
    expect(passesComparisonRules(record({ thumbnails: [], photos_count: 0 }), on)).toBe(false)
  })
})

describe('cardControls', () => {
  it('hides each control when its feature is off', () => {
    const off = settings({ favourites: false, watchlist: false, compare: false })
    expect(cardControls(record(), off)).toEqual({ favourite: false, save: false, compare: false })
    expect(cardControls(record(), on)).toEqual({ favourite: true, save: true, compare: true })
  })

  it('default variant: favourite and save ignore the comparison checks; compare needs them', () => {
    const noPrice = record({ price: 0 })
    expect(cardControls(noPrice, on)).toEqual({ favourite: true, save: true, compare: false })
  })

  it('comparison variant: every control is hidden when the checks fail', () => {
    const cases = [
      { v: record(), o: { eligible: false } },
      { v: record({ car_type: 'new' }), s: settings({ ...on, compareUsedOnly: true }) },
      { v: record({ price: 0 }) },
      { v: record({ thumbnails: [], photos_count: 0 }) },
    ]
    for (const c of cases) {
      expect(cardControls(c.v, c.s ?? on, { variant: 'comparison', ...c.o })).toEqual({
        favourite: false,
        save: false,
        compare: false,
      })
    }
    expect(cardControls(record(), on, { variant: 'comparison' })).toEqual({ favourite: true, save: true, compare: true })
  })

  it('sold cars hide the save control unless already saved', () => {
    const sold = record({ status: 'sold', sold: true })
    expect(cardControls(sold, on).save).toBe(false)
    expect(cardControls(sold, on, { saved: true }).save).toBe(true)
    expect(cardControls(record({ sold: true }), on).save).toBe(false)
    expect(cardControls(sold, on).favourite).toBe(true)
  })
})
