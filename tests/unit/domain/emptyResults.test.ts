import { describe, expect, it } from 'vitest'

import { CLEAR_FILTERS_LABEL, EMPTY_RESULTS, OFFERS_CLEAR_FILTERS_HREF } from '@/domain/vehicles'

describe('empty results copy', () => {
  it('matches the spec', () => {
    expect(EMPTY_RESULTS.offers).toEqual({
      title: 'No Results Available',
      message: 'There appears to be no offers currently available that meet the conditions of your search.',
      buttonLabel: 'Clear Filters',
    })
    expect(EMPTY_RESULTS.search.message).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    )
    expect(CLEAR_FILTERS_LABEL).toBe('Clear Filters')
    expect(OFFERS_CLEAR_FILTERS_HREF).toBe('/special-offers')
  })
})
