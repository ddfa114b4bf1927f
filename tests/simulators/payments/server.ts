/**
 * The payment service simulator: a hosted checkout speaking the contract in src/lib/payments/types.ts.
 *
 *   POST /v1/checkout/sessions      create a session (bearer key) → 201 { id, url, status, amount, ... }
 *   GET  /v1/checkout/sessions/:id  retrieve it (bearer key)      → 200 { id, status, payment_id, ... } | 404
 *   POST /v1/refunds                refund a payment (bearer key, Idempotency-Key) → 201 { id, status }
 *   GET  /pay/:id                   the hosted payment page: amount, test card, 'Pay $200.00', Cancel
 *   POST /pay/:id                   pays (303 to success_url?session_id=) or declines (402, page again)
 *
 * The page accepts Stripe-style test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 * With `webhookUrl` and `webhookSecret` it POSTs a signed checkout.session.completed on payment
 * (three tries), so the app sees both the return and the webhook, as with a real service.
 *
 * For tests (in process, or over HTTP without the key since this is a simulator):
 *   failNext(count, status) / POST /_sim/fail-next {count,status}   the next API calls fail
 *   declineNext(count)      / POST /_sim/decline-next {count}       the next payments are declined
 *   expire(id)              / POST /_sim/sessions/:id/expire        a session's time runs out
 *   pay(id)                                                          pays as the page would (→ success URL)
 *   sessions, refunds, webhooks / GET /_sim/sessions, /_sim/refunds, /_sim/webhooks
 * Run alone: `tsx tests/simulators/payments/server.ts [port]` (default 4050).
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { formatCents } from '@/domain/reservation/deposit'
import { signWebhook, SIGNATURE_HEADER } from '@/lib/payments/webhook'
import { listen, type PortChoice } from '../listen'

export type SimSession = {
  id: string
  status: 'open' | 'paid' | 'expired'
  amount: number
  currency: string
  reference: string
  description: string
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
  payment_id: string | null
  paid_at: string | null
  created_at: string
  expires_at: string
}
export type SimRefund = { id: string; payment_id: string; amount: number; idempotency_key: string | null; created_at: string }
export type SimWebhook = { session_id: string; status: number | null; attempts: number }

export const TEST_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`
const absoluteUrl = (v: unknown): v is string => {
  if (typeof v !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol)
  } catch {
    return false
  }
}

export type PaymentsSimulatorOptions = PortChoice & {
  apiKey?: string
  /** Minutes a session stays payable (default 30). */
  sessionMinutes?: number
  webhookUrl?: string
  webhookSecret?: string
}

export async function startPaymentsSimulator(options: PaymentsSimulatorOptions = {}) {
  const sessions = new Map<string, SimSession>()
  const refunds: SimRefund[] = []
  const webhooks: SimWebhook[] = []
  const sessionKeys = new Map<string, string>()
  let fail = { count: 0, status: 500 }
  let decline = 0
  let baseUrl = ''

  const expireIfDue = (s: SimSession) => {
    if (s.status === 'open' && Date.parse(s.expires_at) <= Date.now()) s.status = 'expired'
    return s
  }
  const view = (s: SimSession) => {
    const { success_url: _s, cancel_url: _c, created_at: _t, ...rest } = expireIfDue(s)
    return rest
  }

  async function sendWebhook(s: SimSession) {
    if (!options.webhookUrl || !options.webhookSecret) return
    const record: SimWebhook = { session_id: s.id, status: null, attempts: 0 }
    webhooks.push(record)
    const body = JSON.stringify({ id: id('evt'), type: 'checkout.session.completed', data: { session_id: s.id } })
    for (let attempt = 1; attempt <= 3; attempt++) {
      record.attempts = attempt
      try {
        const res = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, options.webhookSecret) },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        record.status = res.status
        if (res.ok) return
      } catch {
        record.status = null
      }
      await new Promise((r) => setTimeout(r, 500 * attempt))
    }
  }

  /** Pays an open session; the answer is the page's redirect target, or why it could not pay. */
  function pay(sessionId: string, card: string = TEST_CARDS.pays): { ok: true; redirect: string } | { ok: false; status: number; message: string } {
    const s = sessions.get(sessionId)
    if (!s) return { ok: false, status: 404, message: 'This checkout does not exist.' }
    expireIfDue(s)
    const success = () => {
      const u = new URL(s.success_url)
      u.searchParams.set('session_id', s.id)
      return u.toString()
    }
    if (s.status === 'paid') return { ok: true, redirect: success() }
    if (s.status === 'expired') return { ok: false, status: 410, message: 'This checkout has expired. Please go back to the dealer’s site and start again.' }
    const digits = card.replace(/\D/g, '')
    if (decline > 0 || digits === TEST_CARDS.declined.replace(/\D/g, '')) {
      if (decline > 0) decline--
      return { ok: false, status: 402, message: 'Your card was declined. No money was taken. Please try another card.' }
    }
    if (!/^\d{12,19}$/.test(digits)) return { ok: false, status: 400, message: 'Please enter a card number.' }
    s.status = 'paid'
    s.payment_id = id('pi')
    s.paid_at = new Date().toISOString()
    void sendWebhook(s)
    return { ok: true, redirect: success() }
  }

  function page(s: SimSession, error: string | null = null): string {
    const amount = formatCents(s.amount)
    const open = s.status === 'open'
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${esc(amount)} · Payment simulator</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}label{display:block;font-weight:600;margin-top:1rem}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #555;border-radius:4px}
button{margin-top:1rem;font-size:1.1rem;padding:.75rem 1rem;width:100%;background:#1a4fd6;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{background:#fde8e8;border:1px solid #b00020;color:#7a0014;padding:.75rem;border-radius:4px}.hint{color:#444;font-size:.9rem}</style></head>
<body><main><p>Payment simulator · test mode</p><h1>${esc(s.description)}</h1>
<p class="amount" data-testid="amount">${esc(amount)}</p><p>Reference ${esc(s.reference)}</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
${
  open
    ? `<form method="post" action="/pay/${esc(s.id)}"><label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${TEST_CARDS.pays}" aria-describedby="card-hint">
<p id="card-hint" class="hint">Test cards: ${TEST_CARDS.pays} pays; ${TEST_CARDS.declined} is declined.</p>
<button type="submit">Pay ${esc(amount)}</button></form>`
    : `<p>${s.status === 'paid' ? 'This checkout has been paid.' : 'This checkout has expired.'}</p>`
}
<p><a href="${esc(s.cancel_url)}">Cancel</a> and return to the dealer’s site</p></main></body></html>`
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim')
    const path = url.pathname.replace(/\/+$/, '') || '/'
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', 'cache-control': 'no-store', ...headers })
        .end(typeof body === 'string' ? body : JSON.stringify(body))
    let raw = ''
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8')
      if (raw.length > 64 * 1024) req.destroy()
    })
    req.on('end', () => {
      const json = (): Record<string, unknown> | null => {
        try {
          const v = JSON.parse(raw || '{}')
          return v && typeof v === 'object' && !Array.isArray(v) ? v : null
        } catch {
          return null
        }
      }

      // The hosted page.
      const payMatch = /^\/pay\/([^/]+)$/.exec(path)
      if (payMatch) {
        const s = sessions.get(payMatch[1]!)
        if (!s) return send(404, '<!doctype html><html lang="en"><title>Not found</title><h1>This checkout does not exist.</h1></html>')
        expireIfDue(s)
        if (req.method === 'GET') return send(200, page(s))
        if (req.method === 'POST') {
          const card = new URLSearchParams(raw).get('card') ?? ''
          const result = pay(s.id, card)
          if (result.ok) return send(303, '', { location: result.redirect })
          return send(result.status, page(s, result.message))
        }
      }

      // Test controls.
      if (path.startsWith('/_sim/')) {
        if (req.method === 'GET' && path === '/_sim/sessions') return send(200, { sessions: [...sessions.values()].map(expireIfDue) })
        if (req.method === 'GET' && path === '/_sim/refunds') return send(200, { refunds })
        if (req.method === 'GET' && path === '/_sim/webhooks') return send(200, { webhooks })
        if (req.method === 'POST' && path === '/_sim/fail-next') {
          const b = json() ?? {}
          fail = { count: Number(b.count ?? 1), status: Number(b.status ?? 500) }
          return send(200, { ok: true })
        }
        if (req.method === 'POST' && path === '/_sim/decline-next') {
          decline = Number((json() ?? {}).count ?? 1)
          return send(200, { ok: true })
        }
        const expireMatch = /^\/_sim\/sessions\/([^/]+)\/expire$/.exec(path)
        if (req.method === 'POST' && expireMatch && sessions.has(expireMatch[1]!)) {
          sessions.get(expireMatch[1]!)!.status = 'expired'
          return send(200, { ok: true })
        }
        return send(404, { message: 'Unknown simulator control.' })
      }

      // The API.
      if (!path.startsWith('/v1/')) return send(404, { message: 'Unknown route.' })
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return send(401, { message: 'Invalid API key.' })
      if (fail.count > 0) {
        fail.count--
        return send(fail.status, { message: 'Simulated failure.' })
      }
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null

      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const b = json()
        if (!b) return send(400, { message: 'The body must be a JSON object.' })
        if (key && sessionKeys.has(key)) {
          const again = sessions.get(sessionKeys.get(key)!)!
          return send(201, { ...view(again), url: `${baseUrl}/pay/${again.id}` })
        }
        if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 50 || b.amount > 10_000_000) return send(400, { message: 'amount must be a whole number of cents, at least 50.' })
        if (b.currency !== 'aud') return send(400, { message: "currency must be 'aud'." })
        if (typeof b.reference !== 'string' || !b.reference || b.reference.length > 100) return send(400, { message: 'reference is required (at most 100 characters).' })
        if (!absoluteUrl(b.success_url) || !absoluteUrl(b.cancel_url)) return send(400, { message: 'success_url and cancel_url must be absolute http(s) URLs.' })
        const metadata = b.metadata ?? {}
        if (typeof metadata !== 'object' || Array.isArray(metadata) || Object.values(metadata as object).some((v) => typeof v !== 'string')) {
          return send(400, { message: 'metadata must be an object of strings.' })
        }
        const now = Date.now()
        const s: SimSession = {
          id: id('cs'),
          status: 'open',
          amount: b.amount,
          currency: 'aud',
          reference: b.reference,
          description: typeof b.description === 'string' && b.description ? b.description.slice(0, 200) : b.reference,
          success_url: b.success_url,
          cancel_url: b.cancel_url,
          metadata: metadata as Record<string, string>,
          payment_id: null,
          paid_at: null,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + (options.sessionMinutes ?? 30) * 60_000).toISOString(),
        }
        sessions.set(s.id, s)
        if (key) sessionKeys.set(key, s.id)
        return send(201, { ...view(s), url: `${baseUrl}/pay/${s.id}` })
      }

      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && sessionMatch) {
        const s = sessions.get(sessionMatch[1]!)
        return s ? send(200, view(s)) : send(404, { message: 'No such checkout session.' })
      }

      if (req.method === 'POST' && path === '/v1/refunds') {
        const b = json()
        if (!b) return send(400, { message: 'The body must be a JSON object.' })
        if (key) {
          const again = refunds.find((r) => r.idempotency_key === key)
          if (again) return send(201, { id: again.id, status: 'succeeded', payment_id: again.payment_id, amount: again.amount })
        }
        const paid = [...sessions.values()].find((s) => s.payment_id && s.payment_id === b.payment_id)
        if (!paid) return send(400, { message: 'No such payment.' })
        const refunded = refunds.filter((r) => r.payment_id === paid.payment_id).reduce((sum, r) => sum + r.amount, 0)
        if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount <= 0) return send(400, { message: 'amount must be a positive whole number of cents.' })
        if (b.amount > paid.amount - refunded) return send(400, { message: 'The amount is more than is left to refund on this payment.' })
        const refund: SimRefund = { id: id('re'), payment_id: paid.payment_id!, amount: b.amount, idempotency_key: key, created_at: new Date().toISOString() }
        refunds.push(refund)
        return send(201, { id: refund.id, status: 'succeeded', payment_id: refund.payment_id, amount: refund.amount })
      }

      send(404, { message: 'Unknown route.' })
    })
  })

  await listen(server, { port: options.port ?? 0, host: options.host, onPortTaken: options.onPortTaken })
  const bound = (server.address() as AddressInfo).port
  baseUrl = `http://127.0.0.1:${bound}`
  return {
    url: baseUrl,
    port: bound,
    sessions,
    refunds,
    webhooks,
    pay,
    failNext: (count: number, status = 500) => void (fail = { count, status }),
    declineNext: (count = 1) => void (decline = count),
    expire: (sessionId: string) => void (sessions.get(sessionId) && (sessions.get(sessionId)!.status = 'expired')),
    reset() {
      sessions.clear()
      refunds.length = 0
      webhooks.length = 0
      sessionKeys.clear()
      fail = { count: 0, status: 500 }
      decline = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type PaymentsSimulator = Awaited<ReturnType<typeof startPaymentsSimulator>>

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startPaymentsSimulator({ port: Number(process.argv[2] ?? 4050) })
  console.log(`Payments simulator on ${sim.url} (pay pages at ${sim.url}/pay/{session id})`)
}
