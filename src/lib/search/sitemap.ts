/**
 * The cars a dealer's sitemap lists: exactly the ones its search shows (the same server-side filter:
 * shown on the site, in stock or coming soon or sold within the window, and the site's stock filter),
 * so a search engine is never sent to a car page the site answers with 404. Newest first, up to what
 * one sitemap file may hold beside the dealer's pages.
 */
import type { Pool } from 'pg'

import type { SearchTenant } from './response'
import { Params } from './sql'
import { tenantFilterSql } from './tenantFilter'

/** A sitemap file holds 50,000 addresses; the pages take the rest. */
const SITEMAP_MAX_CARS = 45_000

export async function sitemapVehiclePaths(pool: Pool, tenant: SearchTenant, now = Date.now()): Promise<string[]> {
  const params = new Params()
  const where = tenantFilterSql(tenant.id, tenant.settings, now, params, 'vehicles')
  const { rows } = await pool.query<{ path: string | null }>(
    `SELECT record->>'path' AS path FROM vehicle_search WHERE ${where} ORDER BY created_at_timestamp DESC, vehicle_id DESC LIMIT ${SITEMAP_MAX_CARS}`,
    params.values,
  )
  return rows.flatMap((r) => (r.path ? [r.path] : []))
}
