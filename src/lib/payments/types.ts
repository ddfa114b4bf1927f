/**
 * The payment service as our code sees it: a hosted checkout in the shape of Stripe Checkout. The
 * shopper pays on the service's own page, never on ours, so no card number ever reaches this app.
 * The wire contract is ours, spoken by the HTTP client (./client.ts) and the local simulator
 * (tests/simulators/payments/server.ts), which `npm run dev`, `npm start` and the tests run.
 *
 * Every API call sends `Authorization: Bearer {PAYMENTS_API_KEY}`; money is in cents, currency 'aud'.
 *
 *   POST {PAYMENTS_API_URL}/v1/checkout/sessions        (Idempotency-Key header optional)
 *     { amount: 20000, currency: 'aud', reference: 'RSV-7KQ2M9XA', description: 'Deposit: 2022 Mazda CX-5',
 *       success_url: 'https://dealer/cars/x/checkout/complete', cancel_url: 'https://dealer/cars/x/checkout?cancelled=1',
 *       metadata: { reservation: 'RSV-7KQ2M9XA', tenant: '3' } }
 *     201 { id: 'cs_…', url: 'https://pay…/pay/cs_…', status: 'open', amount, currency, expires_at }
 *   GET  {PAYMENTS_API_URL}/v1/checkout/sessions/{id}
 *     200 { id, status: 'open' | 'paid' | 'expired', payment_id: 'pi_…' | null, amount, currency,
 *           reference, metadata, paid_at: ISO date | null }
 *     404 { message }                                     no such session (retrieve answers null)
 *   POST {PAYMENTS_API_URL}/v1/refunds                   (Idempotency-Key header: one refund per key)
 *     { payment_id, amount }
 *     201 { id: 're_…', status: 'succeeded', payment_id, amount }
 *   Errors: 400 { message } refused (bad field, nothing left to refund) · 401 { message } wrong key ·
 *   5xx or no answer within PAYMENTS_TIMEOUT_MS (default 10 s): the service failed.
 *
 * The hosted page: the shopper pays at `url`; the service then redirects to success_url with
 * `?session_id={id}` added, or the shopper follows Cancel back to cancel_url. A success_url visit
 * proves nothing (anyone can type it): the app always retrieves the session and trusts only that.
 *
 * Webhook (optional, when PAYMENTS_WEBHOOK_SECRET is set): on payment the service POSTs
 *   { id: 'evt_…', type: 'checkout.session.completed', data: { session_id } }
 * to our /api/payments/webhook with `Payments-Signature: t={unix seconds},v1={hex HMAC-SHA256 of
 * "{t}.{raw body}" with the secret}`. We check the signature and its age (5 minutes), then handle it
 * exactly like a return to success_url: by retrieving the session.
 */
export type CheckoutSessionRequest = {
  amount: number
  currency: 'aud'
  reference: string
  description: string
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
}

export type CheckoutSession = { id: string; url: string }

type CheckoutSessionStatus = 'open' | 'paid' | 'expired'

export type RetrievedSession = {
  id: string
  status: CheckoutSessionStatus
  payment_id: string | null
  amount: number
  reference: string | null
  metadata: Record<string, string>
  paid_at: string | null
}

type RefundRequest = { payment_id: string; amount: number }
export type Refund = { id: string; status: 'succeeded' }

export interface PaymentsClient {
  createCheckoutSession(request: CheckoutSessionRequest, idempotencyKey?: string): Promise<CheckoutSession>
  /** The session as the service knows it, or null when it has no such session. */
  retrieveCheckoutSession(id: string): Promise<RetrievedSession | null>
  refund(request: RefundRequest, idempotencyKey: string): Promise<Refund>
}

/**
 * A failed call. `status` is the service's (or 502 for no answer / an unreadable one, 503 when the
 * service is not configured); `retryable` says whether trying again later may help.
 */
export class PaymentsError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message)
    this.name = 'PaymentsError'
  }

  get retryable(): boolean {
    return this.status >= 500 || this.status === 429
  }
}

/** Session ids as the service issues them; anything else is refused before a call is made. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_-]{8,100}$/
