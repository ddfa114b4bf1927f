/**
 * The payment service over HTTP (contract in ./types.ts): bearer key, a timeout on every call, and a
 * PaymentsError with the service's own message when it refuses.
 */
import { PaymentsError, SESSION_ID_PATTERN, type CheckoutSession, type PaymentsClient, type Refund, type RetrievedSession } from './types'

const PAYMENTS_TIMEOUT_MS = 10_000

type Env = Record<string, string | undefined>

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)
const stringOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null)

export function httpPaymentsClient(env: Env = process.env): PaymentsClient {
  const base = (env.PAYMENTS_API_URL ?? '').replace(/\/+$/, '')
  const timeoutMs = Number(env.PAYMENTS_TIMEOUT_MS) > 0 ? Number(env.PAYMENTS_TIMEOUT_MS) : PAYMENTS_TIMEOUT_MS

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; json: Record<string, unknown> }> {
    if (!base) throw new PaymentsError('Payments are not configured (PAYMENTS_API_URL).', 503)
    let res: Response
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(env.PAYMENTS_API_KEY ? { authorization: `Bearer ${env.PAYMENTS_API_KEY}` } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      })
    } catch (error) {
      throw new PaymentsError(`The payment service did not answer (${(error as Error).message}).`)
    }
    const text = await res.text()
    let json: unknown = {}
    try {
      json = text ? JSON.parse(text) : {}
    } catch {
      throw new PaymentsError(`The payment service sent an unreadable answer (${res.status}).`)
    }
    if (!isObject(json)) throw new PaymentsError(`The payment service sent an unreadable answer (${res.status}).`)
    if (!res.ok && res.status !== 404) {
      const message = typeof json.message === 'string' ? json.message : `The payment service answered ${res.status}.`
      throw new PaymentsError(message, res.status >= 500 ? 502 : res.status)
    }
    return { status: res.status, json }
  }

  return {
    async createCheckoutSession(request, idempotencyKey): Promise<CheckoutSession> {
      const { status, json } = await call('POST', '/v1/checkout/sessions', request, idempotencyKey)
      if (status === 404) throw new PaymentsError('The payment service has no checkout endpoint at this address.', 502)
      if (typeof json.id !== 'string' || !SESSION_ID_PATTERN.test(json.id) || typeof json.url !== 'string' || !/^https?:\/\//.test(json.url)) {
        throw new PaymentsError('The payment service did not return a checkout session.')
      }
      return { id: json.id, url: json.url }
    },

    async retrieveCheckoutSession(id): Promise<RetrievedSession | null> {
      if (!SESSION_ID_PATTERN.test(id)) return null
      const { status, json } = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`)
      if (status === 404) return null
      const s = json.status
      if (json.id !== id || (s !== 'open' && s !== 'paid' && s !== 'expired') || typeof json.amount !== 'number') {
        throw new PaymentsError('The payment service sent a checkout session we cannot read.')
      }
      const metadata = isObject(json.metadata)
        ? Object.fromEntries(Object.entries(json.metadata).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : {}
      return { id, status: s, payment_id: stringOrNull(json.payment_id), amount: json.amount, reference: stringOrNull(json.reference), metadata, paid_at: stringOrNull(json.paid_at) }
    },

    async refund(request, idempotencyKey): Promise<Refund> {
      const { status, json } = await call('POST', '/v1/refunds', request, idempotencyKey)
      if (status === 404) throw new PaymentsError('The payment service has no refund endpoint at this address.', 502)
      if (typeof json.id !== 'string' || !json.id || json.status !== 'succeeded') throw new PaymentsError('The payment service did not confirm the refund.')
      return { id: json.id, status: 'succeeded' }
    },
  }
}
