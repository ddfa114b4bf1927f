import { describe, expect, it } from 'vitest'

import { breadcrumbTrail, titleCaseSegment } from '@/domain/presence'

describe('breadcrumbTrail', () => {
  it('has no trail on the home page', () => {
    expect(breadcrumbTrail('/', {}, 'Home')).toEqual([])
    expect(breadcrumbTrail('', {}, 'Home')).toEqual([])
    expect(breadcrumbTrail('/?utm=1', {}, 'Home')).toEqual([])
  })

  it('starts at Home and ends with the current page, unlinked', () => {
    expect(breadcrumbTrail('/about-us', {}, 'About Us')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About Us', href: null },
    ])
  })

  it('labels parents from the titles map, else in title case', () => {
    expect(breadcrumbTrail('/finance/car-loans/apply', { '/finance': 'Finance Options' }, 'Apply Now')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Finance Options', href: '/finance' },
      { label: 'Car Loans', href: '/finance/car-loans' },
      { label: 'Apply Now', href: null },
    ])
  })

  it('accepts titles keyed by segment, the path key winning', () => {
    const trail = breadcrumbTrail('/service/book', { service: 'Servicing', '/service': 'Service Centre' }, 'Book')
    expect(trail[1]).toEqual({ label: 'Service Centre', href: '/service' })
    expect(breadcrumbTrail('/service/book', { service: 'Servicing' }, 'Book')[1]!.label).toBe('Servicing')
  })

  it('ignores the query, hash and extra slashes', () => {
    expect(breadcrumbTrail('/news//sale-on/?page=2#top', {}, 'Sale on')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'News', href: '/news' },
      { label: 'Sale on', href: null },
    ])
  })

  it('derives the current label when the title is blank', () => {
    expect(breadcrumbTrail('/news/big-sale', {}, ' ').at(-1)).toEqual({ label: 'Big Sale', href: null })
  })
})

describe('titleCaseSegment', () => {
  it('turns dashes into spaces and capitalises words', () => {
    expect(titleCaseSegment('used-cars')).toBe('Used Cars')
    expect(titleCaseSegment('about')).toBe('About')
  })
})
