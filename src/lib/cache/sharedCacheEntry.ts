/**
 * The pure parts of the Redis cache handler (redisCacheHandler.ts): how an entry is stored and when
 * a revalidated tag makes it a miss. No Redis and no Next here, so unit tests cover them alone.
 *
 * Next hands the handler values holding Buffers (a page's RSC payload, a route handler's body) and a
 * Map of Buffers (a page's segment data); plain JSON would turn them into arrays of numbers, and a
 * Map into {}, so both travel under a marker key and are rebuilt on the way back.
 */

import { NEXT_CACHE_TAGS_HEADER } from '@/domain/next/reliedOn'

const BUFFER = '__forecourtBuffer'
const MAP = '__forecourtMap'

/** Next's tag list on a cached page or route handler. */
const CACHE_TAGS_HEADER = NEXT_CACHE_TAGS_HEADER

/** What the handler keeps in Redis per key. `tags` are the tags known when it was stored. */
export type StoredEntry = {
  lastModified: number
  tags: string[]
  cacheControl?: unknown
  value: unknown
}

export function encodeEntry(entry: StoredEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key: string, value: unknown) {
    // `this[key]` is the value before JSON.stringify applied Buffer#toJSON.
    const raw = this[key]
    if (raw instanceof Uint8Array) return { [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] }
    return value
  })
}

export function decodeEntry(text: string): StoredEntry | null {
  try {
    const entry = JSON.parse(text, (_key, value: unknown) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value
      const marked = value as Record<string, unknown>
      if (typeof marked[BUFFER] === 'string') return Buffer.from(marked[BUFFER], 'base64')
      if (Array.isArray(marked[MAP])) return new Map(marked[MAP] as [unknown, unknown][])
      return value
    }) as StoredEntry
    return typeof entry?.lastModified === 'number' && Array.isArray(entry.tags) ? entry : null
  } catch {
    return null
  }
}

/**
 * The tags an entry answers to: those stored with it (a data-cache entry's own tags; a page's or
 * route handler's tag header, which holds Next's implicit `_N_T_` path tags too) and those Next
 * passes when reading (a data-cache read's tags and `softTags`, the implicit tags of the page reading
 * it: the same entry can be read by several pages).
 */
export function entryTags(stored: readonly string[], ctx: { tags?: readonly string[]; softTags?: readonly string[] } | undefined): string[] {
  return [...new Set([...stored, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])]
}

/** The tags a value brings when it is stored: a data-cache entry's `tags`, a page's tag header. */
export function tagsOfValue(value: unknown, ctxTags?: readonly string[]): string[] {
  const tags = new Set(ctxTags ?? [])
  if (value && typeof value === 'object') {
    const v = value as { tags?: unknown; headers?: Record<string, unknown> }
    if (Array.isArray(v.tags)) for (const t of v.tags) if (typeof t === 'string') tags.add(t)
    const header = v.headers?.[CACHE_TAGS_HEADER]
    if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t)
  }
  return [...tags]
}

/**
 * Whether a tag revalidated after the entry was stored makes it a miss. `revalidatedAt` holds, per
 * tag, when it was last revalidated (Redis' answer to HMGET: null for a tag never revalidated).
 */
export function revalidatedSince(revalidatedAt: readonly (string | number | null | undefined)[], lastModified: number): boolean {
  return revalidatedAt.some((at) => at !== null && at !== undefined && Number(at) >= lastModified)
}

/** Seconds Redis keeps an entry: its own expiry when Next gives one, at most `maxSeconds`. */
export function entryTtlSeconds(cacheControl: unknown, maxSeconds: number): number {
  const expire = (cacheControl as { expire?: unknown } | undefined)?.expire
  if (typeof expire === 'number' && Number.isFinite(expire) && expire > 0) return Math.max(1, Math.min(Math.ceil(expire), maxSeconds))
  return maxSeconds
}
