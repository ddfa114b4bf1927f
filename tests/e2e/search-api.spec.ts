/**
 * The Algolia-protocol endpoint over HTTP, as the browser's algoliasearch client reaches it: the dealer
 * comes from the Host header only, bad requests get 400 with a message, and answers have Algolia's shape.
 */
import { expect, test } from './fixtures'

import { DEMO, apiBase } from './helpers'

const endpoint = `${apiBase}/api/search/1/indexes/*/queries`
const post = (host: string, data: unknown, extra: Record<string, string> = {}) =>
  ({ headers: { host, 'content-type': 'application/json', ...extra }, data: typeof data === 'string' ? Buffer.from(data) : data })

test('answers a multi-query in Algolia’s response shape for the dealer of the host', async ({ request }) => {
  const res = await request.post(
    endpoint,
    post(DEMO.outback.domain, { requests: [{ indexName: 'vehicles', query: '', hitsPerPage: 5, facets: ['car_type', 'price'] }, { indexName: 'vehicles_price_asc', hitsPerPage: 0, facets: ['make'] }] }),
  )
  expect(res.status()).toBe(200)
  const { results } = await res.json()
  expect(results).toHaveLength(2)
  for (const key of ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'facets', 'facets_stats', 'processingTimeMS']) {
    expect(results[0]).toHaveProperty(key)
  }
  expect(results[0].hits.length).toBeLessThanOrEqual(5)
  expect(results[1].hits).toHaveLength(0)
  // The used-only dealer's stock filter holds whatever the request asks for.
  expect(Object.keys(results[0].facets.car_type ?? {}).every((t) => t === 'used')).toBe(true)
})

test('the dealer is the host, never the body; unknown hosts get 404', async ({ request }) => {
  const body = { requests: [{ indexName: 'vehicles', hitsPerPage: 50, tenant: 1, tenant_id: 1 }] }
  const unknown = await request.post(endpoint, post('unknown-dealer.com.au', body))
  expect(unknown.status()).toBe(404)
  const forged = await request.post(endpoint, post('unknown-dealer.com.au', body, { 'x-forecourt-ssr-host': DEMO.harbour.domain, 'x-forecourt-ssr-token': 'f'.repeat(64) }))
  expect(forged.status()).toBe(404)
})

test('malformed, oversized and unknown requests get 400 with a message', async ({ request }) => {
  const cases: [unknown, RegExp][] = [
    ['{"requests": [', /not valid JSON/],
    [{ nope: true }, /requests/],
    [{ requests: [{ indexName: 'secret_index' }] }, /Unknown index/],
    [{ requests: [{ indexName: 'vehicles', facets: ['vin'] }] }, /Unknown facet/],
    [{ requests: [{ indexName: 'vehicles', filters: 'tenant_id:1' }] }, /Unknown attribute/],
    [{ requests: [{ indexName: 'vehicles', filters: 'make:Toyota AND (' }] }, /Expected an attribute/],
    [{ requests: [{ indexName: 'vehicles', hitsPerPage: -1 }] }, /hitsPerPage/],
    [{ requests: Array.from({ length: 50 }, () => ({ indexName: 'vehicles' })) }, /At most/],
    [{ requests: [{ indexName: 'vehicles', query: 'x'.repeat(70_000) }] }, /larger than/],
  ]
  for (const [body, message] of cases) {
    const res = await request.post(endpoint, post(DEMO.harbour.domain, body))
    expect(res.status(), JSON.stringify(body).slice(0, 80)).toBe(400)
    expect((await res.json()).message).toMatch(message)
  }
})
