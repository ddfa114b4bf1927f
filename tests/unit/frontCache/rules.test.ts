import { describe, expect, it } from 'vitest'

import { bypassesFrontCache, frontCacheKey, frontCacheTtlMs, MAX_ENTRY_BYTES } from '@/lib/frontCache/rules'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'harbour-city.localhost:3000', ...headers } })

describe('frontCacheKey: which requests the front cache may answer', () => {
  it('keys a plain page GET by host, path with query, and Accept-Encoding', () => {
    expect(frontCacheKey(get('/cars/abc?x=1', { 'accept-encoding': 'gzip, br' }))).toBe('harbour-city.localhost:3000\n/cars/abc?x=1\ngzip, br')
    expect(frontCacheKey(get('/'))).toBe('harbour-city.localhost:3000\n/\n')
  })

  it('gives each dealer host its own entries (host case folded)', () => {
    const a = frontCacheKey(get('/about-us'))
    const b = frontCacheKey({ ...get('/about-us'), headers: { host: 'bayside-mazda.localhost:3000' } })
    const upper = frontCacheKey({ ...get('/about-us'), headers: { host: 'HARBOUR-CITY.localhost:3000' } })
    expect(a).not.toBe(b)
    expect(upper).toBe(a)
  })

  it('refuses anything but GET, and requests without a host or a path', () => {
    expect(frontCacheKey({ ...get('/'), method: 'HEAD' })).toBeNull()
    expect(frontCacheKey({ ...get('/'), method: 'POST' })).toBeNull()
    expect(frontCacheKey({ method: 'GET', url: '/', headers: {} })).toBeNull()
    expect(frontCacheKey({ method: 'GET', url: 'http://x/', headers: { host: 'x' } })).toBeNull()
  })

  it.each(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'range', 'authorization'])(
    'refuses a request carrying %s (Next answers it differently, or it is personal)',
    (name) => {
      expect(frontCacheKey(get('/cars/abc', { [name]: '1' }))).toBeNull()
    },
  )

  it('refuses a client navigation by its _rsc query, and draft-mode cookies', () => {
    expect(frontCacheKey(get('/cars/abc?_rsc=1x2y'))).toBeNull()
    expect(frontCacheKey(get('/cars/abc?a=1&_rsc=1x2y'))).toBeNull()
    expect(frontCacheKey(get('/cars/abc?my_rsc=1'))).not.toBeNull()
    expect(frontCacheKey(get('/', { cookie: 'a=1; __prerender_bypass=xyz' }))).toBeNull()
    expect(frontCacheKey(get('/', { cookie: '__next_preview_data=xyz' }))).toBeNull()
    // An ordinary cookie (a signed-in shopper, analytics) does not change a cached page.
    expect(frontCacheKey(get('/', { cookie: 'fc_customer=abc; _ga=1' }))).not.toBeNull()
  })

  it('leaves the admin, the APIs and Next’s own files to Next', () => {
    for (const url of ['/admin', '/admin/collections/vehicles', '/api/vehicles', '/api', '/_next/static/chunks/a.js', '/api/vehicles/x/view.json']) {
      expect(frontCacheKey(get(url)), url).toBeNull()
    }
    expect(frontCacheKey(get('/administration-fees'))).not.toBeNull()
    expect(frontCacheKey(get('/apidocs'))).not.toBeNull()
  })

  it('never answers a path a dealer may gate behind sign-in, so the proxy always sees it', () => {
    for (const url of ['/trade-in', '/sell-my-car', '/my-garage', '/my-watchlist', '/checkout-journey', '/car-finance', '/finance-pre-approval', '/personalised/finance', '/online-payment', '/spin-to-win', '/cars/abc/checkout', '/cars/trade-in', '/Trade-In', '/trade%2Din']) {
      expect(frontCacheKey(get(url)), url).toBeNull()
    }
    expect(frontCacheKey(get('/cars/abc'))).not.toBeNull()
    expect(frontCacheKey(get('/search/used-cars'))).not.toBeNull()
  })
})

describe('bypassesFrontCache', () => {
  it('honours a hard reload (no-cache), not an ordinary one', () => {
    expect(bypassesFrontCache(get('/', { 'cache-control': 'no-cache' }))).toBe(true)
    expect(bypassesFrontCache(get('/', { 'cache-control': 'max-age=0, no-cache' }))).toBe(true)
    expect(bypassesFrontCache(get('/', { pragma: 'no-cache' }))).toBe(true)
    expect(bypassesFrontCache(get('/', { 'cache-control': 'max-age=0' }))).toBe(false)
    expect(bypassesFrontCache(get('/'))).toBe(false)
  })
})

describe('frontCacheTtlMs: which responses are kept, and for how long', () => {
  const hit = { status: 200, bytes: 1000, headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=31536000' } as Record<string, string | string[] | number | undefined> }
  const MAX = 60_000

  it('keeps a page Next served from its cache, up to the front cache’s limit or the page’s s-maxage', () => {
    expect(frontCacheTtlMs(hit, MAX)).toBe(MAX)
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'cache-control': 's-maxage=30, stale-while-revalidate=100' } }, MAX)).toBe(30_000)
  })

  it('does not keep what Next rendered just now, a stale copy, or a response without Next’s cache header', () => {
    for (const value of ['MISS', 'STALE', undefined]) {
      expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'x-nextjs-cache': value } }, MAX), String(value)).toBeNull()
    }
  })

  it('does not keep errors, redirects, cookies, private or uncacheable responses, or huge bodies', () => {
    expect(frontCacheTtlMs({ ...hit, status: 404 }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, status: 307 }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'set-cookie': ['a=1'] } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'cache-control': 'private, s-maxage=60' } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'cache-control': 'no-store' } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'cache-control': 'max-age=60' } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, 'cache-control': 's-maxage=0' } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, bytes: MAX_ENTRY_BYTES + 1 }, MAX)).toBeNull()
  })

  it('keeps a page that varies only on what the key covers or the requests it never answers, not on anything else', () => {
    const nextVary = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, vary: nextVary } }, MAX)).toBe(MAX)
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, vary: `${nextVary}, Sec-CH-Prefers-Color-Scheme` } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, vary: 'Cookie' } }, MAX)).toBeNull()
    expect(frontCacheTtlMs({ ...hit, headers: { ...hit.headers, vary: '*' } }, MAX)).toBeNull()
  })
})

describe('frontCacheKey over HTTPS', () => {
  it('keeps answers to HTTPS requests (which carry HSTS) apart from plain HTTP ones', () => {
    const head = (proto?: string) => ({ method: 'GET', url: '/', headers: { host: 'harbour-city.localhost', ...(proto ? { 'x-forwarded-proto': proto } : {}) } })
    expect(frontCacheKey(head('https'))).not.toBe(frontCacheKey(head()))
    expect(frontCacheKey(head('http'))).toBe(frontCacheKey(head()))
  })
})
