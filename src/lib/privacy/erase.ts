/**
 * Erasing a person (issue 39): every record findPersonRecords finds is de-identified or deleted as
 * src/domain/privacy/records.ts says, in one transaction, after the erasure ledger holds the hashes of
 * the person's identifiers (./ledger.ts) — a crash between the two leaves a ledger entry whose re-apply
 * does what the admin asked, never an erasure a restore could undo unnoticed.
 *
 * `reapplyErasures` is the same erasure found the other way round: the restored records whose emails
 * or numbers hash to a ledger entry's hashes.
 */
import { randomUUID } from 'node:crypto'

import type { Pool, PoolClient } from 'pg'

import type { PersonQuery } from '@/domain/privacy/identifiers'
import type { PersonRecord } from '@/domain/privacy/records'
import { findPersonRecords, type Queryable } from './find'
import { erasedAddress, hashesOf, identifierHash } from './hash'
import { appendLedger, ledgerDir, type LedgerEntry } from './ledger'
import { parsePersonQuery } from '@/domain/privacy/identifiers'

/** The ids of the records an erasure touches (watchlists and alerts follow their accounts). */
type Targets = { leads: number[]; reservations: number[]; customers: number[]; codes: number[]; unsubscribes: number[] }

const NOTE_ERASED = 'Erased at the shopper’s request.'

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

async function eraseTargets(db: Queryable, t: Targets): Promise<void> {
  await db.query(
    `UPDATE leads SET title = concat('Erased · ', category), contact_name = NULL, contact_last_name = NULL, contact_email = NULL, contact_phone = NULL,
            contact_postcode = NULL, defaults_message = NULL, fields = '{}'::jsonb, valuation = NULL, attribution_user_agent = NULL,
            attribution_referrer = NULL, attribution_gclid = NULL, auto_reply_delivery_to = NULL, updated_at = now()
      WHERE id = ANY($1::int[])`,
    [t.leads],
  )
  await db.query('UPDATE leads_notes SET text = $2 WHERE _parent_id = ANY($1::int[])', [t.leads, NOTE_ERASED])
  await db.query('UPDATE leads_delivery_attempts SET error = NULL WHERE _parent_id = ANY($1::int[])', [t.leads])
  await db.query(
    `UPDATE reservations SET contact_name = NULL, contact_last_name = NULL, contact_email = NULL, contact_phone = NULL, contact_postcode = NULL,
            customer_id = NULL, touches = NULL, updated_at = now()
      WHERE id = ANY($1::int[]) OR customer_id = ANY($2::int[])`,
    [t.reservations, t.customers],
  )
  await db.query('DELETE FROM watch_alerts WHERE customer_id = ANY($1::int[])', [t.customers])
  await db.query('DELETE FROM watchlist_items WHERE customer_id = ANY($1::int[])', [t.customers])
  await db.query('DELETE FROM customers WHERE id = ANY($1::int[])', [t.customers])
  await db.query('DELETE FROM sign_in_codes WHERE id = ANY($1::int[])', [t.codes])
  const { rows } = await db.query<{ id: number; address: string }>(`SELECT id, address FROM unsubscribes WHERE id = ANY($1::int[]) AND address NOT LIKE 'erased:%'`, [t.unsubscribes])
  for (const row of rows) {
    const parsed = parsePersonQuery(row.address)
    if (parsed.ok) await db.query('UPDATE unsubscribes SET address = $2, updated_at = now() WHERE id = $1', [row.id, erasedAddress(identifierHash(parsed.query))])
  }
}

/** Every email and number the records hold, hashed: what a restored copy of them is recognised by. */
async function hashesHeld(db: Queryable, t: Targets, query: PersonQuery): Promise<string[]> {
  const values: (string | null)[] = []
  const take = async (sql: string, ids: number[]) => {
    const { rows } = await db.query<{ a: string | null; b: string | null }>(sql, [ids])
    for (const row of rows) values.push(row.a, row.b)
  }
  await take('SELECT contact_email AS a, contact_phone AS b FROM leads WHERE id = ANY($1::int[])', t.leads)
  await take('SELECT contact_email AS a, contact_phone AS b FROM reservations WHERE id = ANY($1::int[])', t.reservations)
  await take('SELECT email AS a, phone AS b FROM customers WHERE id = ANY($1::int[])', t.customers)
  await take('SELECT phone AS a, NULL AS b FROM sign_in_codes WHERE id = ANY($1::int[])', t.codes)
  await take(`SELECT address AS a, NULL AS b FROM unsubscribes WHERE id = ANY($1::int[]) AND address NOT LIKE 'erased:%'`, t.unsubscribes)
  return [...new Set([identifierHash(query), ...hashesOf(values)])]
}

const targetsOf = (records: readonly PersonRecord[]): Targets => {
  const ids = (kind: PersonRecord['kind']) => records.filter((r) => r.kind === kind).map((r) => r.id)
  return { leads: ids('lead'), reservations: ids('reservation'), customers: ids('account'), codes: ids('sign-in-code'), unsubscribes: ids('unsubscribe') }
}

export type Erasure = { records: PersonRecord[]; hashes: string[]; ledgerId: string | null }

/** Erases what `query` finds within `tenantIds`. `expected`: the count the admin confirmed; a different count erases nothing. */
export async function erasePerson(pool: Pool, tenantIds: number[], query: PersonQuery, expected: number, dir = ledgerDir()): Promise<Erasure | { changed: number }> {
  return inTransaction(pool, async (client) => {
    const records = await findPersonRecords(client, tenantIds, query)
    // Something arrived (or went) since the admin looked: they confirm the new count first.
    if (records.length !== expected) return { changed: records.length }
    if (records.length === 0) return { records, hashes: [], ledgerId: null }
    const targets = targetsOf(records)
    const hashes = await hashesHeld(client, targets, query)
    const entry: LedgerEntry = { id: randomUUID(), at: new Date().toISOString(), tenantIds, searched: [identifierHash(query)], hashes }
    await appendLedger(entry, dir)
    await eraseTargets(client, targets)
    return { records, hashes, ledgerId: entry.id }
  })
}

/**
 * The restored records of the people a ledger entry erased, found as findPersonRecords found them:
 * leads and reservations by what was searched for, the account, its codes and unsubscribes by any
 * identifier the erased records held.
 */
async function targetsByHash(db: Queryable, entry: LedgerEntry): Promise<Targets> {
  const pick = async (sql: string, wanted: Set<string>) => {
    const { rows } = await db.query<{ id: number; a: string | null; b: string | null }>(sql, [entry.tenantIds])
    return rows.filter((r) => hashesOf([r.a, r.b]).some((h) => wanted.has(h))).map((r) => Number(r.id))
  }
  const searched = new Set(entry.searched)
  const held = new Set(entry.hashes)
  return {
    leads: await pick('SELECT id, contact_email AS a, contact_phone AS b FROM leads WHERE (tenant_id = ANY($1::int[]) OR site_id = ANY($1::int[])) AND (contact_email IS NOT NULL OR contact_phone IS NOT NULL)', searched),
    reservations: await pick('SELECT id, contact_email AS a, contact_phone AS b FROM reservations WHERE tenant_id = ANY($1::int[]) AND (contact_email IS NOT NULL OR contact_phone IS NOT NULL)', searched),
    customers: await pick('SELECT id, email AS a, phone AS b FROM customers WHERE tenant_id = ANY($1::int[])', held),
    codes: await pick('SELECT id, phone AS a, NULL AS b FROM sign_in_codes WHERE tenant_id = ANY($1::int[])', held),
    unsubscribes: await pick(`SELECT id, address AS a, NULL AS b FROM unsubscribes WHERE tenant_id = ANY($1::int[]) AND address NOT LIKE 'erased:%'`, held),
  }
}

/** Re-applies every ledger entry (after a restore); returns how many records each kind had to erase again. */
export async function reapplyErasures(pool: Pool, entries: readonly LedgerEntry[]): Promise<Record<keyof Targets, number>> {
  const total: Record<keyof Targets, number> = { leads: 0, reservations: 0, customers: 0, codes: 0, unsubscribes: 0 }
  for (const entry of entries) {
    await inTransaction(pool, async (client) => {
      const targets = await targetsByHash(client, entry)
      await eraseTargets(client, targets)
      for (const key of Object.keys(total) as (keyof Targets)[]) total[key] += targets[key].length
    })
  }
  return total
}
