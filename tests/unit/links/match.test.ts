import { describe, expect, it } from 'vitest'

import { brokenLinks, matchesRoute, pageSlugOf, pathSegments, resolvePath, type LinkTargets } from '@/domain/links'

describe('pathSegments and pageSlugOf', () => {
  it('reads a path as the router does: decoded, lower-case, without empty segments', () => {
    expect(pathSegments('/Finance/Pre-Approval/')).toEqual(['finance', 'pre-approval'])
    expect(pathSegments('//pages//faqs')).toEqual(['pages', 'faqs'])
    expect(pathSegments('/my%2Dgarage')).toEqual(['my-garage'])
    expect(pathSegments('/')).toEqual([])
    expect(pathSegments('/%E0%A4%A')).toBeNull()
  })

  it('names the page a path asks for', () => {
    expect(pageSlugOf([])).toBe('home')
    expect(pageSlugOf(['pages', 'mazda-bt-50-fleet'])).toBe('pages/mazda-bt-50-fleet')
  })
})

describe('matchesRoute', () => {
  it('matches literal segments, one-segment parameters and listed words', () => {
    expect(matchesRoute(['cars', 'abc'], '/cars/:slug')).toBe(true)
    expect(matchesRoute(['cars'], '/cars/:slug')).toBe(false)
    expect(matchesRoute(['cars', 'a', 'b'], '/cars/:slug')).toBe(false)
    expect(matchesRoute(['cars', 'a', 'checkout'], '/cars/:slug/:reserve(checkout|buy-online)')).toBe(true)
    expect(matchesRoute(['cars', 'a', 'buy-online'], '/cars/:slug/:reserve(checkout|buy-online)')).toBe(true)
    expect(matchesRoute(['cars', 'a', 'pay'], '/cars/:slug/:reserve(checkout|buy-online)')).toBe(false)
    expect(matchesRoute(['sign-in'], '/sign-in')).toBe(true)
  })

  it('lets a final * take any number of further segments, none included', () => {
    expect(matchesRoute(['search'], '/search/*')).toBe(true)
    expect(matchesRoute(['search', 'toyota', 'hilux'], '/search/*')).toBe(true)
    expect(matchesRoute(['searches'], '/search/*')).toBe(false)
    expect(matchesRoute([], '/search/*')).toBe(false)
  })
})

describe('resolvePath and brokenLinks', () => {
  const targets: LinkTargets = {
    routes: ['/search/*', '/cars/:slug', '/locations/:slug', '/sign-in'],
    pages: new Set(['home', 'finance', 'finance/insurance', 'pages/faqs']),
  }

  it('finds published pages (nested slugs and the home page) and routes', () => {
    expect(resolvePath('/', targets)).toBe('page')
    expect(resolvePath('/finance/insurance', targets)).toBe('page')
    expect(resolvePath('/Pages/FAQs/', targets)).toBe('page')
    expect(resolvePath('/search/new-used-and-demo-cars', targets)).toBe('route')
    expect(resolvePath('/cars/2021-toyota-hilux-sr5-abc123', targets)).toBe('route')
    expect(resolvePath('/locations/southport', targets)).toBe('route')
  })

  it('finds nothing for a missing page, a half-route or an undecodable path', () => {
    expect(resolvePath('/offers', targets)).toBeNull()
    expect(resolvePath('/finance/pre-approval', targets)).toBeNull()
    expect(resolvePath('/cars', targets)).toBeNull()
    expect(resolvePath('/%E0%A4%A', targets)).toBeNull()
  })

  it('returns the broken links in their order, whatever else they carry', () => {
    const links = [
      { path: '/offers', where: 'Header menu › Stock › Current Offers' },
      { path: '/finance', where: 'Footer › Quick links › Finance' },
      { path: '/accessories', where: 'Header menu › Service & Parts › Parts › Accessories' },
    ]
    expect(brokenLinks(links, targets).map((l) => l.where)).toEqual(['Header menu › Stock › Current Offers', 'Header menu › Service & Parts › Parts › Accessories'])
  })
})
