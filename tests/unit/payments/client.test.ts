/** The payments adapter (src/lib/payments) against its simulator (tests/simulators/payments): the hosted checkout contract. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PaymentsError, httpPaymentsClient, paymentsClient, signWebhook, verifyWebhook, type CheckoutSessionRequest } from '@/lib/payments'
import { TEST_CARDS, startPaymentsSimulator, type PaymentsSimulator } from '../../simulators/payments/server'

let sim: PaymentsSimulator
const env = () => ({ PAYMENTS_API_URL: sim.url, PAYMENTS_API_KEY: 'pay-key' })
const client = () => paymentsClient(env())

const request = (extra: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest => ({
  amount: 20_000,
  currency: 'aud',
  reference: 'RSV-TEST0001',
  description: 'Deposit: 2022 Mazda CX-5',
  success_url: 'http://dealer.localhost/cars/cx-5/checkout/complete',
  cancel_url: 'http://dealer.localhost/cars/cx-5/checkout?cancelled=1',
  metadata: { reservation: 'RSV-TEST0001', tenant: '3' },
  ...extra,
})

/** Submits the hosted page's form as a browser would, without following the redirect. */
async function submitPage(url: string, card: string = TEST_CARDS.pays) {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}

beforeAll(async () => {
  sim = await startPaymentsSimulator({ apiKey: 'pay-key' })
})
afterAll(() => sim.close())
beforeEach(() => sim.reset())

describe('checkout sessions', () => {
  it('creates a session whose hosted page shows the amount, a Pay button and a Cancel link', async () => {
    const session = await client().createCheckoutSession(request())
    expect(session.id).toMatch(/^cs_/)
    expect(session.url).toBe(`${sim.url}/pay/${session.id}`)
    const html = await (await fetch(session.url)).text()
    expect(html).toContain('$200.00')
    expect(html).toContain('>Pay $200.00</button>')
    expect(html).toContain('href="http://dealer.localhost/cars/cx-5/checkout?cancelled=1">Cancel</a>')
    expect(await client().retrieveCheckoutSession(session.id)).toMatchObject({ id: session.id, status: 'open', payment_id: null, amount: 20_000, reference: 'RSV-TEST0001', metadata: { reservation: 'RSV-TEST0001', tenant: '3' } })
  })

  it('paying redirects to success_url with ?session_id= and the session reads paid with its payment', async () => {
    const session = await client().createCheckoutSession(request())
    const paid = await submitPage(session.url)
    expect(paid.status).toBe(303)
    expect(paid.location).toBe(`http://dealer.localhost/cars/cx-5/checkout/complete?session_id=${session.id}`)
    const retrieved = await client().retrieveCheckoutSession(session.id)
    expect(retrieved).toMatchObject({ status: 'paid', amount: 20_000, payment_id: expect.stringMatching(/^pi_/) })
    expect(Date.parse(retrieved!.paid_at!)).toBeGreaterThan(Date.now() - 60_000)
    // Paying again changes nothing: the same redirect, the same payment.
    expect((await submitPage(session.url)).location).toBe(paid.location)
    expect((await client().retrieveCheckoutSession(session.id))!.payment_id).toBe(retrieved!.payment_id)
  })

  it('a declined card keeps the session open and says so on the page', async () => {
    const session = await client().createCheckoutSession(request())
    const declined = await submitPage(session.url, TEST_CARDS.declined)
    expect(declined.status).toBe(402)
    expect(declined.html).toContain('Your card was declined. No money was taken.')
    sim.declineNext(1)
    expect((await submitPage(session.url)).status).toBe(402)
    expect((await client().retrieveCheckoutSession(session.id))!.status).toBe('open')
  })

  it('an expired session cannot be paid', async () => {
    const session = await client().createCheckoutSession(request())
    sim.expire(session.id)
    expect((await submitPage(session.url)).status).toBe(410)
    expect((await client().retrieveCheckoutSession(session.id))!.status).toBe('expired')
  })

  it('retrieving an unknown or malformed session id answers null', async () => {
    expect(await client().retrieveCheckoutSession('cs_doesnotexist1234')).toBeNull()
    expect(await client().retrieveCheckoutSession('../../v1/refunds')).toBeNull()
  })

  it("passes the service's refusal on as a PaymentsError with its message", async () => {
    await expect(client().createCheckoutSession(request({ amount: 10 }))).rejects.toThrow('amount must be a whole number of cents, at least 50.')
    await expect(client().createCheckoutSession(request({ success_url: '/relative' }))).rejects.toMatchObject({ status: 400 })
    expect(sim.sessions.size).toBe(0)
  })

  it('one idempotency key makes one session', async () => {
    const a = await client().createCheckoutSession(request(), 'key-123')
    const b = await client().createCheckoutSession(request(), 'key-123')
    expect(b.id).toBe(a.id)
    expect(sim.sessions.size).toBe(1)
  })
})

describe('refunds', () => {
  async function paidSession() {
    const session = await client().createCheckoutSession(request())
    await submitPage(session.url)
    return (await client().retrieveCheckoutSession(session.id))!
  }

  it('refunds a payment once per idempotency key, and never more than was paid', async () => {
    const paid = await paidSession()
    const refund = await client().refund({ payment_id: paid.payment_id!, amount: 20_000 }, 'refund-RSV-TEST0001')
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' })
    const again = await client().refund({ payment_id: paid.payment_id!, amount: 20_000 }, 'refund-RSV-TEST0001')
    expect(again.id).toBe(refund.id)
    expect(sim.refunds).toHaveLength(1)
    await expect(client().refund({ payment_id: paid.payment_id!, amount: 1 }, 'another-key')).rejects.toThrow('The amount is more than is left to refund on this payment.')
    await expect(client().refund({ payment_id: 'pi_unknown', amount: 100 }, 'k3')).rejects.toMatchObject({ status: 400, message: 'No such payment.' })
  })
})

describe('failures and auth', () => {
  it('a wrong key is a 401 PaymentsError, not retryable', async () => {
    const wrong = httpPaymentsClient({ PAYMENTS_API_URL: sim.url, PAYMENTS_API_KEY: 'nope' })
    const error = await wrong.createCheckoutSession(request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentsError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid API key.', retryable: false })
  })

  it('a service failure is a retryable 502', async () => {
    sim.failNext(1, 503)
    const error = await client().createCheckoutSession(request()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, retryable: true })
    // The next call goes through.
    await expect(client().createCheckoutSession(request())).resolves.toMatchObject({ id: expect.stringMatching(/^cs_/) })
  })

  it('gives up after the timeout when the service does not answer', async () => {
    const hanging = http.createServer(() => undefined)
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()))
    try {
      const slow = httpPaymentsClient({ PAYMENTS_API_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`, PAYMENTS_TIMEOUT_MS: '200' })
      const started = Date.now()
      await expect(slow.retrieveCheckoutSession('cs_abcdefghijkl')).rejects.toThrow(/The payment service did not answer/)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      hanging.closeAllConnections()
      hanging.close()
    }
  })

  it('refuses to call when payments are not configured', async () => {
    await expect(paymentsClient({}).createCheckoutSession(request())).rejects.toMatchObject({ status: 503, message: 'Payments are not configured (PAYMENTS_API_URL).' })
  })
})

describe('the webhook signature', () => {
  it('is sent on payment and verifies; a changed body, another secret or an old timestamp does not', async () => {
    const received: { body: string; signature: string }[] = []
    const receiver = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['payments-signature'] ?? '') })
        res.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()))
    const hooked = await startPaymentsSimulator({ apiKey: 'pay-key', webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, webhookSecret: 'whsec' })
    try {
      const c = paymentsClient({ PAYMENTS_API_URL: hooked.url, PAYMENTS_API_KEY: 'pay-key' })
      const session = await c.createCheckoutSession(request())
      await submitPage(session.url)
      await expect.poll(() => received.length).toBe(1)
      const { body, signature } = received[0]!
      expect(JSON.parse(body)).toMatchObject({ type: 'checkout.session.completed', data: { session_id: session.id } })
      expect(verifyWebhook(body, signature, 'whsec')).toEqual({ ok: true })
      expect(verifyWebhook(body.replace(session.id, 'cs_someoneelse123'), signature, 'whsec').ok).toBe(false)
      expect(verifyWebhook(body, signature, 'other-secret').ok).toBe(false)
      expect(verifyWebhook(body, null, 'whsec')).toEqual({ ok: false, message: 'The Payments-Signature header is missing.' })
      const old = signWebhook(body, 'whsec', Date.now() - 10 * 60_000)
      expect(verifyWebhook(body, old, 'whsec')).toEqual({ ok: false, message: 'The webhook is too old (or from the future).' })
    } finally {
      await hooked.close()
      receiver.closeAllConnections()
      receiver.close()
    }
  })
})
