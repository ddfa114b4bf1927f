/**
 * Cache tags revalidated from a queued job. A job runs on Payload's cron, outside any live request,
 * and there revalidateTag cannot be trusted (see src/lib/reservations/revalidate.ts for why): the
 * incremental cache Next keeps on globalThis once the server has served a request is called directly,
 * and revalidateTag is the fallback (scripts and tests, where there is no cache to empty).
 */
import { revalidateTag } from 'next/cache'

import { purgeFrontCache } from '../frontCache/purge'
import { publishRevalidation } from './bus'
import { expireTagsHere } from './expireHere'

export async function revalidateTagsFromJob(tags: readonly string[]): Promise<boolean> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return true
  // Every other process (web instances, when the job runs in the worker) expires them too.
  await publishRevalidation(unique).catch(() => undefined)
  if (await expireTagsHere(unique)) {
    purgeFrontCache(unique)
    return true
  }
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    return false
  }
}
