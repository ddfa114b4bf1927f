/**
 * Reservations against the real embedded PostgreSQL and the payment simulator (tests/simulators/payments):
 * a checkout starts only for an eligible car; a paid checkout holds the car (Reserved, a lead, the expiry
 * job), once however often the return and the webhook arrive; two payments racing for one car make one
 * active reservation and one refund; the hold lapses and the deposit is refunded; a dealer's cancel
 * refunds and releases; a sold car, a tampered session and an unpaid session change nothing.
 */
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Location, Reservation, Tenant, Vehicle } from '@/payload-types'
import { CANCEL_ONLY_MESSAGE } from '@collections/Reservations/hooks/cancelReservation'
import { paymentsClient, signWebhook } from '@/lib/payments'
import { completeCheckout } from '@/lib/reservations/complete'
import { handlePaymentsWebhook } from '@/lib/reservations/endpoint'
import { withTransaction } from '@/lib/leads/store'
import { storeJourney } from '@/lib/reservations/journey'
import { RESERVATION_LEAD } from '@/lib/reservations/lead'
import { startCheckout, START_MESSAGES } from '@/lib/reservations/start'
import { activate, isOneActiveViolation } from '@/lib/reservations/store'
import { sweepReservations } from '@/lib/reservations/sweep'
import { poolOf } from '@/lib/search/db'
import { findTenantByHost, type SiteTenant } from '@/lib/site/tenant'
import { startPaymentsSimulator, type PaymentsSimulator } from '../simulators/payments/server'
import { createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let sim: PaymentsSimulator
let dealer: Tenant
let site: SiteTenant
let otherSite: SiteTenant
let showroom: Location

const fields = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '2000', terms_conditions: true }
const ORIGIN = 'http://reserve-dealer.localhost:3000'
const client = () => paymentsClient({ PAYMENTS_API_URL: sim.url, PAYMENTS_API_KEY: 'int-key' })

async function car(extra: Partial<Vehicle> = {}): Promise<Vehicle> {
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: dealer.id,
      location: showroom.id,
      item_type: 'car',
      year: 2021,
      make: 'Kia',
      model: 'Cerato',
      car_type: 'used',
      simple_body: 'hatch',
      status: 'in_stock',
      price: 24_990,
      stocknum: unique('R'),
      ...extra,
    } as Vehicle,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const start = (vehicle: Vehicle, extra: Record<string, unknown> = {}, tenant: SiteTenant = site) =>
  startCheckout(payload, tenant, { car_id: vehicle.slug, fields, ...extra }, { customer: null, origin: ORIGIN, client: client() })

/** Starts a checkout and pays it on the simulator's page; answers the session id. */
async function paidCheckout(vehicle: Vehicle, extra: Record<string, unknown> = {}): Promise<string> {
  const started = await start(vehicle, extra)
  expect(started.status, JSON.stringify(started.body)).toBe(201)
  const sessionId = new URL((started.body as { url: string }).url).pathname.split('/').pop()!
  const paid = sim.pay(sessionId)
  expect(paid.ok).toBe(true)
  return sessionId
}

const complete = (sessionId: string, tenantId: number | undefined = dealer.id) => completeCheckout(payload, sessionId, { tenantId, client: client() })
const reservationsOf = async (vehicle: Vehicle) =>
  (await payload.find({ collection: 'reservations', where: { vehicle: { equals: vehicle.id } }, overrideAccess: true, depth: 0, sort: 'id' })).docs
const vehicleNow = (vehicle: Vehicle) => payload.findByID({ collection: 'vehicles', id: vehicle.id, overrideAccess: true, depth: 0 })
const leadsFor = async (vehicle: Vehicle, form = 'reservation') =>
  (await payload.find({ collection: 'leads', where: { and: [{ vehicle: { equals: vehicle.id } }, { form: { equals: form } }] }, overrideAccess: true, depth: 0 })).docs
async function jobsFor(task: string, reservationId: number) {
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, limit: 500, overrideAccess: true, depth: 0 })
  return jobs.docs.filter((j) => (j.input as { reservationId?: number }).reservationId === reservationId)
}
const runJobs = (task: string) => payload.jobs.run({ limit: 50, where: { taskSlug: { equals: task } }, silent: true })
const searchRecordReserved = async (vehicle: Vehicle) => {
  const result = await poolOf(payload).query(`SELECT (record->>'reserved')::boolean AS reserved FROM vehicle_search WHERE vehicle_id = $1`, [vehicle.id])
  return result.rows[0]?.reserved as boolean | undefined
}

beforeAll(async () => {
  payload = await getTestPayload()
  sim = await startPaymentsSimulator({ apiKey: 'int-key' })
  // The jobs use the adapter as configured, like the server does.
  process.env.PAYMENTS_API_URL = sim.url
  process.env.PAYMENTS_API_KEY = 'int-key'
  dealer = await createTenant(payload, 'Reserve Dealer', {
    settings: { features: { reserve: true, buyOnline: true }, accounts: { gateCheckout: false } },
  } as Partial<Tenant>)
  const other = await createTenant(payload, 'Other Reserve Dealer', { settings: { features: { reserve: true }, accounts: { gateCheckout: false } } } as Partial<Tenant>)
  showroom = await payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: dealer.id, name: 'Tweed Showroom', slug: unique('tweed'), address: { city: 'Tweed Heads', state: 'NSW', postcode: '2485', street: '1 Wharf St' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  site = (await findTenantByHost(dealer.domains![0]!.domain))!
  otherSite = (await findTenantByHost(other.domains![0]!.domain))!
})

afterAll(async () => {
  await sim?.close()
  delete process.env.PAYMENTS_API_URL
  delete process.env.PAYMENTS_API_KEY
})
beforeEach(() => sim.reset())
afterEach(() => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
})

describe('starting a checkout', () => {
  it('creates a pending reservation with its deposit and a checkout session that returns to the car', async () => {
    const vehicle = await car()
    const started = await start(vehicle)
    expect(started.status).toBe(201)
    const body = started.body as { url: string; reference: string }
    expect(body.reference).toMatch(/^RSV-[A-Z0-9]{8}$/)
    const [r] = await reservationsOf(vehicle)
    expect(r).toMatchObject({ status: 'pending', reference: body.reference, depositCents: 20_000, contact: { name: 'Jane', lastName: 'Citizen', phone: '0412 345 678' } })
    const session = sim.sessions.get(r!.payment!.checkoutSessionId!)!
    expect(body.url).toBe(`${sim.url}/pay/${session.id}`)
    expect(session).toMatchObject({ amount: 20_000, currency: 'aud', reference: body.reference, metadata: { reservation: body.reference, tenant: String(dealer.id), vehicle: String(vehicle.id) } })
    expect(session.success_url).toBe(`${ORIGIN}/cars/${vehicle.slug}/checkout/complete`)
    expect(session.cancel_url).toBe(`${ORIGIN}/cars/${vehicle.slug}/checkout?cancelled=1`)
  })

  it("a signed-in shopper's account learns the name and email they reserved with, keeping what it already had", async () => {
    const customer = await payload.create({ collection: 'customers', data: { tenant: dealer.id, phone: `+614${String(Date.now()).slice(-8)}`, postcode: '4000' } as never, overrideAccess: true })
    const started = await startCheckout(payload, site, { car_id: (await car()).slug, fields }, { customer, origin: ORIGIN, client: client() })
    expect(started.status).toBe(201)
    const account = await payload.findByID({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 0 })
    expect(account).toMatchObject({ name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' })
    // A later form with other details changes nothing the account holds.
    await startCheckout(payload, site, { car_id: (await car()).slug, fields: { ...fields, name: 'Janet', email: 'janet@example.com' } }, { customer, origin: ORIGIN, client: client() })
    expect(await payload.findByID({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 0 })).toMatchObject({ name: 'Jane', email: 'jane@example.com' })
  })

  it('caps the deposit for a cheap car in NSW: a $1,500 car has a $150 deposit', async () => {
    const vehicle = await car({ price: 1500 })
    await start(vehicle)
    const [r] = await reservationsOf(vehicle)
    expect(r!.depositCents).toBe(15_000)
    expect([...sim.sessions.values()][0]!.amount).toBe(15_000)
  })

  it('refuses a sold car, a reserved car and bad contact details, creating nothing', async () => {
    const sold = await car({ status: 'sold' })
    const reserved = await car({ reserved: true })
    for (const vehicle of [sold, reserved]) {
      const res = await start(vehicle)
      expect(res.status).toBe(409)
      expect(await reservationsOf(vehicle)).toHaveLength(0)
    }
    expect((await start(sold)).body).toEqual({ message: 'Sorry, this car has been sold, so it can no longer be reserved online.' })
    expect((await start(reserved)).body).toEqual({ message: 'Sorry, this car is already reserved by another customer.' })

    const fine = await car()
    const bad = await startCheckout(payload, site, { car_id: fine.slug, fields: { ...fields, postcode: '20', terms_conditions: false } }, { customer: null, origin: ORIGIN, client: client() })
    expect(bad.status).toBe(400)
    expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['postcode', 'terms_conditions'])
    expect(await reservationsOf(fine)).toHaveLength(0)
    expect(sim.sessions.size).toBe(0)
  })

  it("refuses another dealer's car, a site with reservations off, and a signed-out shopper where checkout is gated", async () => {
    const vehicle = await car()
    expect((await start(vehicle, {}, otherSite)).status).toBe(404)
    expect((await start(vehicle, {}, { ...site, settings: { ...site.settings, reserve: false } })).body).toEqual({ message: 'Online reservations are not available on this site.' })
    const gated = await start(vehicle, {}, { ...site, settings: { ...site.settings, gateCheckout: true } })
    expect(gated).toEqual({ status: 401, body: { message: START_MESSAGES.signIn, signIn: `/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${vehicle.slug}/checkout`)}&back=${encodeURIComponent(`/cars/${vehicle.slug}`)}` } })
    expect(await reservationsOf(vehicle)).toHaveLength(0)
  })

  it('keeps the attempt as abandoned and charges nothing when the payment service fails', async () => {
    const vehicle = await car()
    sim.failNext(1, 503)
    const res = await start(vehicle)
    expect(res).toEqual({ status: 502, body: { message: START_MESSAGES.paymentsDown } })
    const [r] = await reservationsOf(vehicle)
    expect(r!.status).toBe('abandoned')
    expect(sim.sessions.size).toBe(0)
  })
})

describe('completing a paid checkout', () => {
  it('holds the car: active with paidAt and heldUntil, Reserved in search, one lead with its delivery job, the expiry job queued', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    const outcome = await complete(sessionId)
    expect(outcome.kind).toBe('active')
    const r = (outcome as { reservation: Reservation }).reservation
    const paidAt = Date.parse(r.payment!.paidAt!)
    expect(Date.parse(r.heldUntil!) - paidAt).toBe(48 * 3_600_000)
    expect(r.payment!.paymentId).toBe(sim.sessions.get(sessionId)!.payment_id)
    expect((await vehicleNow(vehicle)).reserved).toBe(true)
    expect(await searchRecordReserved(vehicle)).toBe(true)

    const leads = await leadsFor(vehicle)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ category: RESERVATION_LEAD.category, status: 'received', contact: { name: 'Jane', email: 'jane@example.com' } })
    expect(leads[0]!.fields).toMatchObject({ reservation_reference: r.reference, deposit: '$200.00', deposit_cents: 20_000 })
    expect(r.lead).toBe(leads[0]!.id)
    const deliveries = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 500, overrideAccess: true })
    expect(deliveries.docs.filter((j) => (j.input as { leadId: number }).leadId === leads[0]!.id)).toHaveLength(1)
    const expiry = await jobsFor('expireReservation', r.id)
    expect(expiry).toHaveLength(1)
    expect(Date.parse(expiry[0]!.waitUntil!)).toBe(Date.parse(r.heldUntil!))
  })

  it('hands the lead where the shopper came from, as the checkout recorded it; a touch that is not one costs nothing', async () => {
    const touch = { at: new Date().toISOString(), landing_page: '/?utm_source=facebook&utm_medium=paid_social&utm_campaign=EOFY&fbclid=fb1', utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'EOFY', fbclid: 'fb1' }
    const vehicle = await car()
    const outcome = await complete(await paidCheckout(vehicle, { attribution: { first_touch: touch, last_touch: touch } }))
    expect(outcome.kind).toBe('active')
    const [lead] = await leadsFor(vehicle)
    expect([lead!.source, lead!.medium, lead!.campaign]).toEqual(['facebook', 'paid_social', 'EOFY'])
    expect(lead!.attribution?.firstTouch).toEqual(touch)

    const other = await car()
    const odd = await complete(await paidCheckout(other, { attribution: { first_touch: { at: 'soon' }, last_touch: 'x' } }))
    expect(odd.kind).toBe('active')
    const [plain] = await leadsFor(other)
    expect([plain!.source, plain!.medium]).toEqual(['(direct)', '(none)'])
  })

  it('is idempotent: the return and the webhook, each twice and at once, make one activation and one lead', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    const outcomes = await Promise.all([complete(sessionId), complete(sessionId), complete(sessionId, undefined), complete(sessionId, undefined)])
    expect(outcomes.map((o) => o.kind)).toEqual(['active', 'active', 'active', 'active'])
    const replay = await complete(sessionId)
    expect(replay).toMatchObject({ kind: 'active', fresh: false })
    expect(await leadsFor(vehicle)).toHaveLength(1)
    const [r] = await reservationsOf(vehicle)
    expect(await jobsFor('expireReservation', r!.id)).toHaveLength(1)
    expect(await jobsFor('refundReservation', r!.id)).toHaveLength(0)
  })

  it('a race: two concurrent payments for one car make exactly one active reservation; the other is refused and refunded', async () => {
    const vehicle = await car()
    const first = await paidCheckout(vehicle)
    const second = await paidCheckout(vehicle)
    const outcomes = await Promise.all([complete(first), complete(second)])
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['active', 'refused'])
    const rows = await reservationsOf(vehicle)
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1)
    const refused = rows.find((r) => r.status === 'refused')!
    expect(refused.endedAt).toBeTruthy()
    expect((await vehicleNow(vehicle)).reserved).toBe(true)
    expect(await leadsFor(vehicle)).toHaveLength(1)
    expect(await jobsFor('refundReservation', refused.id)).toHaveLength(1)

    await runJobs('refundReservation')
    const refundedPayment = sim.sessions.get(refused.payment!.checkoutSessionId!)!.payment_id
    expect(sim.refunds).toEqual([expect.objectContaining({ payment_id: refundedPayment, amount: 20_000 })])
    const after = (await reservationsOf(vehicle)).find((r) => r.id === refused.id)!
    expect(after.payment!.refundId).toBe(sim.refunds[0]!.id)
    expect(after.payment!.refundedAt).toBeTruthy()
    // The refused shopper's return shows the refusal again, and nothing more happens.
    expect((await complete(second === refused.payment!.checkoutSessionId ? second : first)).kind).toBe('refused')
    await runJobs('refundReservation')
    expect(sim.refunds).toHaveLength(1)
  })

  it('the database itself allows one active reservation per car (the index the race relies on)', async () => {
    const vehicle = await car()
    await complete(await paidCheckout(vehicle))
    // The car is Reserved now, so no second checkout can start; write a pending one as a bug would.
    const second = await payload.create({
      collection: 'reservations',
      data: { tenant: dealer.id, reference: 'RSV-INDEX0TEST'.slice(0, 12), vehicle: vehicle.id, status: 'pending', depositCents: 20_000 },
      overrideAccess: true,
    })
    const error = await withTransaction(payload, (req) => activate(req, second.id, { paymentId: 'pi_test', paidAt: new Date(), heldUntil: new Date(Date.now() + 3_600_000) })).catch((e: unknown) => e)
    expect(isOneActiveViolation(error)).toBe(true)
    expect((await reservationsOf(vehicle)).filter((r) => r.status === 'active')).toHaveLength(1)
  })

  it('refuses and refunds when the car was sold while the shopper paid', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    await payload.update({ collection: 'vehicles', id: vehicle.id, data: { status: 'sold' }, overrideAccess: true, context: { disableRevalidate: true } })
    const outcome = await complete(sessionId)
    expect(outcome.kind).toBe('refused')
    expect((await vehicleNow(vehicle)).reserved).toBe(false)
    expect(await leadsFor(vehicle)).toHaveLength(0)
    await runJobs('refundReservation')
    expect(sim.refunds).toHaveLength(1)
  })

  it('a tampered, foreign or unpaid session changes nothing', async () => {
    const vehicle = await car()
    const started = await start(vehicle)
    const sessionId = new URL((started.body as { url: string }).url).pathname.split('/').pop()!
    // Not paid yet (or the card was declined: the session stays open).
    sim.declineNext(1)
    expect(sim.pay(sessionId).ok).toBe(false)
    expect((await complete(sessionId)).kind).toBe('unpaid')
    // Made-up and malformed ids.
    expect(await complete('cs_madeupsession0000')).toEqual({ kind: 'unknown' })
    expect(await complete("cs_x' OR 1=1 --")).toEqual({ kind: 'unknown' })
    // This dealer's session brought to another dealer's site.
    sim.pay(sessionId)
    expect(await complete(sessionId, otherSite.id)).toEqual({ kind: 'unknown' })
    const [r] = await reservationsOf(vehicle)
    expect(r!.status).toBe('pending')
    expect((await vehicleNow(vehicle)).reserved).toBe(false)
    expect(await leadsFor(vehicle)).toHaveLength(0)
    // The right site completes it.
    expect((await complete(sessionId)).kind).toBe('active')
  })

  it('a session that does not match its reservation (another amount) is not trusted', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    sim.sessions.get(sessionId)!.amount = 100
    expect(await complete(sessionId)).toEqual({ kind: 'unknown' })
    expect((await reservationsOf(vehicle))[0]!.status).toBe('pending')
  })
})

describe('ending a hold', () => {
  it('the expiry job lapses the hold, releases the car and refunds the deposit', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    const r = ((await complete(sessionId)) as { reservation: Reservation }).reservation
    // The queue does not run it before its time.
    await runJobs('expireReservation')
    expect((await reservationsOf(vehicle))[0]!.status).toBe('active')

    await poolOf(payload).query(`UPDATE reservations SET held_until = now() - interval '1 minute' WHERE id = $1`, [r.id])
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 49 * 3_600_000)
    await runJobs('expireReservation')
    const lapsed = (await reservationsOf(vehicle))[0]!
    expect(lapsed.status).toBe('expired')
    expect(lapsed.endedAt).toBeTruthy()
    expect((await vehicleNow(vehicle)).reserved).toBe(false)
    expect(await searchRecordReserved(vehicle)).toBe(false)

    await runJobs('refundReservation')
    expect(sim.refunds).toEqual([expect.objectContaining({ payment_id: r.payment!.paymentId, amount: 20_000 })])
    const refunded = (await reservationsOf(vehicle))[0]!
    expect(refunded.payment!.refundId).toBe(sim.refunds[0]!.id)
    expect(refunded.payment!.refundedAt).toBeTruthy()
  })

  it('a failed refund is retried until the service takes it, once', async () => {
    const vehicle = await car()
    const r = ((await complete(await paidCheckout(vehicle))) as { reservation: Reservation }).reservation
    await poolOf(payload).query(`UPDATE reservations SET held_until = now() - interval '1 minute' WHERE id = $1`, [r.id])
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 49 * 3_600_000)
    await runJobs('expireReservation')
    sim.failNext(1, 503)
    await runJobs('refundReservation')
    expect(sim.refunds).toHaveLength(0)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 3_600_000)
    await runJobs('refundReservation')
    expect(sim.refunds).toHaveLength(1)
    expect((await reservationsOf(vehicle))[0]!.payment!.refundId).toBe(sim.refunds[0]!.id)
  })

  it("the dealer's cancel in the admin releases the car and refunds; staff cannot set any other status", async () => {
    const vehicle = await car()
    const r = ((await complete(await paidCheckout(vehicle))) as { reservation: Reservation }).reservation
    const marketer = await createMarketer(payload, [dealer])
    await expect(
      payload.update({ collection: 'reservations', id: r.id, data: { status: 'expired' }, user: marketer, overrideAccess: false }),
    ).rejects.toThrow(CANCEL_ONLY_MESSAGE)
    await payload.update({ collection: 'reservations', id: r.id, data: { status: 'cancelled' }, user: marketer, overrideAccess: false })
    const cancelled = (await reservationsOf(vehicle))[0]!
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.endedAt).toBeTruthy()
    expect((await vehicleNow(vehicle)).reserved).toBe(false)
    await runJobs('refundReservation')
    expect(sim.refunds).toEqual([expect.objectContaining({ payment_id: r.payment!.paymentId, amount: 20_000 })])
    // Cancelled cannot be undone into a hold.
    await expect(payload.update({ collection: 'reservations', id: r.id, data: { status: 'active' }, user: marketer, overrideAccess: false })).rejects.toThrow(CANCEL_ONLY_MESSAGE)
    // The old expiry job finds nothing to do.
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 49 * 3_600_000)
    await runJobs('expireReservation')
    expect((await reservationsOf(vehicle))[0]!.status).toBe('cancelled')
    expect(sim.refunds).toHaveLength(1)
  })

  it('a payment for a checkout the dealer cancelled meanwhile is refunded', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    const [r] = await reservationsOf(vehicle)
    const marketer = await createMarketer(payload, [dealer])
    await payload.update({ collection: 'reservations', id: r!.id, data: { status: 'cancelled' }, user: marketer, overrideAccess: false })
    expect((await complete(sessionId)).kind).toBe('ended')
    expect((await complete(sessionId)).kind).toBe('ended')
    await runJobs('refundReservation')
    expect(sim.refunds).toHaveLength(1)
    expect((await vehicleNow(vehicle)).reserved).toBe(false)
  })
})

describe('the sweep', () => {
  it('completes a paid checkout whose return was lost, abandons unpaid ones, and lapses overdue holds', async () => {
    const lostReturn = await car()
    const unpaid = await car()
    const overdue = await car()
    await paidCheckout(lostReturn)
    await start(unpaid)
    const held = ((await complete(await paidCheckout(overdue))) as { reservation: Reservation }).reservation
    await poolOf(payload).query(`UPDATE reservations SET created_at = now() - interval '40 minutes' WHERE vehicle_id = ANY($1::int[]) AND status = 'pending'`, [[lostReturn.id, unpaid.id]])
    await poolOf(payload).query(`UPDATE reservations SET held_until = now() - interval '1 minute' WHERE id = $1`, [held.id])

    const result = await sweepReservations(payload, { client: client() })
    expect(result).toMatchObject({ completed: 1, abandoned: 1, lapsed: 1 })
    expect((await reservationsOf(lostReturn))[0]!.status).toBe('active')
    expect((await vehicleNow(lostReturn)).reserved).toBe(true)
    expect(await leadsFor(lostReturn)).toHaveLength(1)
    expect((await reservationsOf(unpaid))[0]!.status).toBe('abandoned')
    expect((await reservationsOf(overdue))[0]!.status).toBe('expired')
    expect((await vehicleNow(overdue)).reserved).toBe(false)
    // A second sweep finds nothing new (the lapsed hold's refund job is already queued).
    expect(await sweepReservations(payload, { client: client() })).toEqual({ lapsed: 0, completed: 0, abandoned: 0, refundsQueued: 0 })
  })
})

describe('the payment webhook', () => {
  const post = (body: string, signature: string | null) =>
    handlePaymentsWebhook(new Request('http://forecourt.test/api/payments/webhook', { method: 'POST', body, headers: signature ? { 'payments-signature': signature } : {} }), {
      payload: async () => payload,
      secret: 'whsec-int',
    })

  it('completes a paid checkout when signed, and is refused unsigned', async () => {
    const vehicle = await car()
    const sessionId = await paidCheckout(vehicle)
    const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { session_id: sessionId } })
    const forged = await post(body, signWebhook(body, 'not-the-secret'))
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({ message: 'The webhook signature does not match.' })
    expect((await reservationsOf(vehicle))[0]!.status).toBe('pending')
    const good = await post(body, signWebhook(body, 'whsec-int'))
    expect(good.status).toBe(200)
    expect(await good.json()).toEqual({ received: true, handled: true, outcome: 'active' })
    expect((await post(body, signWebhook(body, 'whsec-int'))).status).toBe(200)
    expect(await leadsFor(vehicle)).toHaveLength(1)
  })
})

describe('the online purchase journey', () => {
  const answers = (locationId: number) => ({
    tradeIn: { has_trade_in: 'yes', rego: 'ABC123', make: 'Mazda', model: '3', km: '85,000' },
    finance: { payment_method: 'finance' },
    delivery: { handover: 'pickup', location_id: String(locationId) },
    contact: fields,
  })

  it('stores the journey as an online-purchase lead (once per key), and its deposit links the reservation to it', async () => {
    const vehicle = await car()
    const key = unique('journey').replace(/[^A-Za-z0-9_-]/g, '')
    const stored = await storeJourney(payload, site, { car_id: vehicle.id, answers: answers(showroom.id), idempotency_key: key }, { estimate: () => 'est. $99/wk based on sample 9.5% p.a.' })
    expect(stored.status).toBe(201)
    const leadId = (stored.body as { lead_id: string }).lead_id
    expect((await storeJourney(payload, site, { car_id: vehicle.id, answers: answers(showroom.id), idempotency_key: key })).body).toEqual({ lead_id: leadId })
    const [lead] = await leadsFor(vehicle, 'online-purchase')
    expect(lead!.fields).toMatchObject({ trade_in: 'Yes', trade_in_rego: 'ABC123', trade_in_km: 85_000, payment_method: 'Finance', handover: 'Pickup', pickup_location: 'Tweed Showroom', finance_estimate: 'est. $99/wk based on sample 9.5% p.a.' })

    const bad = await storeJourney(payload, site, { car_id: vehicle.id, answers: { ...answers(999_999), finance: {} }, idempotency_key: `${key}x` })
    expect(bad.status).toBe(400)
    expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['finance.payment_method', 'delivery.location_id'])

    // The deposit step does not ask for the terms again: the stored journey (Review step) holds them.
    // Without a journey the terms are still required.
    const { terms_conditions: _terms, ...withoutTerms } = fields as Record<string, unknown>
    const unagreed = await start(vehicle, { fields: withoutTerms })
    expect(unagreed.status).toBe(400)
    expect((unagreed.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['terms_conditions'])
    const started = await start(vehicle, { journey_lead: leadId, fields: withoutTerms })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const [r] = await reservationsOf(vehicle)
    expect(r!.lead).toBe(lead!.id)
    // Another car's journey cannot be used.
    const other = await car()
    expect((await start(other, { journey_lead: leadId })).body).toMatchObject({ message: START_MESSAGES.noJourney })
    expect(await reservationsOf(other)).toHaveLength(0)

    const sessionId = r!.payment!.checkoutSessionId!
    sim.pay(sessionId)
    expect((await complete(sessionId)).kind).toBe('active')
    const [reservationLead] = await leadsFor(vehicle)
    expect(reservationLead!.fields).toMatchObject({ online_purchase_lead_id: leadId })
    expect((await reservationsOf(vehicle))[0]!.lead).toBe(lead!.id)
  })

  it('refuses a journey for a car that cannot be bought online', async () => {
    const vehicle = await car({ reserved: true })
    const res = await storeJourney(payload, site, { car_id: vehicle.id, answers: answers(showroom.id), idempotency_key: unique('j').replace(/[^A-Za-z0-9_-]/g, '') })
    expect(res).toEqual({ status: 409, body: { message: 'Sorry, this car is already reserved by another customer.' } })
    expect(await leadsFor(vehicle, 'online-purchase')).toHaveLength(0)
  })
})
