/**
 * The rooftops a site presents: its stock tenant's dealerships and locations, narrowed to the site's
 * own dealerships when it has some (a group's franchise site). A single dealer's site and a group site
 * present all of their own. Locations, dealership lists, forms offering a dealership and
 * /locations/{slug} read through this, with the ids of the site's resolved tenant record, so no
 * request can widen them.
 */
import type { Where } from 'payload'

import type { SiteTenant } from '../site/siteTenant'

export type SiteRooftops = { tenantId: number; dealershipIds: readonly number[] }

export const siteRooftops = (tenant: Pick<SiteTenant, 'stockTenantId' | 'settings'>): SiteRooftops => ({
  tenantId: tenant.stockTenantId,
  dealershipIds: tenant.settings.stockDealershipIds,
})

/** A cache key part that differs whenever the scope does. */
export const rooftopsKey = (r: SiteRooftops): string => `${r.tenantId}:${r.dealershipIds.join(',')}`

/** The site's dealerships (also to be ANDed with visibility and the like). */
export function dealershipsWhere(r: SiteRooftops): Where {
  const parts: Where[] = [{ tenant: { equals: r.tenantId } }]
  if (r.dealershipIds.length > 0) parts.push({ id: { in: [...r.dealershipIds] } })
  return { and: parts }
}

/** The site's locations: those of its dealerships when it is limited to some. */
export function locationsWhere(r: SiteRooftops): Where {
  const parts: Where[] = [{ tenant: { equals: r.tenantId } }]
  if (r.dealershipIds.length > 0) parts.push({ dealership: { in: [...r.dealershipIds] } })
  return { and: parts }
}
