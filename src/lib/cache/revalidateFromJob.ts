/**
 * Cache tags revalidated from a queued job. A job runs on Payload's cron, outside any live request,
 * and there revalidateTag cannot be trusted (see src/lib/reservations/revalidate.ts for why): the
 * incremental cache Next keeps on globalThis once the server has served a request is called directly,
 * and revalidateTag is the fallback (scripts and tests, where there is no cache to empty).
 */
import { revalidateTag } from 'next/cache'

type IncrementalCacheLike = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

export async function revalidateTagsFromJob(tags: readonly string[]): Promise<boolean> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return true
  const cache = (globalThis as { __incrementalCache?: IncrementalCacheLike }).__incrementalCache
  if (cache && typeof cache.revalidateTag === 'function') {
    // No durations: the entries expire now, as revalidateTag(tag, { expire: 0 }) does in a request.
    await cache.revalidateTag(unique)
    return true
  }
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    return false
  }
}
