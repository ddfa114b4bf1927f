/**
 * Next's cache (rendered pages, route handlers, unstable_cache data) in Redis, shared by every web
 * instance (issue 20), through Next's public `cacheHandler` option (next.config.ts sets it only when
 * REDIS_URL is set; without it Next keeps its own file and memory cache).
 *
 * - Entries: one Redis string per key, under a prefix holding the build id (a new release never reads
 *   what an older one stored), kept at most ENTRY_TTL_SECONDS (what an old release leaves behind goes).
 * - Tags: one hash, tag → when it was last revalidated (sharedCacheRedis.ts). `get` answers a miss for
 *   an entry with any tag revalidated since it was stored, whichever process revalidated it: a web
 *   instance's request (Next calls revalidateTag below at the end of it), the worker or a script
 *   (revalidateFromJob.ts writes the same hash).
 * - Redis down: every call is a miss or does nothing; the page renders as if uncached.
 *
 * Next loads this file itself (by path, outside its bundles: scripts/next-server.ts runs under tsx)
 * and makes one instance per request, so the instance holds nothing but the build id. The interface
 * is Next's CacheHandler (node_modules/next/dist/server/lib/incremental-cache/index.d.ts); it is not
 * exported from a public entry point, so the shapes used here are declared below.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { decodeEntry, encodeEntry, entryTags, entryTtlSeconds, revalidatedSince, tagsOfValue } from './sharedCacheEntry'
import { withRedis } from '../redis/connection'
import { entryKey, markTagsRevalidated, TAGS_KEY } from './sharedCacheRedis'
import { logger } from '../log/logger'

/** What Next passes to the constructor (the fields used here). */
export type CacheHandlerContext = { serverDistDir?: string }
/** What Next passes to get: a data-cache read names its tags and the reading page's implicit tags. */
export type GetContext = { kind?: string; tags?: string[]; softTags?: string[] }
/** What Next passes to set: a data-cache write names its tags, a page write its cache lifetime. */
export type SetContext = { fetchCache?: boolean; tags?: string[]; cacheControl?: unknown }
/** What get answers: Next reads lastModified (for staleness), value, and cacheControl when given. */
export type CacheHandlerValue = { lastModified: number; value: unknown; cacheControl?: unknown }

/** The longest an entry stays in Redis (two weeks), whatever its own lifetime. */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60

const buildIds = new Map<string, string | null>()
/** The build this server runs, from {distDir}/BUILD_ID beside Next's server folder; read once. */
function buildIdOf(serverDistDir: string | undefined): string | null {
  if (!serverDistDir) return null
  if (!buildIds.has(serverDistDir)) {
    let id: string | null = null
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || null
    } catch {
      logger().error(`Next cache: no BUILD_ID beside ${serverDistDir}; the shared cache is not used`)
    }
    buildIds.set(serverDistDir, id)
  }
  return buildIds.get(serverDistDir) ?? null
}

export default class RedisCacheHandler {
  private readonly buildId: string | null

  constructor(ctx: CacheHandlerContext) {
    this.buildId = buildIdOf(ctx.serverDistDir)
  }

  async get(key: string, ctx?: GetContext): Promise<CacheHandlerValue | null> {
    const buildId = this.buildId
    if (!buildId) return null
    return withRedis(async (client) => {
      const text = await client.get(entryKey(buildId, key))
      const entry = text ? decodeEntry(text) : null
      if (!entry) return null
      const tags = entryTags(entry.tags, ctx)
      if (tags.length > 0 && revalidatedSince(await client.hmGet(TAGS_KEY, tags), entry.lastModified)) return null
      return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) }
    }, null)
  }

  async set(key: string, value: unknown, ctx?: SetContext): Promise<void> {
    const buildId = this.buildId
    // A null value (Next's placeholder for a page it has not rendered yet) is not worth a round trip.
    if (!buildId || value === null || value === undefined) return
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
    const text = encodeEntry({ lastModified: Date.now(), tags: tagsOfValue(value, ctx?.tags), cacheControl, value })
    await withRedis(async (client) => {
      await client.set(entryKey(buildId, key), text, { expiration: { type: 'EX', value: entryTtlSeconds(cacheControl, ENTRY_TTL_SECONDS) } })
    }, undefined)
  }

  /**
   * Next calls this at the end of a request that called revalidateTag (and for revalidatePath's
   * `_N_T_` tags). Durations (a stale-while-revalidate profile) are not kept apart: every tag is
   * expired now, which is what our `revalidateTag(tag, { expire: 0 })` asks and the safe reading of
   * any other (a handler cannot ask Next for a background re-render).
   */
  async revalidateTag(tags: string | string[], _durations?: { expire?: number }): Promise<void> {
    await markTagsRevalidated(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache(): void {}
}
