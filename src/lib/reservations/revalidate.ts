/**
 * Evicting a vehicle's cached pages when a job (expiry, the sweep) changes it.
 *
 * Inside a request (the return from the payment page, the webhook, the admin's cancel) the Vehicles
 * afterChange hook's revalidateTag does this. A queued job runs on Payload's cron, outside any live
 * request, and there revalidateTag cannot be trusted: the cron's timers were created inside whichever
 * request first started Payload, so they inherit that long-finished request's store, and revalidateTag
 * either throws ("static generation store missing") or quietly queues the tags on the dead request,
 * where nothing ever applies them. Either way a car released by its expiry job would go on showing
 * Reserved. So a job expires the tags directly on the server's incremental cache, the object the
 * request's revalidateTag ends up calling (Next keeps it on globalThis once the server has served a
 * request; its tag manifest is shared by the whole process). Outside a Next server (scripts, tests)
 * there is no such cache and no page to evict.
 */
import { revalidateTag } from 'next/cache'

import { vehicleRevalidationTags } from '../../../collections/Vehicles/hooks/revalidateVehicle'

type IncrementalCacheLike = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

export async function revalidateVehicleFromJob(vehicle: { id: number; tenant?: unknown }): Promise<boolean> {
  const tags = vehicleRevalidationTags(vehicle)
  const cache = (globalThis as { __incrementalCache?: IncrementalCacheLike }).__incrementalCache
  if (cache && typeof cache.revalidateTag === 'function') {
    // No durations: the entries expire now, as revalidateTag(tag, { expire: 0 }) does in a request.
    await cache.revalidateTag(tags)
    return true
  }
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    return false
  }
}
