/**
 * The watchlist against the real embedded PostgreSQL, through the route handlers with the real signed
 * session cookie (next/headers' cookie jar is the only stand-in):
 * - isolation: a shopper sees and changes only their own list on their own dealer's site; another
 *   shopper's phone_number, another dealer's car, a hidden car and bad bodies are refused and change
 *   nothing; saving is idempotent, removing a car not saved is harmless, a sold car cannot be newly saved;
 * - alerts: one per price drop (the same price twice is one alert, a rise or a back-and-forth none),
 *   one when sold, one when reserved; sent through the SMS simulator by the job queue, never twice;
 *   a refused SMS falls back to email; a failing gateway is retried.
 */
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Customer, Location, Tenant, Vehicle, WatchAlert } from '@/payload-types'
import { signSession } from '@/lib/customers/sessionToken'
import { findTenantByHost } from '@/lib/site/tenant'
import { getSignedInCustomer } from '@/lib/customers/session'
import { handleListWatchlist, handleRemoveCar, handleSaveCar, type WatchlistAnswer, type WatchlistDeps } from '@/lib/watchlist/endpoints'
import { sendWatchAlert } from '@/lib/watchlist/send'
import { parseMail, startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { startSmsSimulator, type SmsSimulator } from '../simulators/sms/server'
import { createLocation, createTenant, getTestPayload, unique } from './helpers'

// The session cookie the route handlers read through next/headers (set per request by `as()`).
const jar = vi.hoisted(() => ({ token: undefined as string | undefined }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'fc_customer' && jar.token ? { name, value: jar.token } : undefined) }),
}))

let payload: Payload
let sms: SmsSimulator
let smtp: SmtpSimulator
let dealerA: Tenant
let dealerB: Tenant
let dealerOff: Tenant
let alice: Customer
let bob: Customer
let carol: Customer
let offShopper: Customer
const cars: Record<'a1' | 'a2' | 'sold' | 'hidden' | 'b1' | 'off1', Vehicle> = {} as never

const deps: WatchlistDeps = { payload: async () => payload, tenantByHost: findTenantByHost, customer: getSignedInCustomer }
const hostOf = (t: Tenant) => t.domains![0]!.domain
const idOf = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : (v as number))

/** Signs the next requests in as `customer` (or out, with null). */
function as(customer: Customer | null) {
  jar.token = customer ? signSession({ customer: customer.id, tenant: idOf(customer.tenant), issuedAt: Date.now() }) : undefined
}

async function call(handler: typeof handleSaveCar, tenant: Tenant, body: unknown) {
  const request = new Request(`http://${hostOf(tenant)}/api/watchlist/x`, {
    method: 'POST',
    headers: { host: hostOf(tenant), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const res = await handler(request, deps)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return { status: res.status, body: (await res.json()) as { success: boolean; message?: string } }
}
const save = (tenant: Tenant, body: unknown) => call(handleSaveCar, tenant, body)
const remove = (tenant: Tenant, body: unknown) => call(handleRemoveCar, tenant, body)

async function list(tenant: Tenant): Promise<WatchlistAnswer> {
  const res = await handleListWatchlist(new Request(`http://${hostOf(tenant)}/api/watchlist`, { headers: { host: hostOf(tenant) } }), deps)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return (await res.json()) as WatchlistAnswer
}

async function itemsOf(customer: Customer) {
  const found = await payload.find({ collection: 'watchlist-items', where: { customer: { equals: customer.id } }, depth: 0, pagination: false, overrideAccess: true })
  return found.docs
}

async function customer(tenant: Tenant, phone: string, email?: string): Promise<Customer> {
  return payload.create({ collection: 'customers', data: { tenant: tenant.id, phone, name: 'Test', ...(email ? { email } : {}) }, overrideAccess: true })
}

const location = (tenant: Tenant) => createLocation(payload, tenant)

async function car(tenant: Tenant, loc: Location, extra: Partial<Vehicle> = {}): Promise<Vehicle> {
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenant.id,
      location: loc.id,
      year: 2021,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx',
      car_type: 'used',
      status: 'in_stock',
      price: 30000,
      stocknum: unique('W'),
      ...extra,
    } as Vehicle,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const updateCar = (vehicle: Vehicle, data: Partial<Vehicle>) =>
  payload.update({ collection: 'vehicles', id: vehicle.id, data, overrideAccess: true, depth: 0, context: { disableRevalidate: true } })

beforeAll(async () => {
  payload = await getTestPayload()
  sms = await startSmsSimulator()
  process.env.SMS_API_URL = sms.url
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_FROM = 'alerts@forecourt.test'

  dealerA = await createTenant(payload, 'Watch Dealer A')
  dealerB = await createTenant(payload, 'Watch Dealer B')
  dealerOff = await createTenant(payload, 'Watch Dealer Off', { settings: { features: { watchlist: false } } } as Partial<Tenant>)
  const [locA, locB, locOff] = [await location(dealerA), await location(dealerB), await location(dealerOff)]
  cars.a1 = await car(dealerA, locA)
  cars.a2 = await car(dealerA, locA, { model: 'CX-9', price: 45000 })
  cars.sold = await car(dealerA, locA, { model: 'CX-3', status: 'sold', sold_date: new Date().toISOString() })
  cars.hidden = await car(dealerA, locA, { model: 'BT-50', show_on_dealer_website: false })
  cars.b1 = await car(dealerB, locB)
  cars.off1 = await car(dealerOff, locOff)
  alice = await customer(dealerA, '+61412000001', 'alice@example.test')
  bob = await customer(dealerA, '+61412000002')
  carol = await customer(dealerB, '+61412000003')
  offShopper = await customer(dealerOff, '+61412000004')
}, 180_000)

afterAll(async () => {
  await sms?.close()
  await smtp?.close()
  delete process.env.SMS_API_URL
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

beforeEach(() => as(null))

describe('watchlist API: each shopper has their own list on their own dealer site', () => {
  it('refuses a signed-out shopper with the sign-in message, and their GET is an empty signed-out list', async () => {
    const res = await save(dealerA, { phone_number: '0412 000 001', car_id: cars.a1.id })
    expect(res).toEqual({ status: 401, body: { success: false, message: 'Please sign in to save cars.' } })
    expect(await list(dealerA)).toEqual({ signedIn: false, phone: null, items: [] })
    expect(await itemsOf(alice)).toHaveLength(0)
  })

  it('saves a car once however often it is saved, recording what the shopper saw, and lists it for that shopper only', async () => {
    as(alice)
    expect(await save(dealerA, { phone_number: '0412 000 001', car_id: cars.a1.id })).toEqual({ status: 200, body: { success: true } })
    expect(await save(dealerA, { phone_number: '+61412000001', car_id: String(cars.a1.id) })).toEqual({ status: 200, body: { success: true } })
    const items = await itemsOf(alice)
    expect(items).toHaveLength(1)
    expect(items[0]!.notified).toMatchObject({ price: 30000, status: 'in_stock', reserved: false })
    expect(idOf(items[0]!.tenant)).toBe(dealerA.id)

    const mine = await list(dealerA)
    expect(mine.signedIn).toBe(true)
    expect(mine.phone).toBe('+61412000001')
    expect(mine.items.map((i) => i.carId)).toEqual([cars.a1.id])
    expect(mine.items[0]).toMatchObject({ slug: cars.a1.slug, name: '2021 Mazda CX-5 Maxx', price: 30000, priceText: '$30,000', sold: false, reserved: false, visible: true })

    as(bob)
    expect((await list(dealerA)).items).toEqual([])
  })

  it("refuses another shopper's phone_number (403) and leaves both lists unchanged", async () => {
    as(bob)
    const res = await save(dealerA, { phone_number: '0412 000 001', car_id: cars.a2.id })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ success: false, message: 'That phone number is not the one you signed in with. Please sign in again.' })
    const removal = await remove(dealerA, { phone_number: '0412000001', car_id: cars.a1.id })
    expect(removal.status).toBe(403)
    expect(await itemsOf(bob)).toHaveLength(0)
    expect((await itemsOf(alice)).map((i) => idOf(i.vehicle))).toEqual([cars.a1.id])
  })

  it("cannot remove from another shopper's list: removing a car they never saved is harmless and touches only their own", async () => {
    as(bob)
    expect(await remove(dealerA, { phone_number: '0412000002', car_id: cars.a1.id })).toEqual({ status: 200, body: { success: true } })
    expect((await itemsOf(alice)).map((i) => idOf(i.vehicle))).toEqual([cars.a1.id])
  })

  it("refuses another dealer's car, a hidden car and no car at all with 404, saving nothing", async () => {
    as(alice)
    for (const carId of [cars.b1.id, cars.hidden.id, 99_999_999]) {
      const res = await save(dealerA, { phone_number: '0412000001', car_id: carId })
      expect(res).toEqual({ status: 404, body: { success: false, message: 'We could not find that car on this site.' } })
    }
    expect(await remove(dealerA, { phone_number: '0412000001', car_id: cars.b1.id })).toMatchObject({ status: 404 })
    expect(await itemsOf(alice)).toHaveLength(1)
  })

  it("does not accept a session on another dealer's site: the list is per dealer", async () => {
    as(alice)
    expect(await save(dealerB, { phone_number: '0412000001', car_id: cars.b1.id })).toMatchObject({ status: 401 })
    expect((await list(dealerB)).signedIn).toBe(false)
    as(carol)
    expect((await list(dealerB)).items).toEqual([])
    expect(await save(dealerB, { phone_number: '0412000003', car_id: cars.a1.id })).toMatchObject({ status: 404 })
  })

  it('refuses to newly save a sold car (409), with a message saying why', async () => {
    as(alice)
    const res = await save(dealerA, { phone_number: '0412000001', car_id: cars.sold.id })
    expect(res).toEqual({ status: 409, body: { success: false, message: 'This car has sold, so it cannot be added to your watchlist.' } })
    expect(await itemsOf(alice)).toHaveLength(1)
  })

  it('answers malformed bodies with 400 and a specific message', async () => {
    as(alice)
    const cases: [unknown, string][] = [
      ['{not json', 'The request body is not valid JSON.'],
      [[1, 2], 'Send a JSON object with phone_number and car_id.'],
      [{ car_id: cars.a2.id }, 'phone_number must be an Australian mobile number, for example 0412 345 678.'],
      [{ phone_number: '12345', car_id: cars.a2.id }, 'phone_number must be an Australian mobile number, for example 0412 345 678.'],
      [{ phone_number: '0412000001' }, 'car_id must be the id of a car (a whole number).'],
      [{ phone_number: '0412000001', car_id: 'cx-9' }, 'car_id must be the id of a car (a whole number).'],
      [{ phone_number: '0412000001', car_id: 2.5 }, 'car_id must be the id of a car (a whole number).'],
    ]
    for (const [body, message] of cases) expect(await save(dealerA, body), JSON.stringify(body)).toEqual({ status: 400, body: { success: false, message } })
    expect(await itemsOf(alice)).toHaveLength(1)
  })

  it('is 404 where the dealer turned the watchlist off', async () => {
    as(offShopper)
    const res = await save(dealerOff, { phone_number: '0412000004', car_id: cars.off1.id })
    expect(res).toEqual({ status: 404, body: { success: false, message: 'The watchlist is not available on this site.' } })
    expect(await itemsOf(offShopper)).toHaveLength(0)
  })

  it('removes a saved car, and removing it again still succeeds', async () => {
    as(alice)
    expect(await remove(dealerA, { phone_number: '0412000001', car_id: cars.a1.id })).toEqual({ status: 200, body: { success: true } })
    expect(await itemsOf(alice)).toHaveLength(0)
    expect(await remove(dealerA, { phone_number: '0412000001', car_id: cars.a1.id })).toEqual({ status: 200, body: { success: true } })
    expect((await list(dealerA)).items).toEqual([])
  })
})

describe('watch alerts: one notification per change per watcher', () => {
  let watched: Vehicle
  let dave: Customer

  const alertsFor = async (vehicle: Vehicle): Promise<WatchAlert[]> =>
    (await payload.find({ collection: 'watch-alerts', where: { vehicle: { equals: vehicle.id } }, sort: 'id', depth: 0, pagination: false, overrideAccess: true })).docs
  const keysOf = (alerts: WatchAlert[], who: Customer) => alerts.filter((a) => idOf(a.customer) === who.id).map((a) => a.changeKey)
  const runAlertJobs = () => payload.jobs.run({ limit: 50, where: { taskSlug: { equals: 'sendWatchAlert' } }, silent: true })
  const smsTo = (who: Customer) => sms.messages.filter((m) => m.to === who.phone).map((m) => m.body)

  beforeAll(async () => {
    const loc = await location(dealerA)
    watched = await car(dealerA, loc, { model: 'MX-5', badge: 'GT', price: 40000 })
    dave = await customer(dealerA, '+61412000005', 'dave@example.test')
    as(alice)
    expect((await save(dealerA, { phone_number: '0412000001', car_id: watched.id })).status).toBe(200)
    as(bob)
    expect((await save(dealerA, { phone_number: '0412000002', car_id: watched.id })).status).toBe(200)
    sms.reset()
  })
  afterEach(() => {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  })

  it('queues one alert and one job per watcher for a price drop; the same price again adds nothing', async () => {
    await updateCar(watched, { price: 38000 })
    await updateCar(watched, { price: 38000 })
    await updateCar(watched, { km: 12345 })
    const alerts = await alertsFor(watched)
    expect(keysOf(alerts, alice)).toEqual(['price-drop:38000'])
    expect(keysOf(alerts, bob)).toEqual(['price-drop:38000'])
    expect(alerts.every((a) => a.state === 'queued' && a.channel === 'sms' && a.kind === 'price-drop')).toBe(true)
    expect(alerts[0]!.message).toMatch(/^2021 Mazda MX-5 GT you saved at Watch Dealer A is now \$38,000 \(was \$40,000\)\. View it: https:\/\/.+\/cars\/.+$/)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendWatchAlert' } }, pagination: false, overrideAccess: true })
    const queuedFor = jobs.docs.map((j) => (j.input as { alertId: number }).alertId)
    for (const a of alerts) expect(queuedFor).toContain(a.id)
    const items = await itemsOf(alice)
    expect(items.find((i) => idOf(i.vehicle) === watched.id)!.notified).toMatchObject({ price: 38000 })
  })

  it('sends each alert by SMS through the job queue, records it, and a rerun sends nothing new', async () => {
    await runAlertJobs()
    expect(smsTo(alice)).toEqual([expect.stringContaining('is now $38,000 (was $40,000)')])
    expect(smsTo(bob)).toHaveLength(1)
    const alerts = await alertsFor(watched)
    expect(alerts.every((a) => a.state === 'sent' && /^sms_/.test(a.reference ?? ''))).toBe(true)

    await runAlertJobs()
    for (const a of alerts) expect(await sendWatchAlert(payload, a.id)).toEqual({ state: 'skipped' })
    expect(sms.messages).toHaveLength(2)
  })

  it('says nothing for a rise, nor for a fall back that stays above the lowest price told; a new low alerts again', async () => {
    await updateCar(watched, { price: 42000 })
    await updateCar(watched, { price: 39000 })
    await updateCar(watched, { price: 38000 })
    expect(keysOf(await alertsFor(watched), alice)).toEqual(['price-drop:38000'])
    await updateCar(watched, { price: 36500 })
    expect(keysOf(await alertsFor(watched), alice)).toEqual(['price-drop:38000', 'price-drop:36500'])
    expect(keysOf(await alertsFor(watched), bob)).toEqual(['price-drop:38000', 'price-drop:36500'])
  })

  it('alerts once when the car is reserved, not again while it stays reserved', async () => {
    await updateCar(watched, { reserved: true })
    await updateCar(watched, { km: 20000 })
    const keys = keysOf(await alertsFor(watched), alice)
    expect(keys.filter((k) => k.startsWith('reserved:'))).toHaveLength(1)
    expect((await alertsFor(watched)).filter((a) => a.kind === 'reserved')).toHaveLength(2)
  })

  it('alerts once when the car sells (not again for later changes), and the job texts "has sold"', async () => {
    sms.reset()
    await updateCar(watched, { status: 'sold', sold_date: new Date().toISOString() })
    await updateCar(watched, { price: 30000 })
    const sold = (await alertsFor(watched)).filter((a) => a.kind === 'sold')
    expect(sold.map((a) => idOf(a.customer)).sort()).toEqual([alice.id, bob.id].sort())
    await runAlertJobs()
    expect(smsTo(alice).filter((b) => b.includes('has sold'))).toHaveLength(1)
    expect(smsTo(alice).filter((b) => b.includes('has been reserved'))).toHaveLength(1)
    // The later price change on a sold car was no news.
    expect(sms.messages.some((m) => m.body.includes('$30,000'))).toBe(false)
  })

  it('falls back to email when the gateway refuses the SMS for good, and the customer has an email', async () => {
    const loc = await location(dealerA)
    const other = await car(dealerA, loc, { model: 'Mazda3', price: 25000 })
    as(dave)
    expect((await save(dealerA, { phone_number: '0412000005', car_id: other.id })).status).toBe(200)
    await updateCar(other, { price: 24000 })
    sms.failNext(1, 400)
    const mailsBefore = smtp.messages.length
    await runAlertJobs()
    const [alert] = await alertsFor(other)
    expect(alert).toMatchObject({ state: 'sent', channel: 'email', reference: `<watch-alert-${alert!.id}@forecourt.alerts>` })
    await smtp.waitFor(mailsBefore + 1)
    const mail = await parseMail(smtp.messages[mailsBefore]!.raw)
    expect(mail.to).toEqual(['dave@example.test'])
    expect(mail.subject).toBe('Price drop: 2021 Mazda Mazda3 Maxx')
    expect(mail.text).toContain('is now $24,000 (was $25,000)')
    expect(smsTo(dave)).toHaveLength(0)
  })

  it('retries when the gateway fails for now, and then sends exactly once', async () => {
    const loc = await location(dealerA)
    const other = await car(dealerA, loc, { model: 'CX-30', price: 33000 })
    as(bob)
    expect((await save(dealerA, { phone_number: '0412000002', car_id: other.id })).status).toBe(200)
    await updateCar(other, { price: 31000 })
    sms.reset()
    sms.failNext(1, 500)
    await runAlertJobs()
    const [alert] = await alertsFor(other)
    expect(alert!.state).toBe('queued')
    expect(sms.messages).toHaveLength(0)
    // The retry waits out its backoff (30 s); move the queue's clock past it.
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 5 * 60_000)
    await runAlertJobs()
    await runAlertJobs()
    expect(sms.messages.map((m) => m.body)).toEqual([expect.stringContaining('2021 Mazda CX-30 Maxx you saved at Watch Dealer A is now $31,000 (was $33,000)')])
    expect((await alertsFor(other))[0]!.state).toBe('sent')
  })

  it('after the last retry of a failing gateway, emails a shopper who has an email and marks the others failed', async () => {
    const loc = await location(dealerA)
    const other = await car(dealerA, loc, { model: 'CX-60', price: 60000 })
    for (const [who, number] of [[dave, '0412000005'], [bob, '0412000002']] as const) {
      as(who)
      expect((await save(dealerA, { phone_number: number, car_id: other.id })).status).toBe(200)
    }
    await updateCar(other, { price: 58000 })
    sms.reset()
    sms.failNext(1000, 500) // a gateway failing for now, every time
    const mailsBefore = smtp.messages.length
    const runAt = async (run: number) => {
      // Each retry is due after its backoff: move the queue's clock an hour on per run.
      _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + (run + 1) * 3_600_000)
      await runAlertJobs()
    }
    // The first run and four retries: still queued, nothing sent another way.
    for (let run = 0; run < 5; run++) await runAt(run)
    expect((await alertsFor(other)).map((a) => a.state)).toEqual(['queued', 'queued'])
    expect(smtp.messages.length).toBe(mailsBefore)
    // The fifth retry (WATCH_ALERT_RETRIES) is the last.
    await runAt(5)
    const alerts = await alertsFor(other)
    expect(alerts.find((a) => idOf(a.customer) === dave.id)).toMatchObject({ state: 'sent', channel: 'email' })
    expect(alerts.find((a) => idOf(a.customer) === bob.id)).toMatchObject({ state: 'failed', channel: 'sms' })
    expect(alerts.find((a) => idOf(a.customer) === bob.id)!.reference).toMatch(/^Not sent: /)
    await smtp.waitFor(mailsBefore + 1)
    expect(smtp.messages.slice(mailsBefore).map((m) => m.to)).toEqual([['dave@example.test']])
    expect(sms.messages).toHaveLength(0)
    sms.reset()
  })

  it('takes a deleted car off every watchlist, with its alerts', async () => {
    await payload.delete({ collection: 'vehicles', id: watched.id, overrideAccess: true, context: { disableRevalidate: true } })
    expect(await alertsFor(watched)).toHaveLength(0)
    const left = await payload.find({ collection: 'watchlist-items', where: { vehicle: { equals: watched.id } }, overrideAccess: true })
    expect(left.totalDocs).toBe(0)
  })

  it('takes a deleted customer off the watchlists, with their alerts', async () => {
    const other = await car(dealerA, await location(dealerA), { model: 'CX-3', badge: 'Maxx', price: 25000 })
    as(bob)
    expect((await save(dealerA, { phone_number: '0412000002', car_id: other.id })).status).toBe(200)
    await updateCar(other, { price: 24000 })
    expect((await alertsFor(other)).filter((a) => idOf(a.customer) === bob.id)).toHaveLength(1)
    await payload.delete({ collection: 'customers', id: bob.id, overrideAccess: true })
    expect(await alertsFor(other)).toHaveLength(0)
    const left = await payload.find({ collection: 'watchlist-items', where: { customer: { equals: bob.id } }, overrideAccess: true })
    expect(left.totalDocs).toBe(0)
  })
})
