/**
 * The search client of the results UI: algoliasearch's real lite client pointed at our
 * Algolia-protocol endpoint (/api/search), wrapped in the spec's result cache.
 *
 * In the browser the dealer is the page's own host. While the server renders the first results there
 * is no browser: the client calls our endpoint over loopback, where the Host header is not the
 * dealer's, so it names the dealer in a header with an SSR token the endpoint verifies
 * (src/lib/search/ssrToken.ts). One client is made per mounted results block, never per module:
 * a module-level client would share one dealer's cache with the next request on the server.
 *
 * In Algolia mode the browser searches Algolia itself, with the dealer's secured key from
 * GET /api/search/key (src/lib/search/keyEndpoint.ts): the page is cached and shared, so the key is
 * never in its HTML. Until the key arrives, or if it can't be had, searches go to our endpoint, which
 * holds the same stock.
 */
import { liteClient } from 'algoliasearch/lite'

import type { SearchKeyAnswer } from '@/lib/search/keyEndpoint'

import { ResultCache } from '@/domain/vehicles/resultCache'

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

/** Where the browser gets its Algolia key; the answer says which engine to use. */
const SEARCH_KEY_PATH = '/api/search/key'

/** Our index names (`vehicles`, `vehicles_price_asc`, …) as named in the dealer's Algolia application. */
const algoliaIndexName = (name: string | undefined, base: string) => (name ?? '').replace(/^vehicles/, base)

/**
 * The browser's Algolia client for this dealer, made from a key fetched from {@link SEARCH_KEY_PATH}
 * and fetched again a minute before the key expires; null while the answer is the embedded engine or
 * the key can't be had.
 */
function algoliaInBrowser(): () => Promise<{ client: LiteClient; indexName: string } | null> {
  type Remote = { client: LiteClient; indexName: string; validUntil: number }
  const load = (): Promise<Remote | null> =>
    fetch(SEARCH_KEY_PATH, { cache: 'no-store', credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<SearchKeyAnswer>) : null))
      .then((key) => {
        if (!key || key.engine !== 'algolia') return null
        const hosts = key.host ? [hostOf(new URL(key.host))] : undefined
        const client = liteClient(key.appId, key.apiKey, { ...(hosts ? { hosts } : {}), responsesCache: noCache })
        return { client, indexName: key.indexName, validUntil: key.validUntil }
      })
      .catch(() => null)
  let pending: Promise<Remote | null> | null = null
  return async () => {
    const current = (pending ??= load())
    const answer = await current
    if (answer && Date.now() / 1000 > answer.validUntil - 60) {
      if (pending === current) pending = load()
      return pending
    }
    return answer
  }
}

/**
 * Loopback answers in milliseconds; the margin covers a busy machine, not a remote service. In
 * development the first search also compiles and loads /api/search in this same process (15-90 s on
 * 2 cores, its event loop busy the while, so even the connection is late): not a fault to give up on.
 */
const SSR_TIMEOUTS =
  process.env.NODE_ENV === 'development' ? { connect: 120_000, read: 120_000, write: 120_000 } : { connect: 3000, read: 10_000, write: 10_000 }

export function createSearchClient(ssr: SsrTarget, options: { algolia?: boolean } = {}): LiteClient {
  const onServer = typeof window === 'undefined'
  // The app id and key are placeholders: our endpoint knows the dealer from the host, not a key.
  const client = onServer
    ? liteClient('forecourt', 'public-search', {
        hosts: [hostOf(new URL('/api/search', ssr.origin))],
        baseHeaders: { [SSR_HOST_HEADER]: ssr.host, [SSR_TOKEN_HEADER]: ssr.token },
        responsesCache: noCache,
        requestsCache: noCache,
        timeouts: SSR_TIMEOUTS,
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

  // Results are cached per query; the oldest entry is dropped when full.
  const cache = new ResultCache<unknown>()
  const algolia = !onServer && options.algolia ? algoliaInBrowser() : null
  const send = (...args: SearchArgs): ReturnType<LiteClient['search']> => {
    if (!algolia) return client.search(...args)
    return algolia().then((remote) => {
      if (!remote) return client.search(...args)
      const [requests, ...rest] = args
      const list = (Array.isArray(requests) ? requests : ((requests as { requests?: unknown[] }).requests ?? [])) as { indexName?: string }[]
      const renamed = list.map((r) => ({ ...r, indexName: algoliaIndexName(r.indexName, remote.indexName) }))
      return remote.client.search(...([Array.isArray(requests) ? renamed : { ...requests, requests: renamed }, ...rest] as unknown as SearchArgs))
    }) as ReturnType<LiteClient['search']>
  }
  const search = (...args: SearchArgs) => {
    const key = JSON.stringify(args[0])
    const hit = cache.get(key)
    if (hit) return Promise.resolve(hit) as ReturnType<LiteClient['search']>
    const answer = send(...args).then((response) => {
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
