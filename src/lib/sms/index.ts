/**
 * The SMS gateway: sign-in codes and watchlist alerts go out through here and nowhere else.
 * Sign-in codes are sent whatever the number's STOP (the shopper asked for them); alerts are not.
 *
 * Contract (a bearer-authenticated JSON gateway, the shape of MessageMedia / Twilio-style APIs):
 *   POST {SMS_API_URL}/v1/messages  { to: '+61412345678', from?: 'Harbour', body }
 *     202 { id, status: 'queued' }     accepted
 *     400 { message }                  refused (bad number, empty body)
 *     401 { message }                  wrong key (SMS_API_KEY)
 *     5xx                              failure (the caller retries or reports it)
 * Replies come back as a signed webhook (./webhook.ts, SMS_WEBHOOK_SECRET), which the gateway POSTs to
 * {site}/api/sms/inbound (src/lib/sms/inbound.ts acts on STOP and START):
 *   Sms-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}
 *   { id: 'in_…', from: '+61412345678', to: 'Harbour' | '+61…', body: 'STOP', receivedAt,
 *     inReplyTo?: 'sms_…' (the id of our message this answers, as the gateway threads replies) }
 *   → 200 { received: true, action: 'stop' | 'start' | 'none', dealers } | 400 { message } (bad signature or body)
 * `npm run dev`, `npm start` and the tests point SMS_API_URL at the local simulator
 * (tests/simulators/sms), so this real HTTP client is what runs everywhere.
 */
const SMS_TIMEOUT_MS = 8_000

export type SmsMessage = { to: string; body: string; from?: string }
export type SmsReceipt = { id: string }

export class SmsError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message)
    this.name = 'SmsError'
  }
}

export async function sendSms(message: SmsMessage, env: Record<string, string | undefined> = process.env): Promise<SmsReceipt> {
  const base = env.SMS_API_URL
  if (!base) throw new SmsError('SMS is not configured (SMS_API_URL).', 503)
  let res: Response
  try {
    res = await fetch(`${base.replace(/\/+$/, '')}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(env.SMS_API_KEY ? { authorization: `Bearer ${env.SMS_API_KEY}` } : {}),
      },
      body: JSON.stringify({ to: message.to, body: message.body, ...(message.from ? { from: message.from } : {}) }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      cache: 'no-store',
    })
  } catch (error) {
    throw new SmsError(`The SMS gateway did not answer (${(error as Error).message}).`)
  }
  const text = await res.text()
  let json: { id?: unknown; message?: unknown } = {}
  try {
    json = text ? (JSON.parse(text) as typeof json) : {}
  } catch {
    throw new SmsError('The SMS gateway sent an unreadable answer.')
  }
  if (!res.ok) {
    throw new SmsError(typeof json.message === 'string' ? json.message : `The SMS gateway answered ${res.status}.`, res.status >= 500 ? 502 : res.status)
  }
  if (typeof json.id !== 'string' || !json.id) throw new SmsError('The SMS gateway did not return a message id.')
  return { id: json.id }
}
