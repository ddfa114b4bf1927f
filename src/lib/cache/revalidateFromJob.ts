/**
 * Cache tags revalidated outside a request Next is serving: a queued job (in the worker or on
 * Payload's cron in a web process), a feed run, a script. There revalidateTag cannot be trusted (see
 * src/lib/reservations/revalidate.ts for why), so:
 *
 * - with REDIS_URL, the tags' timestamps are written to Redis, where every web instance's cache
 *   handler reads them (redisCacheHandler.ts): the pages are stale everywhere at once. Then the bus
 *   tells every web instance to purge its front cache (after the write, so none purges too early);
 * - without it, the bus tells every web process, each of which expires the tags in its own Next
 *   cache through its internal route (internalRevalidate.ts, scripts/next-server.ts), this process
 *   included when it is the web server;
 * - revalidateTag is still tried, for the one case it serves: a job run inside a live request.
 */
import { revalidateTag } from 'next/cache'

import { purgeFrontCache } from '../frontCache/purge'
import { publishRevalidation } from './bus'
import { markTagsRevalidated } from './sharedCacheRedis'

export async function revalidateTagsFromJob(tags: readonly string[]): Promise<boolean> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return true
  const shared = process.env.REDIS_URL ? await markTagsRevalidated(unique) : false
  const published = await publishRevalidation(unique).then(
    () => Boolean(process.env.DATABASE_URL),
    () => false,
  )
  // This process's own front cache, if it is a web server (its bus listener purges it again).
  purgeFrontCache(unique)
  if (shared) return true
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    // Outside a request: the bus (or nothing, in a test or a script without a database) is all there is.
    return published
  }
}
