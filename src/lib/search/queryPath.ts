/**
 * The query-string part of a search page's address, carried in its path (issue 19 item 3).
 *
 * The search routes are statically rendered and kept in Next's page cache per path, like every other
 * dealer page, so they must not read the query string. Instead src/proxy.ts rewrites a request that
 * carries one to an internal path with the canonical query in extra segments:
 *
 *   /search/toyota?page=2&query=hilux&utm_source=x  →  /search/toyota/_q/cGFnZT0yJnF1ZXJ5PWhpbHV4
 *
 * The page decodes it again. Canonical means: only the keys search pages read (parseSearchQuery drops
 * tracking parameters and junk), in one order (searchUrl's), so equivalent addresses share one cache
 * entry and nothing a visitor adds can multiply them. The value is base64url (path-safe, no `%2F`),
 * split into segments of at most {@link CHUNK} characters (a cached page is a file named by its path,
 * and a file name may not exceed 255 bytes), at most {@link MAX_ENCODED} characters in all.
 *
 * Pure (no Node APIs): the proxy, the pages and the browser's router all use it.
 */
import { emptyDictionary, parseSearchQuery, searchUrl } from '@/domain/search/routing'

/** The segment that starts the encoded query; slugs (makes, models, locations, car types) never take it. */
export const QUERY_SEGMENT = '_q'
const CHUNK = 200
const MAX_ENCODED = 4 * CHUNK

/**
 * The canonical query string (no `?`) of a search address's query, or '' when it holds nothing a
 * search page reads. Every valid sort index is kept (the block's own default is dropped by the page).
 */
export function canonicalSearchQuery(search: string | URLSearchParams): string {
  const state = parseSearchQuery(search, '')
  const url = searchUrl(state, { basePath: '', pathSegments: false, defaultSort: '', dictionary: emptyDictionary() })
  const at = url.indexOf('?')
  return at === -1 ? '' : url.slice(at + 1)
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

/**
 * The segments that carry a canonical query (after {@link QUERY_SEGMENT}), or [] for an empty one.
 * An over-long query keeps its leading parameters that fit (searchUrl's order: refinements, ranges,
 * page, sort, text); no shopper's address comes near the limit.
 */
export function querySegments(canonical: string): string[] {
  let query = canonical
  let encoded = toBase64Url(query)
  while (encoded.length > MAX_ENCODED && query.includes('&')) {
    query = query.slice(0, query.lastIndexOf('&'))
    encoded = toBase64Url(query)
  }
  if (!query || encoded.length > MAX_ENCODED) return []
  const out = [QUERY_SEGMENT]
  for (let i = 0; i < encoded.length; i += CHUNK) out.push(encoded.slice(i, i + CHUNK))
  return out
}

/**
 * The internal path of a search address (`pathname` as requested, `search` its query string), or null
 * when it needs no rewrite: no query a search page reads, or a path that already carries one.
 */
export function searchQueryPath(pathname: string, search: string): string | null {
  if (!search || search === '?') return null
  if (pathname.split('/').includes(QUERY_SEGMENT)) return null
  const segments = querySegments(canonicalSearchQuery(search))
  if (segments.length === 0) return null
  return `${pathname.replace(/\/+$/, '')}/${segments.join('/')}`
}

/**
 * Route segments split into the path refinements and the query string carried after
 * {@link QUERY_SEGMENT}. `canonical` is false when the carried query is not what the rewrite would
 * have written (a hand-made internal address): the page answers 404 rather than cache it.
 */
export function splitQuerySegments(segments: readonly string[]): { path: string[]; search: string; canonical: boolean } {
  const at = segments.indexOf(QUERY_SEGMENT)
  if (at === -1) return { path: [...segments], search: '', canonical: true }
  const chunks = segments.slice(at + 1)
  const decoded = chunks.length && chunks.every((c) => c.length > 0 && c.length <= CHUNK) ? fromBase64Url(chunks.join('')) : null
  if (decoded === null) return { path: segments.slice(0, at), search: '', canonical: false }
  const canonical = chunks.slice(0, -1).every((c) => c.length === CHUNK) && querySegments(canonicalSearchQuery(decoded)).slice(1).join('/') === chunks.join('/')
  return { path: segments.slice(0, at), search: decoded, canonical }
}

/** A pathname split into the address part and the carried query string (`/x/_q/…` → `/x`, query). */
export function splitQueryPathname(pathname: string): { pathname: string; search: string } {
  const parts = pathname.split('/')
  const at = parts.indexOf(QUERY_SEGMENT)
  if (at === -1) return { pathname, search: '' }
  const { search } = splitQuerySegments(parts.slice(at).filter(Boolean))
  return { pathname: parts.slice(0, at).join('/') || '/', search }
}
