/**
 * Search addresses' query strings carried in the path (issue 19 item 3): canonical, so equivalent
 * addresses share one cached page and junk can't multiply them; reversible; path-safe; bounded.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { canonicalSearchQuery, QUERY_SEGMENT, querySegments, searchQueryPath, splitQueryPathname, splitQuerySegments } from '@/lib/search/queryPath'
import { parseSearchQuery } from '@/domain/search/routing'
import { searchKeyResponse } from '@/lib/search/keyEndpoint'
import { decodeSecuredApiKey } from '@/lib/algolia/securedKey'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'

describe('canonicalSearchQuery', () => {
  it('keeps only what search pages read, in one order', () => {
    expect(canonicalSearchQuery('?page=2&query=hilux')).toBe('page=2&query=hilux')
    expect(canonicalSearchQuery('query=hilux&page=2&utm_source=google&gclid=abc&_rsc=x1')).toBe('page=2&query=hilux')
    expect(canonicalSearchQuery('sortBy=vehicles_price_asc&range[price]=10000:40000&refinementList[body][0]=SUV')).toBe(
      'refinementList[body][0]=SUV&range[price]=10000:40000&sortBy=vehicles_price_asc',
    )
    expect(canonicalSearchQuery('item_type=caravan')).toBe('refinementList[item_type][0]=caravan')
    expect(canonicalSearchQuery('utm_source=x&fbclid=y')).toBe('')
    expect(canonicalSearchQuery('page=1&query=%20%20')).toBe('')
  })

  it('is idempotent and keeps the state', () => {
    const key = fc.constantFrom('query', 'page', 'sortBy', 'refinementList[make][0]', 'refinementList[body][1]', 'range[price]', 'make', 'junk', 'utm_source')
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('2', '10000:40000', 'vehicles_latest', 'Toyota', 'Land Rover', 'ü & = ?'))
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const search = new URLSearchParams(pairs).toString()
        const once = canonicalSearchQuery(search)
        expect(canonicalSearchQuery(once)).toBe(once)
        expect(parseSearchQuery(once, '')).toEqual(parseSearchQuery(search, ''))
      }),
      { numRuns: 500 },
    )
  })
})

describe('searchQueryPath and splitQuerySegments', () => {
  it('rewrites an address with a query into path segments and back', () => {
    const internal = searchQueryPath('/search/toyota', '?query=hilux&page=2')!
    expect(internal.startsWith(`/search/toyota/${QUERY_SEGMENT}/`)).toBe(true)
    expect(internal).toMatch(/^[A-Za-z0-9/_-]+$/)
    const segments = internal.split('/').slice(2)
    expect(splitQuerySegments(segments)).toEqual({ path: ['toyota'], search: 'page=2&query=hilux', canonical: true })
    expect(splitQueryPathname(`/harbour-city.localhost${internal}`)).toEqual({ pathname: '/harbour-city.localhost/search/toyota', search: 'page=2&query=hilux' })
  })

  it('shares one path between equivalent addresses', () => {
    expect(searchQueryPath('/search', '?page=2&query=hilux&utm_campaign=x')).toBe(searchQueryPath('/search/', '?query=hilux&page=2'))
  })

  it('needs no rewrite without a query a page reads, or when the path carries one', () => {
    expect(searchQueryPath('/search', '')).toBeNull()
    expect(searchQueryPath('/search', '?utm_source=x')).toBeNull()
    const internal = searchQueryPath('/special-offers', '?query=ranger')!
    expect(searchQueryPath(internal, '?query=other')).toBeNull()
  })

  it('leaves addresses without a carried query as they are', () => {
    expect(splitQuerySegments(['toyota', 'hilux'])).toEqual({ path: ['toyota', 'hilux'], search: '', canonical: true })
    expect(splitQueryPathname('/search/toyota')).toEqual({ pathname: '/search/toyota', search: '' })
  })

  it('marks a carried query the proxy would not write as not canonical', () => {
    const junk = Buffer.from('utm_source=x&query=a').toString('base64url')
    expect(splitQuerySegments(['_q', junk]).canonical).toBe(false)
    expect(splitQuerySegments(['_q', 'not base64!']).canonical).toBe(false)
    expect(splitQuerySegments(['_q']).canonical).toBe(false)
    expect(splitQuerySegments(['toyota', '_q', Buffer.from('query=a').toString('base64url')]).canonical).toBe(true)
  })

  it('keeps every segment short enough for a file name, and the whole bounded', () => {
    const models = Array.from({ length: 50 }, (_, i) => `Toyota > ${'Model'.repeat(20)}${i}`)
    const many = new URLSearchParams(models.map((m, i) => [`refinementList[make_model][${i}]`, m])).toString()
    const segments = querySegments(canonicalSearchQuery(`${many}&query=hilux`))
    expect(segments[0]).toBe(QUERY_SEGMENT)
    expect(segments.length).toBeGreaterThan(2)
    expect(segments.length).toBeLessThanOrEqual(5)
    for (const s of segments) expect(s.length).toBeLessThanOrEqual(200)
    const back = splitQuerySegments(segments)
    expect(back.canonical).toBe(true)
    const kept = parseSearchQuery(back.search, '').refinementList!.make_model!
    expect(kept.length).toBeGreaterThan(3)
    expect(kept).toEqual(models.slice(0, kept.length))
  })

  it('reads non-ASCII text', () => {
    const internal = searchQueryPath('/search', `?query=${encodeURIComponent('citroën c4 – auto')}`)!
    expect(splitQuerySegments(internal.split('/').slice(2)).search).toBe(`query=${encodeURIComponent('citroën c4 – auto')}`)
  })
})

describe('GET /api/search/key (searchKeyResponse)', () => {
  const tenant = { stockTenantId: 7, settings: { ...DEFAULT_TENANT_SETTINGS, stockDealershipIds: [], customTags: [] } }

  it('says the embedded engine needs no key', async () => {
    const res = searchKeyResponse(tenant, null)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toEqual({ engine: 'embedded' })
  })

  it('gives the dealer its own secured key in Algolia mode, never cached', async () => {
    const res = searchKeyResponse(tenant, { appId: 'APP', searchKey: 'search-only', adminKey: 'admin', indexName: 'prod_vehicles' }, 1_800_000_000_000)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const body = (await res.json()) as { engine: string; apiKey: string; appId: string; indexName: string }
    expect(body).toMatchObject({ engine: 'algolia', appId: 'APP', indexName: 'prod_vehicles' })
    expect(decodeSecuredApiKey(body.apiKey)!.params.get('filters')).toContain('tenant_id:7')
    expect(JSON.stringify(body)).not.toContain('admin')
  })

  it('answers 404 without a dealer', () => {
    expect(searchKeyResponse(null, null).status).toBe(404)
  })
})
