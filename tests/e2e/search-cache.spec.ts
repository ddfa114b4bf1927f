/**
 * Search pages served like the other pages (issue 19 item 3), against the production server: a repeat
 * search address (each path form, with or without a query string) comes from the page cache, its HTML
 * shows the results of the address's state, a stock change of one dealer purges that dealer's search
 * pages at once and not another dealer's, and the search key comes from its own API, never the HTML.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { DEMO, SUPER_ADMIN, apiBase, apiLogin } from './helpers'

const HARBOUR = DEMO.harbour.domain
const BAYSIDE = DEMO.bayside.domain

type Hit = { objectID: string; slug: string; year: number; make: string; model: string }
type Result = { hits: Hit[]; nbHits: number; nbPages: number }

async function search(request: APIRequestContext, host: string, params: Record<string, unknown>): Promise<Result> {
  const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, {
    headers: { host, 'content-type': 'application/json' },
    data: { requests: [{ indexName: 'vehicles', hitsPerPage: 21, ...params }] },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).results[0]
}

const get = (request: APIRequestContext, host: string, path: string) => request.get(`${apiBase}${path}`, { headers: { host }, maxRedirects: 0 })

/** Served from a page cache: the front cache's copy, or Next's own cache. */
const fromCache = (headers: Record<string, string>) => headers['x-forecourt-cache'] === 'HIT' || headers['x-nextjs-cache'] === 'HIT'

/** The cards' links in a page's HTML, in order. */
const carLinks = (html: string) => [...html.matchAll(/class="vehicle-card__link"[^>]*href="\/cars\/([^"]+)"|href="\/cars\/([^"]+)"[^>]*class="vehicle-card__link"/g)].map((m) => m[1] ?? m[2])

/** Requests a page until it is answered from a cache (the first visit renders it); returns that answer's HTML. */
async function untilCached(request: APIRequestContext, host: string, path: string): Promise<string> {
  let html = ''
  await expect(async () => {
    const res = await get(request, host, path)
    expect(res.status()).toBe(200)
    expect(fromCache(res.headers()), `${path}: ${JSON.stringify(res.headers())}`).toBe(true)
    html = await res.text()
  }).toPass({ timeout: 30_000 })
  return html
}

const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, '')

test('a repeat search address is served from the page cache, in each path form, and shows its own state', async ({ request }) => {
  for (const path of ['/search', '/search/toyota', '/search/toyota?query=hilux&page=2', '/special-offers', '/search?sortBy=vehicles_price_asc']) {
    const first = await get(request, HARBOUR, path)
    expect(first.status(), path).toBe(200)
    expect(first.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
    const second = await get(request, HARBOUR, path)
    expect(second.status(), path).toBe(200)
    expect(fromCache(second.headers()), `${path} second request: ${JSON.stringify(second.headers())}`).toBe(true)
    // The same page; only the scripts' nonce is new with each answer Next makes (issue 21's CSP).
    expect(withoutNonces(await second.text())).toBe(withoutNonces(await first.text()))
  }

  // The query string's state is in the HTML: page 2 of Toyota for "hilux" (or its empty state).
  const hilux = await search(request, HARBOUR, { query: 'hilux', facetFilters: [['make:Toyota']], page: 1 })
  const firstPage = await search(request, HARBOUR, { query: 'hilux', facetFilters: [['make:Toyota']], page: 0 })
  const html = await untilCached(request, HARBOUR, '/search/toyota?query=hilux&page=2')
  const links = carLinks(html)
  expect(links).toEqual(hilux.hits.map((h) => h.slug))
  for (const hit of firstPage.hits) if (!hilux.hits.some((h) => h.slug === hit.slug)) expect(links).not.toContain(hit.slug)
  expect(html).toContain('value="hilux"')

  // The same state in another order, with tracking parameters, is the same cached page.
  const same = await get(request, HARBOUR, '/search/toyota?page=2&utm_source=google&query=hilux&gclid=abc')
  expect(same.status()).toBe(200)
  expect(same.headers()['x-nextjs-cache']).toBe('HIT')
  expect(carLinks(await same.text())).toEqual(links)

  // Another query string is another state.
  const sorted = await search(request, HARBOUR, { indexName: 'vehicles_price_asc', facetFilters: [['make:Toyota']] })
  expect(carLinks(await untilCached(request, HARBOUR, '/search/toyota?sortBy=vehicles_price_asc'))).toEqual(sorted.hits.map((h) => h.slug))
})

test("a stock change purges that dealer's search pages at once, and not another dealer's", async ({ request }) => {
  const token = await apiLogin(request, SUPER_ADMIN)
  const auth = { Authorization: `JWT ${token}` }
  const toyota = (await search(request, HARBOUR, { facetFilters: [['make:Toyota']] })).hits
  expect(toyota.length).toBeGreaterThan(1)
  const car = toyota[0]!
  const carId = Number(car.objectID)
  const paths = ['/search/toyota', '/search', '/search/toyota?query=toyota']
  for (const path of paths) expect(carLinks(await untilCached(request, HARBOUR, path)), path).toContain(car.slug)
  await untilCached(request, BAYSIDE, '/search')
  await untilCached(request, BAYSIDE, '/search?query=mazda')

  const setVisible = async (visible: boolean) => {
    const res = await request.patch(`${apiBase}/api/vehicles/${carId}`, { headers: auth, data: { show_on_dealer_website: visible } })
    expect(res.status(), await res.text()).toBe(200)
  }
  await setVisible(false)
  try {
    // No waiting: the very next request of each form is rendered again, without the car.
    for (const path of paths) {
      const res = await get(request, HARBOUR, path)
      expect(res.status(), path).toBe(200)
      expect(fromCache(res.headers()), `${path} after the change: ${JSON.stringify(res.headers())}`).toBe(false)
      expect(carLinks(await res.text()), path).not.toContain(car.slug)
    }
    // Another dealer's search pages stay in Next's page cache.
    for (const path of ['/search', '/search?query=mazda']) {
      const res = await get(request, BAYSIDE, path)
      expect(res.status()).toBe(200)
      expect(res.headers()['x-nextjs-cache'], `bayside ${path}`).toBe('HIT')
    }
    await untilCached(request, HARBOUR, '/search/toyota')
  } finally {
    await setVisible(true)
  }
  // The car is back: the page shows it on the very next request.
  const back = await get(request, HARBOUR, '/search/toyota')
  expect(fromCache(back.headers())).toBe(false)
  expect(carLinks(await back.text())).toContain(car.slug)
})

test('the search key comes from its own API, never from the cached HTML', async ({ request }) => {
  const key = await get(request, HARBOUR, '/api/search/key')
  expect(key.status()).toBe(200)
  expect(key.headers()['cache-control']).toContain('no-store')
  expect(key.headers()['x-forecourt-cache']).toBeUndefined()
  expect(await key.json()).toEqual({ engine: 'embedded' })
  expect((await get(request, 'no-dealer.example.com', '/api/search/key')).status()).toBe(404)
  const html = await untilCached(request, HARBOUR, '/search')
  expect(html).not.toMatch(/apiKey|validUntil/)
})
