/**
 * The cars a dealer's sitemap lists: exactly the ones its search shows (the same server-side filter:
 * shown on the site, in stock or coming soon or sold within the window, and the site's stock filter),
 * so a search engine is never sent to a car page the site answers with 404. In a dealer group, only
 * those whose canonical page is on this site (src/domain/groups/canonicalSite.ts): one address per
 * car across the group's sitemaps. Newest first, up to what one sitemap file may hold beside the
 * dealer's pages.
 */
import type { Pool } from 'pg'

import { canonicalSiteId, type StockSite } from '@/domain/groups/canonicalSite'
import type { SearchTenant } from './response'
import { Params } from './sql'
import { tenantFilterSql } from './tenantFilter'

/** A sitemap file holds 50,000 addresses; the pages take the rest. */
const SITEMAP_MAX_CARS = 45_000

/** The site asking, and the group's rooftop sites that may hold a car's canonical page (none outside a group). */
export type SitemapSite = { siteId: number; rooftopSites: readonly StockSite[] }

export async function sitemapVehiclePaths(pool: Pool, tenant: SearchTenant, now = Date.now(), site?: SitemapSite): Promise<string[]> {
  const params = new Params()
  const where = tenantFilterSql(tenant.id, tenant.settings, now, params, 'vehicles')
  const { rows } = await pool.query<{ path: string | null; dealership_id: number | null; car_type: string; status: string; certified: boolean; make: string | null }>(
    `SELECT record->>'path' AS path, dealership_id, car_type, status, certified, make FROM vehicle_search WHERE ${where} ORDER BY created_at_timestamp DESC, vehicle_id DESC LIMIT ${SITEMAP_MAX_CARS}`,
    params.values,
  )
  const ours = site && site.rooftopSites.length > 0 ? rows.filter((r) => canonicalSiteId(r, tenant.id, site.rooftopSites) === site.siteId) : rows
  return ours.flatMap((r) => (r.path ? [r.path] : []))
}
