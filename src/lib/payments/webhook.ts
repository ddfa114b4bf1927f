/**
 * The payment service's webhook signature (contract in ./types.ts): `Payments-Signature:
 * t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`. The simulator signs with signWebhook;
 * our endpoint checks with verifyWebhook, in constant time, refusing stale or future timestamps.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'payments-signature'
const WEBHOOK_TOLERANCE_SECONDS = 300

const hmac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')

export function signWebhook(body: string, secret: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000)
  return `t=${t},v1=${hmac(secret, t, body)}`
}

export type WebhookCheck = { ok: true } | { ok: false; message: string }

export function verifyWebhook(body: string, header: string | null | undefined, secret: string, nowMs = Date.now()): WebhookCheck {
  if (!header) return { ok: false, message: 'The Payments-Signature header is missing.' }
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=')
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()]
    }),
  )
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1) return { ok: false, message: 'The Payments-Signature header is malformed.' }
  if (Math.abs(nowMs / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, message: 'The webhook is too old (or from the future).' }
  const expected = Buffer.from(hmac(secret, t, body), 'utf8')
  const given = Buffer.from(String(parts.v1), 'utf8')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, message: 'The webhook signature does not match.' }
  return { ok: true }
}
