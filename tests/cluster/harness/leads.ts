/**
 * Shoppers' leads sent through the cluster (POST /api/leads, as the site's forms send them), and what
 * became of them: stored in PostgreSQL (once per idempotency key), delivered by a worker to the SMTP
 * simulator (counted by the Message-ID each lead's email carries, src/lib/leads/delivery/channels.ts).
 */
import type pg from 'pg'

import { messageIdFor } from '@/lib/leads/delivery/channels'
import { DELIVER_LEAD_TASK } from '@/lib/leads/store'
import type { SmtpSimulator } from '../../simulators/smtp/server'
import { pollUntil, request } from './http'
import { UPSTREAM_HEADER } from './nginxConfig'

export type SentLead = {
  key: string
  /** 0 when the connection failed (no HTTP answer). */
  status: number
  /** The instance(s) nginx used, as `127.0.0.1:port[, 127.0.0.1:port]`; '' when answered without one. */
  upstream: string
  leadId: string | null
  startedAt: number
  answeredAt: number
}

let sent = 0
/** A distinct client address per call (10.77.x.y): leads from different shoppers, each its own rate-limit count. */
export const nextShopperIp = () => `10.77.${Math.floor(sent / 250) % 250}.${(sent++ % 250) + 1}`
let keys = 0
export const nextLeadKey = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++keys}`

/** The instance that finally answered (after any retry nginx made). */
export const answeredBy = (lead: Pick<SentLead, 'upstream'>) => lead.upstream.split(',').pop()!.trim()

export async function sendLead(baseUrl: string, host: string, { ip, key }: { ip: string; key: string }): Promise<SentLead> {
  const startedAt = Date.now()
  try {
    const res = await request(`${baseUrl}/api/leads`, {
      method: 'POST',
      host,
      // The test client plays the CDN in front of nginx: it names the shopper's address.
      headers: { 'x-forwarded-for': ip, 'user-agent': 'forecourt-cluster-test' },
      json: {
        form: 'enquiry',
        idempotency_key: key,
        fields: { name: 'Cluster', last_name: 'Shopper', email: 'cluster.shopper@example.com', phone: '0412 345 678', postcode: '2000', message: 'Call me', category: 'Sales' },
      },
    })
    const leadId = res.status >= 200 && res.status < 300 ? String((JSON.parse(res.text) as { lead_id: string }).lead_id) : null
    return { key, status: res.status, upstream: String(res.headers[UPSTREAM_HEADER] ?? ''), leadId, startedAt, answeredAt: Date.now() }
  } catch {
    return { key, status: 0, upstream: '', leadId: null, startedAt, answeredAt: Date.now() }
  }
}

/** How many emails for this lead reached the SMTP simulator. */
export const emailsFor = (smtp: SmtpSimulator, leadId: string) => smtp.messages.filter((m) => m.messageId === messageIdFor(leadId, 'email')).length

export type StoredLead = { key: string; leadId: string; id: number; status: string }

/** The leads stored under these idempotency keys (a key stored twice would show twice). */
export async function storedLeads(db: pg.Pool, keys: string[]): Promise<StoredLead[]> {
  const { rows } = await db.query<StoredLead>('SELECT idempotency_key AS key, public_id AS "leadId", id, status FROM leads WHERE idempotency_key = ANY($1)', [keys])
  return rows
}

/**
 * Waits until every one of these leads is delivered and no delivery job for any of them is left
 * unfinished: from then on nothing can send it again, so the emails counted are final.
 */
export async function waitUntilDelivered(db: pg.Pool, smtp: SmtpSimulator, leads: StoredLead[], timeoutMs: number): Promise<void> {
  const ids = leads.map((l) => l.id)
  await pollUntil(`${leads.length} lead(s) delivered, their jobs finished`, timeoutMs, async () => {
    const { rows } = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM leads WHERE id = ANY($1) GROUP BY status', [ids])
    const delivered = rows.find((r) => r.status === 'delivered')?.n ?? 0
    const open = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND (input->>'leadId')::int = ANY($2)`,
      [DELIVER_LEAD_TASK, ids],
    )
    const mailed = leads.every((l) => emailsFor(smtp, l.leadId) > 0)
    if (delivered === ids.length && open.rows[0]!.n === 0 && mailed) return true
    throw new Error(`statuses ${JSON.stringify(rows)}, ${open.rows[0]!.n} unfinished job(s), ${leads.filter((l) => emailsFor(smtp, l.leadId) > 0).length} mailed`)
  }, 250)
}
