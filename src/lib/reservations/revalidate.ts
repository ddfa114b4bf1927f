/**
 * Evicting a vehicle's cached pages when a reservation changes it from a job (expiry, the sweep).
 *
 * Inside a request (the return from the payment page, the webhook, the admin's cancel) the Vehicles
 * afterChange hook's revalidateTag does this. A queued job runs on the server's own timer, outside any
 * request, where Next's revalidateTag refuses to work ("static generation store missing") and the hook
 * can only log it: a car released by its expiry job would go on showing Reserved. So after a job
 * commits we also expire the tags through the server's incremental cache, the object revalidateTag
 * itself ends up calling (Next keeps it on globalThis once the server has served a request). Outside a
 * Next server (scripts, tests) there is no cache and nothing to do.
 */
import { revalidateTag } from 'next/cache'

import { vehicleRevalidationTags } from '../../../collections/Vehicles/hooks/revalidateVehicle'

type IncrementalCacheLike = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

export async function revalidateVehicleFromJob(vehicle: { id: number; tenant?: unknown }): Promise<boolean> {
  const tags = vehicleRevalidationTags(vehicle)
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    const cache = (globalThis as { __incrementalCache?: IncrementalCacheLike }).__incrementalCache
    if (!cache || typeof cache.revalidateTag !== 'function') return false
    // No durations: the entries expire now, as revalidateTag(tag, { expire: 0 }) would do.
    await cache.revalidateTag(tags)
    return true
  }
}
