/**
 * Cached, tenant-scoped reads of a dealer's locations and their special hours (tag `tenant:{id}`, so a
 * location or special-hours change evicts them through the collections' hooks). Every query filters
 * by the tenant id itself and runs with access enforced (publicRead), and the mapping drops anything
 * of another tenant again: one dealer can never read another's locations.
 */
import { unstable_cache } from 'next/cache'

import { tenantTag } from '@/domain/cache/tags'
import { toLocationViews, type LocationView, type SpecialHoursDoc } from '@/domain/presence/locationView'
import { locationsWhere, rooftopsKey, siteRooftops } from '../dealerships/siteRooftops'
import { payloadClient, publicRead } from '../payload'
import type { SiteTenant } from './siteTenant'

export type { LocationView } from '@/domain/presence/locationView'

/** More than any dealer group has; the page lists them all. */
const MAX_LOCATIONS = 200
const MAX_SPECIAL_HOURS = 2000

/**
 * The site's visible locations (primary first, then by name), each with its special hours: its own
 * dealer's, or for a site over a group's stock the group's locations of the site's dealerships.
 */
export function getTenantLocations(tenant: Pick<SiteTenant, 'stockTenantId' | 'settings'>): Promise<LocationView[]> {
  const rooftops = siteRooftops(tenant)
  const tenantId = rooftops.tenantId
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const [locations, special] = await Promise.all([
        payload.find({
          collection: 'locations',
          where: { and: [locationsWhere(rooftops), { visible: { not_equals: false } }] },
          sort: ['-primary', 'name'],
          limit: MAX_LOCATIONS,
          pagination: false,
          // Depth 1 populates the image; the mapping keeps only what the pages show.
          depth: 1,
          ...publicRead,
        }),
        payload.find({
          collection: 'special-hours',
          where: { tenant: { equals: tenantId } },
          sort: 'date',
          limit: MAX_SPECIAL_HOURS,
          pagination: false,
          depth: 0,
          ...publicRead,
        }),
      ])
      return toLocationViews(tenantId, locations.docs, special.docs as (SpecialHoursDoc & { tenant?: unknown })[])
    },
    ['locations', rooftopsKey(rooftops)],
    { tags: [tenantTag(tenantId)] },
  )()
}
