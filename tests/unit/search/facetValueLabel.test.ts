/** Facet values as shoppers read them, shared by the filter lists and the nearest-matches headings. */
import { describe, expect, it } from 'vitest'

import { facetLabel } from '@blocks/SearchResults/filters/labels'
import { nearestHeading } from '@/domain/search-suggestions/relax'
import { facetValueLabel } from '@/domain/vehicles/facetValueLabel'

describe('facetValueLabel', () => {
  it('reads codes as words and make > model as one name', () => {
    expect(facetValueLabel('item_type', 'caravan')).toBe('Caravans')
    expect(facetValueLabel('make_model', 'Toyota > HiLux')).toBe('Toyota HiLux')
    expect(facetValueLabel('make_model', 'HiLux')).toBe('HiLux')
    expect(facetValueLabel('colour', 'Red')).toBe('Red')
  })

  it('is what the filter list and the nearest-matches heading both show', () => {
    expect(facetLabel('make_model', 'Mazda > CX-5')).toBe('Mazda CX-5')
    expect(facetLabel('seats', '7')).toBe('7 seats')
    expect(nearestHeading([{ kind: 'list', attribute: 'make_model', value: 'Mazda > CX-5' }])).toContain('Mazda CX-5')
  })
})
