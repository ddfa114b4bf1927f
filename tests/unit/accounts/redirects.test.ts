import { describe, expect, it } from 'vitest'

import { backFromReferer, safeRedirectPath, signInPath } from '@/domain/accounts/redirects'

describe('safeRedirectPath', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/cars/abc/checkout?step=2', '/cars/abc/checkout?step=2'],
    ['/search/used-cars?page=2#results', '/search/used-cars?page=2#results'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected)
  })

  it.each([
    '//evil.com',
    '//evil.com/my-garage',
    '/\\evil.com',
    '\\\\evil.com',
    'http://evil.com',
    'https://evil.com/x',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.com',
    '/\tevil',
    '/\r\nSet-Cookie:x',
    '',
    '/sign-in?redirect=/x',
  ])('refuses %s and falls back to /', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/')
  })

  it('keeps encoded line breaks encoded, so they can never split a header', () => {
    expect(safeRedirectPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x')
  })

  it('uses the fallback it is given, and refuses non-strings', () => {
    expect(safeRedirectPath('//evil.com', '/home')).toBe('/home')
    expect(safeRedirectPath(undefined)).toBe('/')
    expect(safeRedirectPath(['/a'])).toBe('/')
    expect(safeRedirectPath(`/${'a'.repeat(2100)}`)).toBe('/')
  })

  it('normalises dot segments so the result is the page the browser would open', () => {
    expect(safeRedirectPath('/a/../my-garage')).toBe('/my-garage')
    expect(safeRedirectPath('/../../etc')).toBe('/etc')
  })
})

describe('backFromReferer', () => {
  it('returns the path of a page on this site', () => {
    expect(backFromReferer('http://harbour-city.localhost:3000/cars/abc?x=1', 'harbour-city.localhost')).toBe('/cars/abc?x=1')
    expect(backFromReferer('https://www.dealer.com.au/search', 'WWW.dealer.com.au')).toBe('/search')
  })
  it('returns / for another site, nothing or garbage', () => {
    expect(backFromReferer('https://google.com/search?q=cars', 'dealer.com.au')).toBe('/')
    expect(backFromReferer(null, 'dealer.com.au')).toBe('/')
    expect(backFromReferer('not a url', 'dealer.com.au')).toBe('/')
    expect(backFromReferer('ftp://dealer.com.au/x', 'dealer.com.au')).toBe('/')
  })
})

describe('signInPath', () => {
  it('builds /sign-in with type, redirect and back, encoded', () => {
    expect(signInPath({ type: 'my-garage', redirect: '/my-garage?tab=saved', back: '/cars/abc' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage%3Ftab%3Dsaved&back=%2Fcars%2Fabc',
    )
    expect(signInPath({ redirect: '/x' })).toBe('/sign-in?redirect=%2Fx&back=%2F')
  })
  it('round-trips through URLSearchParams, the target as the browser would open it', () => {
    const path = signInPath({ type: 'checkout', redirect: '/cars/a b/checkout?x=1&y=2', back: '/' })
    const params = new URL(path, 'http://x').searchParams
    expect(params.get('type')).toBe('checkout')
    expect(params.get('redirect')).toBe('/cars/a%20b/checkout?x=1&y=2')
  })
  it('checks the targets itself, whoever supplies them', () => {
    expect(signInPath({ redirect: '/.//evil.example', back: '//evil.example' })).toBe('/sign-in?redirect=%2F&back=%2F')
  })
})
