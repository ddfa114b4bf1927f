/**
 * The Algolia-protocol endpoint of the embedded engine: `POST {base}/1/indexes/*\/queries` (multi-query),
 * `POST {base}/1/indexes/{index}/query` and `POST {base}/1/indexes/{index}/facets/{facet}/query`
 * (search for facet values). The dealer is the request's host (or, for our own
 * server-side render, the host vouched for by an SSR token); never anything in the body.
 */
import { performance } from 'node:perf_hooks'

import { payloadClient } from '../payload'
import { getTenantByHost, searchTenantOf } from '../site/tenant'
import { MAX_BODY_BYTES } from './attributes'
import { SearchRequestError } from './conditions'
import { poolOf } from './db'
import { runSearches, searchFacetValues } from './embeddedEngine'
import { parseFacetQuery, parseOne, parseSearchRequest, type SearchQuery } from './protocol'
import { SSR_HOST_HEADER, SSR_TOKEN_HEADER, verifySsrToken } from './ssrToken'
import { answer } from '../api/answer'
import { recordSearch } from '../telemetry/metrics'

const error = (status: number, message: string) => answer(status, { message, status })

function hostOf(request: Request): string | null {
  const ssrHost = request.headers.get(SSR_HOST_HEADER)
  if (ssrHost && verifySsrToken(ssrHost, request.headers.get(SSR_TOKEN_HEADER))) return ssrHost
  return request.headers.get('host')
}

export async function handleSearch(request: Request, path: string[]): Promise<Response> {
  const route = path.join('/')
  const single = /^1\/indexes\/([A-Za-z0-9_]+)\/query$/.exec(route)
  const facetValues = /^1\/indexes\/([A-Za-z0-9_]+)\/facets\/([A-Za-z0-9_]+)\/query$/.exec(route)
  if (route !== '1/indexes/*/queries' && !single && !facetValues) return error(404, 'Unknown search route.')

  const host = hostOf(request)
  const tenant = host ? await getTenantByHost(host) : null
  if (!tenant) return error(404, 'There is no dealer at this address.')

  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return error(400, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return error(400, 'The request body is not valid JSON.')
  }

  const pool = poolOf(await payloadClient())
  const searchTenant = searchTenantOf(tenant)
  const started = performance.now()
  try {
    if (facetValues) {
      const { facetQuery, maxFacetHits } = parseFacetQuery(body)
      // Filters and a text query may narrow the values, as in Algolia; facetQuery itself is ignored there.
      const query = parseOne(body, facetValues[1])
      const result = await searchFacetValues(pool, searchTenant, facetValues[2]!, facetQuery, maxFacetHits, query)
      recordSearch('facet_values', tenant.slug ?? undefined, performance.now() - started)
      return answer(200, result)
    }
    const queries: SearchQuery[] = single ? [parseOne(body, single[1])] : parseSearchRequest(body)
    const results = await runSearches(pool, searchTenant, queries)
    recordSearch('queries', tenant.slug ?? undefined, performance.now() - started)
    return answer(200, single ? results[0] : { results })
  } catch (e) {
    if (e instanceof SearchRequestError) return error(400, e.message)
    throw e
  }
}
