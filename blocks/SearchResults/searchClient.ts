/**
 * The search client of the results UI: algoliasearch's real lite client pointed at our
 * Algolia-protocol endpoint (/api/search), wrapped in the spec's result cache.
 *
 * In the browser the dealer is the page's own host. While the server renders the first results there
 * is no browser: the client calls our endpoint over loopback, where the Host header is not the
 * dealer's, so it names the dealer in a header with an SSR token the endpoint verifies
 * (src/lib/search/ssrToken.ts). One client is made per mounted results block, never per module:
 * a module-level client would share one dealer's cache with the next request on the server.
 */
import { liteClient } from 'algoliasearch/lite'

import { ResultCache } from '../../src/domain/vehicles/resultCache'

// The header names of src/lib/search/ssrToken.ts, written out: that module uses node:crypto, which
// must stay out of the browser bundle this file is part of.
export const SSR_HOST_HEADER = 'x-forecourt-ssr-host'
export const SSR_TOKEN_HEADER = 'x-forecourt-ssr-token'

/** Where the server-side render reaches the endpoint, and the dealer it renders for. */
export type SsrTarget = { origin: string; host: string; token: string }

type LiteClient = ReturnType<typeof liteClient>
type SearchArgs = Parameters<LiteClient['search']>

/**
 * Marks the stand-in answer of a server-side search that failed. The page still renders (an
 * unanswered search would hold the render forever: react-instantsearch-nextjs waits for a result),
 * and the browser searches again as soon as it hydrates (see useServerResultsRecovery).
 */
export const UNAVAILABLE_FLAG = 'forecourtUnavailable'

type Request = { indexName?: string; params?: { hitsPerPage?: number; query?: string; page?: number } }

function unavailable(requests: unknown) {
  const list = (Array.isArray(requests) ? requests : ((requests as { requests?: unknown[] })?.requests ?? [])) as Request[]
  return {
    results: list.map((r) => ({
      hits: [],
      nbHits: 0,
      page: r.params?.page ?? 0,
      nbPages: 0,
      hitsPerPage: r.params?.hitsPerPage ?? 0,
      facets: {},
      processingTimeMS: 0,
      query: r.params?.query ?? '',
      params: '',
      exhaustiveNbHits: true,
      index: r.indexName ?? '',
      [UNAVAILABLE_FLAG]: true,
    })),
  }
}

/** Our ResultCache is the only response cache: the lite client's own would grow without bound. */
const noCache = {
  get: <T>(_key: unknown, value: () => Promise<T>) => value(),
  set: <T>(_key: unknown, value: T) => Promise.resolve(value),
  delete: () => Promise.resolve(),
  clear: () => Promise.resolve(),
}

function hostOf(url: URL) {
  return {
    url: `${url.host}${url.pathname.replace(/\/+$/, '')}`,
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    accept: 'read' as const,
  }
}

export function createSearchClient(ssr: SsrTarget): LiteClient {
  const onServer = typeof window === 'undefined'
  // The app id and key are placeholders: our endpoint knows the dealer from the host, not a key.
  const client = onServer
    ? liteClient('forecourt', 'public-search', {
        hosts: [hostOf(new URL('/api/search', ssr.origin))],
        baseHeaders: { [SSR_HOST_HEADER]: ssr.host, [SSR_TOKEN_HEADER]: ssr.token },
        responsesCache: noCache,
        requestsCache: noCache,
        // Loopback answers in milliseconds; the margin covers a busy machine, not a remote service.
        timeouts: { connect: 3000, read: 10_000, write: 10_000 },
      })
    : liteClient('forecourt', 'public-search', {
        hosts: [
          {
            url: `${window.location.host}/api/search`,
            protocol: window.location.protocol.replace(':', '') as 'http' | 'https',
            accept: 'read',
          },
        ],
        responsesCache: noCache,
      })

  // Spec 01 §4: "Results are cached per query; the oldest entry is dropped when full."
  const cache = new ResultCache<unknown>()
  const search = (...args: SearchArgs) => {
    const key = JSON.stringify(args[0])
    const hit = cache.get(key)
    if (hit) return Promise.resolve(hit) as ReturnType<LiteClient['search']>
    const answer = client.search(...args).then((response) => {
      cache.set(key, response)
      return response
    })
    if (!onServer) return answer
    return answer.catch((error: unknown) => {
      console.error('Search results could not be rendered on the server; the browser will load them.', error)
      return unavailable(args[0]) as unknown as Awaited<ReturnType<LiteClient['search']>>
    })
  }
  // InstantSearch's refresh() clears the client's cache: ours too.
  const clearCache = () => {
    cache.clear()
    return client.clearCache()
  }
  return { ...client, search: search as LiteClient['search'], clearCache }
}
