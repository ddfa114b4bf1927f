/**
 * What the front cache (src/lib/frontCache/server.ts) may answer and what it may keep.
 *
 * The front cache is the shared cache a CDN would be, inside our own server: it keeps the bytes of a
 * page Next has already served from its own page cache (`x-nextjs-cache: HIT`) and answers the next
 * identical request without going through Next. So it only ever holds what Next would have sent anyway,
 * and it only takes requests whose answer cannot depend on who asks:
 *   - plain document GETs: no React Server Component or router headers (client navigations vary by the
 *     router state Next lists in its Vary header), no server action, no range, no Authorization, no
 *     draft-mode cookie;
 *   - not the admin, the APIs or Next's own files;
 *   - not a path a dealer may gate behind shopper sign-in (src/domain/accounts/gating.ts): the proxy
 *     must see those requests to send a signed-out visitor to /sign-in.
 * A response is kept only when Next served it from its cache, for everyone (`s-maxage`, no cookie).
 * Pure functions, unit-tested in tests/unit/frontCache.
 */
import { mayBeGated } from '@/domain/accounts/gating'
import { asksForRscPayload, DRAFT_MODE_COOKIES, NEXT_CACHE_HIT, NEXT_CACHE_STATUS_HEADER, ROUTER_REQUEST_HEADERS } from '@/domain/next/reliedOn'
import { decodeOrNull } from '@/domain/security/percentDecoding'
import { REQUEST_ID_HEADER } from '@/domain/operations/requestId'

export type RequestHead = {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

/** Headers with which Next answers differently (its Vary list) or which make a request personal. */
const PERSONAL_OR_VARYING = [...ROUTER_REQUEST_HEADERS, 'range', 'authorization'] as const

const NOT_PAGES = /^\/(?:api(?:\/|$)|admin(?:\/|$)|_next\/)/

const header = (head: RequestHead, name: string): string | undefined => {
  const value = head.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * The cache key for a request the front cache may answer, or null. The key holds the host (each
 * dealer's pages are its own), the path with its query, the Accept-Encoding the browser sent (Next
 * compresses when it may, so the stored bytes differ by it; for documents the policy wrapper has taken
 * it away, as it compresses them itself), and whether it came over HTTPS.
 */
export function frontCacheKey(head: RequestHead): string | null {
  if (head.method !== 'GET' || !head.url || !head.url.startsWith('/')) return null
  for (const name of PERSONAL_OR_VARYING) if (header(head, name) !== undefined) return null
  const host = header(head, 'host')?.trim().toLowerCase()
  if (!host) return null
  const cookie = header(head, 'cookie')
  if (cookie && DRAFT_MODE_COOKIES.test(cookie)) return null

  const queryAt = head.url.indexOf('?')
  const pathname = queryAt === -1 ? head.url : head.url.slice(0, queryAt)
  if (NOT_PAGES.test(pathname)) return null
  if (queryAt !== -1 && asksForRscPayload(head.url.slice(queryAt + 1))) return null
  if (mayBeGated(safeDecode(pathname))) return null

  const encoding = (header(head, 'accept-encoding') ?? '').trim().toLowerCase()
  // Over HTTPS (as the proxy in front reports it) the answer carries HSTS: kept apart from plain HTTP's.
  const https = (header(head, 'x-forwarded-proto') ?? '').trim().toLowerCase() === 'https' ? '\nhttps' : ''
  return `${host}\n${head.url}\n${encoding}${https}`
}

const safeDecode = (path: string) => decodeOrNull(path) ?? path

/**
 * Whether the request asks shared caches not to answer from what they hold (a browser's hard reload
 * sends `Cache-Control: no-cache`). The request still goes to Next, whose own cache answers it.
 */
export function bypassesFrontCache(head: RequestHead): boolean {
  const cacheControl = header(head, 'cache-control')?.toLowerCase() ?? ''
  return /(?:^|,)\s*no-cache\b/.test(cacheControl) || /no-cache/i.test(header(head, 'pragma') ?? '')
}

export type ResponseHead = {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  bytes: number
}

/** Vary names the key covers (accept-encoding) or whose requests are never answered from memory. */
const KEYED_OR_REFUSED_VARY = new Set(['accept-encoding', ...PERSONAL_OR_VARYING])

/** The largest page body kept; larger ones go to Next each time. */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024

/**
 * How long a response may be kept, in ms, or null when it must not be: only a 200 that Next served
 * from its own page cache, marked for shared caches (`s-maxage`), without a cookie and not private.
 * Never longer than `maxTtlMs`, nor than the page's own `s-maxage`; a purge (a Payload change that
 * revalidates a cache tag) empties the front cache sooner.
 */
export function frontCacheTtlMs(response: ResponseHead, maxTtlMs: number): number | null {
  if (response.status !== 200 || response.bytes > MAX_ENTRY_BYTES) return null
  const h = (name: string) => {
    const value = response.headers[name]
    return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value)
  }
  if (h(NEXT_CACHE_STATUS_HEADER) !== NEXT_CACHE_HIT) return null
  if (h('set-cookie') !== undefined) return null
  const cacheControl = (h('cache-control') ?? '').toLowerCase()
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return null
  // The key covers Accept-Encoding, and requests with router headers are never answered; a response
  // that varies on anything else (a header the key does not hold) is not kept.
  const vary = (h('vary') ?? '').toLowerCase().split(',').map((v) => v.trim()).filter(Boolean)
  if (vary.some((name) => !KEYED_OR_REFUSED_VARY.has(name))) return null
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)
  if (!sMaxAge) return null
  const ttl = Math.min(Number(sMaxAge[1]) * 1000, maxTtlMs)
  return ttl > 0 ? ttl : null
}

/** Headers not replayed from a kept response: hop-by-hop ones, and those the server sets per reply. */
// The request id is each answer's own (src/lib/api/requestId.ts), never the one of the answer kept.
export const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', REQUEST_ID_HEADER])
