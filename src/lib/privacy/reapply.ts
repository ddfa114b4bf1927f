/**
 * After a restore (issue 39): every erasure in the ledger is applied again to the restored database,
 * and the privacy log of each dealer it touched says so. `npm run restore` runs it last; so can
 * `npm run privacy:reapply` (for a database restored by other means, e.g. a provider's snapshot).
 */
import pg from 'pg'

import { reapplyErasures } from './erase'
import { readLedger } from './ledger'

export async function reapplyLedger(databaseUrl: string, say: (line: string) => void = () => {}): Promise<{ entries: number; records: number }> {
  const entries = await readLedger()
  if (entries.length === 0) {
    say('No erasures in the ledger: nothing to re-apply.')
    return { entries: 0, records: 0 }
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  try {
    const totals = await reapplyErasures(pool, entries)
    const records = Object.values(totals).reduce((a, b) => a + b, 0)
    const tenants = [...new Set(entries.flatMap((e) => e.tenantIds))]
    if (records > 0) {
      await pool.query(
        `INSERT INTO privacy_log (tenant_id, action, user_email, on_behalf, count, records, updated_at, created_at)
         SELECT t.id, 're-applied', 'system', false, $2, $3::jsonb, now(), now() FROM tenants t WHERE t.id = ANY($1::int[])`,
        [tenants, records, JSON.stringify(totals)],
      )
    }
    say(`Re-applied ${entries.length} erasure(s) from the ledger: ${records} record(s) erased again (${Object.entries(totals).map(([k, n]) => `${k} ${n}`).join(', ')}).`)
    return { entries: entries.length, records }
  } finally {
    await pool.end()
  }
}
