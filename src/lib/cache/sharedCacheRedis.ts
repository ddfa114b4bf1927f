/**
 * Redis for Next's shared cache (issue 20): the key names and the tag timestamps, on this process's
 * one Redis connection (src/lib/redis/connection.ts).
 *
 * Two kinds of code use it: Next's cache handler (redisCacheHandler.ts, loaded by Next's server
 * outside its bundles) and our revalidations (inside the bundles, in the worker and in scripts).
 *
 * Redis must never fail a page: a read that Redis does not answer within the request deadline is a
 * miss, a write that fails is dropped, and the outage is logged once (connection.ts).
 */
import { withRedis } from '../redis/connection'

/** Per tag, the time (ms) it was last revalidated. Not per build: a worker or a script has no build id, and tags name data, not code. */
export const TAGS_KEY = 'forecourt:next:tags'

/** An entry's key: the build id in it, so a new release never reads what an older one stored. */
export const entryKey = (buildId: string, key: string) => `forecourt:next:${buildId}:${key}`

/**
 * A revalidation is not on a shopper's path and a lost one leaves a stale page in the shared cache, so
 * it waits longer and is tried even while Redis is failing.
 */
const REVALIDATION_DEADLINE_MS = 1_000

/** Marks tags revalidated now, for every instance's handler. False when it could not be written. */
export function markTagsRevalidated(tags: readonly string[], now = Date.now()): Promise<boolean> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return Promise.resolve(true)
  return withRedis(
    async (client) => {
      await client.hSet(TAGS_KEY, Object.fromEntries(unique.map((t) => [t, String(now)])))
      return true
    },
    false,
    { deadlineMs: REVALIDATION_DEADLINE_MS, evenWhileFailing: true },
  )
}
