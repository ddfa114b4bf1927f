/**
 * Each dealer's hosts, for the front cache's scoped purge: its domains, and `{slug}.localhost` where
 * local dealer hosts are on (tenants/host.ts). Read from PostgreSQL at start and every minute; until
 * the first read (or without a database) every purge empties everything.
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
      const { rows } = await pool.query<{ id: number; slug: string; domains: string[] | null }>(
        `SELECT t.id, t.slug, array_remove(array_agg(lower(d.domain)), NULL) AS domains
           FROM tenants t LEFT JOIN tenants_domains d ON d._parent_id = t.id GROUP BY t.id, t.slug`,
      )
      const next = new Map<string, string[]>()
      for (const r of rows) next.set(String(r.id), [...(r.domains ?? []), ...(localhostTenantsEnabled() ? [`${r.slug}.localhost`] : [])])
      map = next
    }
    const tick = () => void load().catch((error) => console.warn('front cache: could not read the dealers’ hosts', error.message))
    tick()
    setInterval(tick, REFRESH_MS).unref()
  }
  return { hostsOf: (tenantId) => map.get(tenantId) }
}
