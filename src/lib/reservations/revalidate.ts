/**
 * Evicting a vehicle's cached pages when a job (expiry, the sweep) changes it
 * (src/lib/cache/revalidateFromJob.ts does it for any job).
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
import { vehicleRevalidationTags } from '@/domain/cache/tags'
import { revalidateTagsFromJob } from '../cache/revalidateFromJob'

export async function revalidateVehicleFromJob(vehicle: { id: number; tenant?: unknown }): Promise<boolean> {
  return revalidateTagsFromJob(vehicleRevalidationTags(vehicle))
}
