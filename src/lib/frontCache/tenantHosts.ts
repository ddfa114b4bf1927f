/**
 * Each dealer's hosts, for the front cache's scoped purge: its domains and `{slug}.localhost` where
 * local dealer hosts are on (tenants/host.ts), plus the hosts of the sites that show its stock; and
 * the other way round, the site a host serves, for the request log (src/lib/log/requestLog.ts). Read
 * from PostgreSQL at start and every minute; until the first read (or without a database) every
 * purge empties everything.
 */
import pg from 'pg'

import { localhostTenantsEnabled } from '@tenants/host'

import { logger } from '../log/logger'

const REFRESH_MS = 60_000

export type TenantHosts = {
  hostsOf: (tenantId: string) => readonly string[] | undefined
  siteOf: (host: string) => string | undefined
}

export function tenantHostsMap(databaseUrl: string | undefined): TenantHosts {
  let map = new Map<string, string[]>()
  let sites = new Map<string, string>()
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 5_000 })
    pool.on('error', () => undefined)
    const load = async () => {
      const { rows } = await pool.query<{ id: number; slug: string; source: number | null; domains: string[] | null }>(
        `SELECT t.id, t.slug, t.stock_source_id AS source, array_remove(array_agg(lower(d.domain)), NULL) AS domains
           FROM tenants t LEFT JOIN tenants_domains d ON d._parent_id = t.id GROUP BY t.id, t.slug, t.stock_source_id`,
      )
      const next = new Map<string, string[]>()
      for (const r of rows) next.set(String(r.id), [...(r.domains ?? []), ...(localhostTenantsEnabled() ? [`${r.slug}.localhost`] : [])])
      // A group's stock, locations and dealerships show on the sites over it (Tenants.stockSource) too,
      // so a change the group's tags name purges those sites' pages as well as its own.
      const covered = new Map<string, string[]>([...next].map(([id, hosts]) => [id, [...hosts]]))
      for (const r of rows) if (r.source !== null) covered.get(String(r.source))?.push(...(next.get(String(r.id)) ?? []))
      map = covered
      sites = new Map(rows.flatMap((r) => [...(r.domains ?? []), `${r.slug}.localhost`].map((host) => [host, r.slug] as const)))
    }
    const tick = () => void load().catch((error) => logger().warn({ err: error }, 'Could not read the dealers’ hosts (front cache purges, request log)'))
    tick()
    setInterval(tick, REFRESH_MS).unref()
  }
  return { hostsOf: (tenantId) => map.get(tenantId), siteOf: (host) => sites.get(host) }
}
