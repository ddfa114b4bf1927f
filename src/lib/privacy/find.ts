/**
 * Finds every record holding a person's data within a dealer's reach (issue 39): leads, reservations,
 * shopper accounts with their saved cars and alerts, sign-in codes, unsubscribes, and the analytics
 * events of their leads. Numbers are matched on their digits (src/domain/privacy/identifiers.ts),
 * since every form stored them as typed; emails in any case.
 *
 * Leads and reservations are found by what the dealer searched for. The person's account is also found
 * by the email or number on those (it is keyed by the mobile they signed in with), and their sign-in
 * codes and unsubscribes by the account's and the leads' identifiers too; but another lead is never
 * pulled in by a number it shares with this person's lead (a family's shared phone is two people).
 * Every query is limited to `tenantIds`, the dealers the admin may act for (a lead also by the site it
 * came from).
 */
import type { Pool, PoolClient } from 'pg'

import { normaliseEmail, phoneDigitForms, type PersonQuery } from '@/domain/privacy/identifiers'
import type { PersonRecord, RecordKind } from '@/domain/privacy/records'

export type Queryable = Pick<Pool | PoolClient, 'query'>

type Identifiers = { emails: string[]; digits: string[] }

const toIso = (v: Date | string) => new Date(v).toISOString()
const phoneDigits = (column: string) => `regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`
/** The person's emails and numbers, as $2 and $3 of each query. */
const matches = (emailColumn: string, phoneColumn: string) => `(lower(trim(${emailColumn})) = ANY($2::text[]) OR ${phoneDigits(phoneColumn)} = ANY($3::text[]))`

function identifiersOf(query: PersonQuery): Identifiers {
  return query.kind === 'email' ? { emails: [query.email], digits: [] } : { emails: [], digits: query.digits }
}

function withIdentifiersOf(ids: Identifiers, rows: readonly { email: string | null; phone: string | null }[]): Identifiers {
  const e = new Set(ids.emails)
  const d = new Set(ids.digits)
  for (const { email } of rows) if (email?.includes('@')) e.add(normaliseEmail(email))
  for (const { phone } of rows) for (const digits of (phone && phoneDigitForms(phone)?.digits) || []) d.add(digits)
  return { emails: [...e], digits: [...d] }
}

type Row = { id: number; tenant_id: number | null; created_at: Date; email: string | null; phone: string | null; summary: string | null }

export async function findPersonRecords(db: Queryable, tenantIds: number[], query: PersonQuery): Promise<PersonRecord[]> {
  if (tenantIds.length === 0) return []
  const given = identifiersOf(query)
  const leads = await db.query<Row & { public_id: string }>(
    `SELECT id, tenant_id, created_at, contact_email AS email, contact_phone AS phone, public_id, concat_ws(' · ', reference, category, nullif(concat_ws(' ', defaults_vehicle_make, defaults_vehicle_model), '')) AS summary
       FROM leads WHERE (tenant_id = ANY($1::int[]) OR site_id = ANY($1::int[])) AND ${matches('contact_email', 'contact_phone')} ORDER BY created_at`,
    [tenantIds, given.emails, given.digits],
  )
  const contacted = await db.query<Row>(
    `SELECT id, tenant_id, created_at, contact_email AS email, contact_phone AS phone FROM reservations WHERE tenant_id = ANY($1::int[]) AND ${matches('contact_email', 'contact_phone')}`,
    [tenantIds, given.emails, given.digits],
  )
  // Their account is keyed by the mobile they signed in with: the one on their leads finds it too.
  const known = withIdentifiersOf(given, [...leads.rows, ...contacted.rows])
  const customers = await db.query<Row>(
    `SELECT id, tenant_id, created_at, email, phone, concat('Signed in last ', to_char(last_sign_in_at, 'YYYY-MM-DD')) AS summary
       FROM customers WHERE tenant_id = ANY($1::int[]) AND ${matches('email', 'phone')} ORDER BY created_at`,
    [tenantIds, known.emails, known.digits],
  )
  const customerIds = customers.rows.map((c) => c.id)
  const all = withIdentifiersOf(known, customers.rows)
  const [reservations, watchlist, alerts, codes, unsubscribes, events] = await Promise.all([
    db.query<Row>(
      `SELECT id, tenant_id, created_at, concat_ws(' · ', reference, status) AS summary
         FROM reservations WHERE tenant_id = ANY($1::int[]) AND (id = ANY($2::int[]) OR customer_id = ANY($3::int[])) ORDER BY created_at`,
      [tenantIds, contacted.rows.map((r) => r.id), customerIds],
    ),
    db.query<Row>(`SELECT w.id, w.tenant_id, w.created_at, concat_ws(' ', v.year, v.make, v.model) AS summary FROM watchlist_items w LEFT JOIN vehicles v ON v.id = w.vehicle_id WHERE w.customer_id = ANY($1::int[]) ORDER BY w.created_at`, [customerIds]),
    db.query<Row>(`SELECT id, tenant_id, created_at, concat_ws(' · ', kind, state) AS summary FROM watch_alerts WHERE customer_id = ANY($1::int[]) ORDER BY created_at`, [customerIds]),
    db.query<Row>(`SELECT id, tenant_id, created_at, CASE WHEN consumed_at IS NULL THEN 'Not used' ELSE 'Used' END AS summary FROM sign_in_codes WHERE tenant_id = ANY($1::int[]) AND ${phoneDigits('phone')} = ANY($2::text[]) ORDER BY created_at`, [tenantIds, all.digits]),
    db.query<Row>(
      `SELECT id, tenant_id, created_at, concat_ws(' · ', channel, list, method) AS summary FROM unsubscribes
        WHERE tenant_id = ANY($1::int[]) AND ((channel = 'email' AND lower(address) = ANY($2::text[])) OR (channel = 'sms' AND ${phoneDigits('address')} = ANY($3::text[]))) ORDER BY created_at`,
      [tenantIds, all.emails, all.digits],
    ),
    db.query<Row>(`SELECT id, tenant_id, created_at, concat_ws(' · ', name, path) AS summary FROM analytics_events WHERE tenant_id = ANY($1::int[]) AND lead_id = ANY($2::text[]) ORDER BY created_at`, [tenantIds, leads.rows.map((l) => l.public_id)]),
  ])
  const as = (kind: RecordKind, rows: Row[]): PersonRecord[] => rows.map((r) => ({ kind, id: Number(r.id), tenantId: r.tenant_id === null ? null : Number(r.tenant_id), at: toIso(r.created_at), summary: r.summary ?? '' }))
  return [
    ...as('lead', leads.rows),
    ...as('reservation', reservations.rows),
    ...as('account', customers.rows),
    ...as('watchlist', watchlist.rows),
    ...as('alert', alerts.rows),
    ...as('sign-in-code', codes.rows),
    ...as('unsubscribe', unsubscribes.rows),
    ...as('event', events.rows),
  ]
}
