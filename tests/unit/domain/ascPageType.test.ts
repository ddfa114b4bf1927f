import { describe, expect, it } from 'vitest'

import { ascPageType } from '@/domain/marketing/ascPageType'

describe('ascPageType', () => {
  it.each([
    ['/', 'home'],
    ['/cars/2022-mazda-cx-5-abc123', 'item'],
    ['/cars/2022-mazda-cx-5-abc123/checkout', 'finance'],
    ['/cars/2022-mazda-cx-5-abc123/buy-online', 'finance'],
    ['/cars/2022-mazda-cx-5-abc123/checkout/confirmation', 'thank_you'],
    ['/cars/trade-in', 'trade'],
    ['/search/used-cars/mazda', 'itemlist'],
    ['/special-offers', 'specials'],
    ['/locations/harbour-city', 'directions'],
    ['/compare', 'compare'],
    ['/success', 'thank_you'],
    ['/finance', 'finance'],
    ['/book-a-service', 'service'],
    ['/test-drive', 'contact'],
    ['/sell-your-car', 'trade'],
    ['/about-us', 'custom'],
    ['/my-garage', 'custom'],
  ])('%s is %s', (path, type) => {
    expect(ascPageType(path)).toBe(type)
  })
})
