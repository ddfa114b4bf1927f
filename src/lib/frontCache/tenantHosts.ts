/**
 * Each dealer's hosts, for the front cache's scoped purge: its domains and `{slug}.localhost` where
 * local dealer hosts are on (tenants/host.ts), plus the hosts of the sites that show its stock. Read
 * from PostgreSQL at start and every minute; until the first read (or without a database) every
 * purge empties everything.
 */
import pg from 'pg'

import { localhostTenantsEnabled } from '@tenants/host'

const REFRESH_MS = 60_000

export function tenantHostsMap(databaseUrl: string | undefined): { hostsOf: (tenantId: string) => readonly string[] | undefined } {
  let map = new Map<string, string[]>()
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
    }
    const tick = () => void load().catch((error) => console.warn('front cache: could not read the dealers’ hosts', error.message))
    tick()
    setInterval(tick, REFRESH_MS).unref()
  }
  return { hostsOf: (tenantId) => map.get(tenantId) }
}
