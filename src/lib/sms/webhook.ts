/**
 * The SMS gateway's signed webhook (inbound replies, contract in ./index.ts), signed as the payment
 * service signs its own (src/lib/payments/webhook.ts): `Sms-Signature: t={unix seconds},v1={hex
 * HMAC-SHA256 of "{t}.{raw body}"}` with SMS_WEBHOOK_SECRET. The simulator signs with signSmsWebhook;
 * the endpoint checks with verifySmsWebhook, in constant time, refusing stale or future timestamps.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SMS_SIGNATURE_HEADER = 'sms-signature'
const SMS_WEBHOOK_TOLERANCE_SECONDS = 300

const hmac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')

export function signSmsWebhook(body: string, secret: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000)
  return `t=${t},v1=${hmac(secret, t, body)}`
}

export type SmsWebhookCheck = { ok: true } | { ok: false; message: string }

export function verifySmsWebhook(body: string, header: string | null | undefined, secret: string, nowMs = Date.now()): SmsWebhookCheck {
  if (!header) return { ok: false, message: 'The Sms-Signature header is missing.' }
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=')
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()]
    }),
  )
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1) return { ok: false, message: 'The Sms-Signature header is malformed.' }
  if (Math.abs(nowMs / 1000 - t) > SMS_WEBHOOK_TOLERANCE_SECONDS) return { ok: false, message: 'The webhook is too old (or from the future).' }
  const expected = Buffer.from(hmac(secret, t, body), 'utf8')
  const given = Buffer.from(String(parts.v1), 'utf8')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, message: 'The webhook signature does not match.' }
  return { ok: true }
}
