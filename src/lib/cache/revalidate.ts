/**
 * Cache invalidation for Payload hooks.
 *
 * Pages are cached per tenant (tag `tenant:{id}`) and tenant lookups per host (tag `host:{host}`), so a
 * change to one dealer's content never evicts another dealer's pages. `expire: 0` makes the next request
 * render fresh content rather than serving the stale copy once more, which is what a marketer expects
 * after pressing Publish.
 */
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { PayloadRequest } from 'payload'

import { hostTag, tenantTag } from '@/domain/cache/tags'
import { isOutsideRequestError } from '@/domain/next/reliedOn'
import { purgeFrontCache } from '../frontCache/purge'
import { publishRevalidation } from './bus'
import { revalidateTagsFromJob } from './revalidateFromJob'
import { markTagsRevalidated } from './sharedCacheRedis'

export function revalidateTags(tags: string[], req?: PayloadRequest): void {
  if (req?.context?.disableRevalidate) return
  const outsideRequest: string[] = []
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (isOutsideRequestError(error)) outsideRequest.push(tag)
      else req?.payload.logger.warn({ err: error, tag }, 'Could not revalidate cache tag')
    }
  }
  // A write with no HTTP request behind it (a queued job such as a scheduled publish, run on Payload's
  // cron) can't trust revalidateTag: it throws, or queues the tags on a finished request where nothing
  // applies them (src/lib/reservations/revalidate.ts). There the server's cache is expired directly;
  // in a seed script, CLI or test there is no cache and this does nothing.
  const direct = req?.headers?.get('host') ? outsideRequest : [...new Set(tags)]
  // Other web instances expire what this request expired here (revalidateTagsFromJob publishes its own).
  const here = [...new Set(tags)].filter((t) => !direct.includes(t))
  if (here.length > 0) {
    void publishRevalidation(here).catch(() => undefined)
    // The front cache: now, and again once the response is sent, by when Next has applied the tags
    // (a page rendered in between from the old entries must not stay in the front cache).
    purgeFrontCache(here)
    try {
      after(async () => {
        purgeFrontCache(here)
        // A hook runs before its transaction commits, so another instance may have rendered the old
        // data since the message above. Now the write is committed: with Redis, mark the tags again
        // (Next's handler does too, but not necessarily before this runs), then tell everyone again.
        if (process.env.REDIS_URL) await markTagsRevalidated(here)
        await publishRevalidation(here).catch(() => undefined)
      })
    } catch {
      // Outside a request: the purge above is all there is to do.
    }
  }
  if (direct.length > 0) {
    void revalidateTagsFromJob(direct).catch((error) => req?.payload.logger.warn({ err: error, tags: direct }, 'Could not revalidate cache tags'))
  }
}

export const revalidateTenant = (tenantId: number | string | null | undefined, req?: PayloadRequest) => {
  if (tenantId !== null && tenantId !== undefined) revalidateTags([tenantTag(tenantId)], req)
}

export const revalidateHosts = (hosts: string[], req?: PayloadRequest) => revalidateTags(hosts.map(hostTag), req)
