/**
 * The suppression records (collections/Unsubscribes), read and written in SQL so that an unsubscribe
 * is one atomic upsert on the unique (dealer, channel, address, list) index, however many times a mail
 * program or a shopper repeats it:
 * - unsubscribe: records (or re-activates) the row; a repeat keeps the first "when" and "how";
 * - resubscribe: an SMS START sets resubscribedAt on the number's rows at that dealer;
 * - findSuppression: what a sender checks right before sending: is any of these addresses
 *   unsubscribed from this list (or from everything) at this dealer?
 */
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { poolOf } from '../search/db'
import { normaliseAddress, type UnsubscribeChannel, type UnsubscribeList } from './token'
import { parsePersonQuery } from '@/domain/privacy/identifiers'
import { erasedAddress, identifierHash } from '../privacy/hash'

export type UnsubscribeMethod = 'link' | 'one-click' | 'sms-stop'
export type Suppression = { id: number; channel: UnsubscribeChannel; address: string; list: UnsubscribeList; method: UnsubscribeMethod; unsubscribedAt: string }

type Queryable = Pick<Pool | PoolClient, 'query'>
const dbOf = (db: Payload | Queryable): Queryable => ('db' in db && 'collections' in db ? poolOf(db as Payload) : (db as Queryable))

type Row = { id: number; channel: UnsubscribeChannel; address: string; list: UnsubscribeList; method: UnsubscribeMethod; unsubscribed_at: Date | string }
const toSuppression = (r: Row): Suppression => ({
  id: Number(r.id),
  channel: r.channel,
  address: r.address,
  list: r.list,
  method: r.method,
  unsubscribedAt: new Date(r.unsubscribed_at).toISOString(),
})

export async function unsubscribe(
  db: Payload | Queryable,
  target: { tenant: number; channel: UnsubscribeChannel; address: string; list: UnsubscribeList; method: UnsubscribeMethod },
): Promise<Suppression> {
  const address = normaliseAddress(target.channel, target.address)
  const { rows } = await dbOf(db).query<Row>(
    `INSERT INTO unsubscribes (tenant_id, channel, address, list, method, unsubscribed_at, resubscribed_at, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, now(), NULL, now(), now())
     ON CONFLICT (tenant_id, channel, address, list) DO UPDATE SET
       method = CASE WHEN unsubscribes.resubscribed_at IS NULL THEN unsubscribes.method ELSE EXCLUDED.method END,
       unsubscribed_at = CASE WHEN unsubscribes.resubscribed_at IS NULL THEN unsubscribes.unsubscribed_at ELSE now() END,
       resubscribed_at = NULL,
       updated_at = now()
     RETURNING id, channel, address, list, method, unsubscribed_at`,
    [target.tenant, target.channel, address, target.list, target.method],
  )
  return toSuppression(rows[0]!)
}

/** An SMS START: the number's unsubscribes at this dealer stop nothing from now on. Returns how many rows changed. */
export async function resubscribe(db: Payload | Queryable, target: { tenant: number; channel: UnsubscribeChannel; address: string }): Promise<number> {
  const { rowCount } = await dbOf(db).query(
    'UPDATE unsubscribes SET resubscribed_at = now(), updated_at = now() WHERE tenant_id = $1 AND channel = $2 AND address = $3 AND resubscribed_at IS NULL',
    [target.tenant, target.channel, normaliseAddress(target.channel, target.address)],
  )
  return rowCount ?? 0
}

/**
 * The unsubscribe that stops a message of `list` to any of `addresses` at this dealer, or null. An
 * unsubscribe from 'all' stops every list.
 */
export async function findSuppression(
  db: Payload | Queryable,
  tenant: number,
  list: Exclude<UnsubscribeList, 'all'> | 'all',
  addresses: readonly { channel: UnsubscribeChannel; address: string | null | undefined }[],
): Promise<Suppression | null> {
  const wanted = addresses.filter((a): a is { channel: UnsubscribeChannel; address: string } => Boolean(a.address?.trim()))
  if (wanted.length === 0) return null
  // An erased person's unsubscribe keeps only the hash of their address (src/lib/privacy/erase.ts): it still stops them.
  const forms = wanted.flatMap((a) => {
    const address = normaliseAddress(a.channel, a.address)
    const parsed = parsePersonQuery(address)
    return [{ channel: a.channel, address }, ...(parsed.ok ? [{ channel: a.channel, address: erasedAddress(identifierHash(parsed.query)) }] : [])]
  })
  const channels = forms.map((a) => a.channel)
  const values = forms.map((a) => a.address)
  const { rows } = await dbOf(db).query<Row>(
    `SELECT u.id, u.channel, u.address, u.list, u.method, u.unsubscribed_at
       FROM unsubscribes u
       JOIN unnest($2::text[], $3::text[]) AS w(channel, address) ON u.channel::text = w.channel AND u.address = w.address
      WHERE u.tenant_id = $1 AND u.resubscribed_at IS NULL AND u.list::text = ANY($4::text[])
      ORDER BY u.unsubscribed_at
      LIMIT 1`,
    [tenant, channels, values, list === 'all' ? ['all'] : [list, 'all']],
  )
  return rows[0] ? toSuppression(rows[0]) : null
}

/** The words a sender records when it skips a message. */
export const suppressionNote = (s: Suppression) =>
  `Not sent: ${s.address} unsubscribed from ${s.list === 'all' ? 'all messages' : s.list} (${s.method === 'sms-stop' ? 'SMS STOP' : s.method === 'one-click' ? 'one-click' : 'unsubscribe page'}, ${s.unsubscribedAt}).`
