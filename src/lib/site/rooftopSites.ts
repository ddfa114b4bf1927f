/**
 * The sites over a dealer's stock (a group's franchise sites: Tenants.stockSource), for the canonical
 * address of a group car (src/domain/groups/canonicalSite.ts) in its page, the sitemaps and the ad
 * feeds. Cached with the holder's pages: a change to such a site evicts its holder's tag too
 * (collections/Tenants/hooks).
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { tenantTag } from '@/domain/cache/tags'
import { canonicalSiteId, siteShowingCar } from '@/domain/groups/canonicalSite'
import { payloadClient, publicRead } from '../payload'
import { toSiteTenant, type SiteTenant } from './siteTenant'

const MAX_SITES = 200

type SiteAddress = Pick<SiteTenant, 'slug' | 'primaryDomain'>
/** The site holding a stock and the sites over it, lowest id first. */
export type GroupSites = { holder: SiteTenant | null; rooftopSites: SiteTenant[] }

/** Uncached (tests and scripts). */
export async function findGroupSites(payload: Payload, holderId: number): Promise<GroupSites> {
  const [found, holder] = await Promise.all([
    payload.find({ collection: 'tenants', where: { stockSource: { equals: holderId } }, sort: 'id', limit: MAX_SITES, depth: 0, pagination: false, ...publicRead }),
    payload.find({ collection: 'tenants', where: { id: { equals: holderId } }, limit: 1, depth: 0, pagination: false, ...publicRead }),
  ])
  const doc = holder.docs[0]
  return {
    holder: doc ? toSiteTenant(doc) : null,
    rooftopSites: found.docs.map(toSiteTenant).filter((s) => s.stockTenantId === holderId),
  }
}

export function getGroupSites(holderId: number): Promise<GroupSites> {
  // The key names the shape cached (v2: a site carries its `tags`), as getTenantByHost's does.
  return unstable_cache(async () => findGroupSites(await payloadClient(), holderId), ['group-sites:v2', String(holderId)], { tags: [tenantTag(holderId)] })()
}

/**
 * The origin of another site of the group as this request would reach it: its `{slug}.localhost`
 * when the request came to a development host, else its own domain; null when it has none.
 */
function otherSiteOrigin(target: SiteAddress, requestHost: string): string | null {
  const host = requestHost.toLowerCase()
  if (host.endsWith('.localhost')) return `http://${target.slug}.localhost${process.env.PORT && process.env.PORT !== '80' ? `:${process.env.PORT}` : ''}`
  return target.primaryDomain ? `https://${target.primaryDomain}` : null
}

/**
 * The origin of a car's canonical page as seen from `site`: `ownOrigin` outside a group, when the
 * canonical site is this one, or when it has no address to give.
 */
export function canonicalOrigin(site: Pick<SiteTenant, 'id' | 'stockTenantId'>, car: Parameters<typeof canonicalSiteId>[0], group: GroupSites, ownOrigin: string, requestHost: string): string {
  if (group.rooftopSites.length === 0) return ownOrigin
  const id = canonicalSiteId(car, site.stockTenantId, group.rooftopSites)
  if (id === site.id) return ownOrigin
  const target = id === site.stockTenantId ? group.holder : group.rooftopSites.find((s) => s.id === id)
  return (target && otherSiteOrigin(target, requestHost)) ?? ownOrigin
}

/**
 * The origin of another site of the group that shows a car `site` leaves out (its filter), for a
 * permanent redirect from this site's page for the car; null outside a group or when no other site of
 * the group shows it (the page is a 404 then).
 */
export function showingSiteOrigin(site: Pick<SiteTenant, 'id'>, car: Parameters<typeof siteShowingCar>[0], group: GroupSites, requestHost: string): string | null {
  if (group.rooftopSites.length === 0) return null
  const id = siteShowingCar(car, site.id, group.holder, group.rooftopSites)
  const target = id === null ? null : id === group.holder?.id ? group.holder : group.rooftopSites.find((s) => s.id === id)
  return target ? otherSiteOrigin(target, requestHost) : null
}
