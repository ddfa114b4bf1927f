/**
 * Keeps each dealer's in-memory index coherent with PostgreSQL, across any number of web instances.
 *
 * Every write to vehicle_search bumps the dealer's row in `search_versions` and logs the changed car
 * ids under that version (statement triggers, migration 20261125_160000_search_versions). Because the
 * bump takes the dealer's row lock until commit, versions commit in order: an instance that has read
 * version V and applies the log up to V has every change up to V. Before answering, an instance reads
 * the dealer's version (one indexed row) and applies whatever it lacks, so a car changed through any
 * instance, a job or a feed run shows in the very next search everywhere.
 */
import type { Pool } from 'pg'

import { SELECT_COLUMNS, TenantIndex, type Row } from './tenantIndex'

type Entry = { index: TenantIndex | null; busy: Promise<TenantIndex> | null }
const entries = new Map<number, Entry>()

/** Above this share of changed cars, reloading the dealer is cheaper than applying the log. */
const RELOAD_SHARE = 0.2
/** Log rows older than this are pruned; an instance further behind reloads the dealer whole. */
const LOG_RETENTION = "interval '1 day'"
const PRUNE_EVERY_MS = 60 * 60 * 1000
const lastPrune = new Map<number, number>()

const SELECT = `SELECT ${SELECT_COLUMNS.join(', ')} FROM vehicle_search`

async function currentVersion(pool: Pool, tenantId: number): Promise<{ version: number; floor: number }> {
  const { rows } = await pool.query<{ version: string; floor_version: string }>(
    'SELECT version, floor_version FROM search_versions WHERE tenant_id = $1',
    [tenantId],
  )
  return rows[0] ? { version: Number(rows[0].version), floor: Number(rows[0].floor_version) } : { version: 0, floor: 0 }
}

async function load(pool: Pool, tenantId: number, version: number): Promise<TenantIndex> {
  const index = new TenantIndex(tenantId)
  const { rows } = await pool.query<Row>({ text: `${SELECT} WHERE tenant_id = $1`, values: [tenantId], rowMode: 'array' })
  for (const row of rows) index.upsert(row)
  index.version = version
  return index
}

async function applyLog(pool: Pool, index: TenantIndex, to: number): Promise<boolean> {
  const { rows } = await pool.query<{ vehicle_id: number }>(
    'SELECT DISTINCT vehicle_id FROM vehicle_search_log WHERE tenant_id = $1 AND version > $2 AND version <= $3',
    [index.tenantId, index.version, to],
  )
  if (rows.length > Math.max(1000, index.slotOf.size * RELOAD_SHARE)) return false
  const ids = rows.map((r) => r.vehicle_id)
  const current = await pool.query<Row>({ text: `${SELECT} WHERE vehicle_id = ANY($1::int[])`, values: [ids], rowMode: 'array' })
  const seen = new Set<number>()
  for (const row of current.rows) {
    const id = Number(row[0])
    seen.add(id)
    // A car may have moved to another dealer since: then it leaves this one.
    if (Number(row[1]) === index.tenantId) index.upsert(row)
    else index.remove(id)
  }
  for (const id of ids) if (!seen.has(id)) index.remove(id)
  index.version = to
  return true
}

async function prune(pool: Pool, tenantId: number): Promise<void> {
  const now = Date.now()
  if (now - (lastPrune.get(tenantId) ?? 0) < PRUNE_EVERY_MS) return
  lastPrune.set(tenantId, now)
  await pool.query(
    `WITH gone AS (DELETE FROM vehicle_search_log WHERE tenant_id = $1 AND logged_at < now() - ${LOG_RETENTION} RETURNING version)
     UPDATE search_versions SET floor_version = greatest(floor_version, (SELECT max(version) FROM gone))
     WHERE tenant_id = $1 AND EXISTS (SELECT 1 FROM gone)`,
    [tenantId],
  )
}

async function refresh(pool: Pool, tenantId: number, entry: Entry): Promise<TenantIndex> {
  const { version, floor } = await currentVersion(pool, tenantId)
  const index = entry.index
  if (index && index.version === version) return index
  if (index && index.version >= floor && index.version < version && (await applyLog(pool, index, version))) {
    void prune(pool, tenantId).catch(() => undefined)
    return index
  }
  const fresh = await load(pool, tenantId, version)
  entry.index = fresh
  return fresh
}

/**
 * The dealer's index, up to date with every committed change. Concurrent callers share one refresh;
 * the version check itself is one primary-key read.
 */
export async function tenantIndex(pool: Pool, tenantId: number): Promise<TenantIndex> {
  let entry = entries.get(tenantId)
  if (!entry) entries.set(tenantId, (entry = { index: null, busy: null }))
  while (entry.busy) await entry.busy.catch(() => undefined)
  const run = refresh(pool, tenantId, entry)
  entry.busy = run
  try {
    return await run
  } finally {
    if (entry.busy === run) entry.busy = null
  }
}

