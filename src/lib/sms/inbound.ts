/**
 * POST /api/sms/inbound: the SMS gateway's signed webhook for a shopper's reply (contract in ./index.ts).
 * A STOP (STOP ALL, UNSUBSCRIBE, CANCEL, END, QUIT; src/domain/unsubscribe/smsKeywords.ts) records an
 * unsubscribe from everything for that number at the dealer (collections/Unsubscribes, method
 * 'sms-stop'), so no further alert is texted or emailed to that shopper; START lifts it. Any other reply
 * is acknowledged and ignored.
 *
 * Which dealer: the one whose alert the reply answers (`inReplyTo`, our message id that the alert's row
 * recorded). A reply without it (a new message to the shared number) cannot say which dealer it means,
 * so it counts for every dealer where that number has signed in: an opt-out is never lost, and START
 * undoes it the same way.
 */
import type { Payload } from 'payload'

import { normaliseMobile } from '@/domain/accounts/phone'
import { parseSmsKeyword } from '@/domain/unsubscribe/smsKeywords'
import { poolOf } from '../search/db'
import { resubscribe, unsubscribe } from '../unsubscribe/store'
import { SMS_SIGNATURE_HEADER, verifySmsWebhook } from './webhook'
import { answer } from '../api/answer'

const MAX_BODY_BYTES = 16 * 1024


export type SmsInboundDeps = { payload: () => Promise<Payload>; secret?: string }

/** The dealers a reply from `phone` speaks to (see the top of this file). */
async function dealersForReply(payload: Payload, phone: string, inReplyTo: string | null): Promise<number[]> {
  const pool = poolOf(payload)
  if (inReplyTo) {
    const { rows } = await pool.query<{ tenant_id: number }>(
      `SELECT wa.tenant_id FROM watch_alerts wa JOIN customers c ON c.id = wa.customer_id
        WHERE wa.channel = 'sms' AND wa.reference = $1 AND c.phone = $2 AND wa.tenant_id IS NOT NULL LIMIT 1`,
      [inReplyTo, phone],
    )
    if (rows[0]) return [Number(rows[0].tenant_id)]
  }
  const { rows } = await pool.query<{ tenant_id: number }>('SELECT DISTINCT tenant_id FROM customers WHERE phone = $1 AND tenant_id IS NOT NULL ORDER BY tenant_id', [phone])
  return rows.map((r) => Number(r.tenant_id))
}

export async function handleSmsInbound(request: Request, deps: SmsInboundDeps): Promise<Response> {
  const secret = deps.secret ?? process.env.SMS_WEBHOOK_SECRET
  if (!secret) return answer(404, { message: 'SMS webhooks are not configured.' })
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return answer(400, { message: 'The body is too large.' })
  const check = verifySmsWebhook(raw, request.headers.get(SMS_SIGNATURE_HEADER), secret)
  if (!check.ok) return answer(400, { message: check.message })
  let message: { from?: unknown; body?: unknown; inReplyTo?: unknown }
  try {
    message = JSON.parse(raw) as typeof message
  } catch {
    return answer(400, { message: 'The body must be JSON.' })
  }
  if (!message || typeof message !== 'object') return answer(400, { message: 'The body must be a JSON object.' })
  const from = normaliseMobile(message.from)
  // A reply from a number that is not an Australian mobile cannot be one of our shoppers: acknowledged, nothing to do.
  if (!from.ok) return answer(200, { received: true, action: 'none', dealers: 0 })
  const action = parseSmsKeyword(message.body)
  if (!action) return answer(200, { received: true, action: 'none', dealers: 0 })

  const payload = await deps.payload()
  const dealers = await dealersForReply(payload, from.phone, typeof message.inReplyTo === 'string' && message.inReplyTo ? message.inReplyTo : null)
  for (const tenant of dealers) {
    if (action === 'stop') await unsubscribe(payload, { tenant, channel: 'sms', address: from.phone, list: 'all', method: 'sms-stop' })
    else await resubscribe(payload, { tenant, channel: 'sms', address: from.phone })
  }
  return answer(200, { received: true, action, dealers: dealers.length })
}
