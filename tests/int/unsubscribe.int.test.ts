/**
 * Unsubscribing (issue 17, the Spam Act) against the real embedded PostgreSQL, the SMTP simulator and
 * the SMS simulator (its replies reach the inbound webhook handler over HTTP, signed, as a gateway's do):
 * - an alert email carries the footer link and both List-Unsubscribe headers; the one-click POST
 *   unsubscribes at once; the next alert to that shopper is not sent and is recorded skipped (the job
 *   done, not failed or retried);
 * - every SMS alert ends "Reply STOP to opt out"; a STOP reply stops the SMS alerts at that dealer only,
 *   START resumes them;
 * - dealer A's link does nothing on dealer B's site; a bad token changes nothing; a GET never unsubscribes;
 * - the lead auto-reply carries the link and headers and is skipped once unsubscribed, while the lead
 *   email to the dealer's staff still goes.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer, Lead, Location, Tenant, Unsubscribe, Vehicle, WatchAlert } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { findTenantByHost } from '@/lib/site/tenant'
import { handleSmsInbound } from '@/lib/sms/inbound'
import { handleUnsubscribeGet, handleUnsubscribePost, type UnsubscribeDeps } from '@/lib/unsubscribe/endpoint'
import { unsubscribeLinks } from '@/lib/unsubscribe/links'
import { saveCar } from '@/lib/watchlist/store'
import { parseMail, startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { startSmsSimulator, type SmsSimulator } from '../simulators/sms/server'
import { createLocation, createTenant, getTestPayload, unique } from './helpers'

const SMS_SECRET = 'test-sms-webhook-secret'

let payload: Payload
let sms: SmsSimulator
let smtp: SmtpSimulator
let inbound: http.Server
let dealerA: Tenant
let dealerB: Tenant
let locA: Location

const deps: UnsubscribeDeps = { payload: async () => payload, tenantByHost: findTenantByHost }
const hostOf = (t: Tenant) => t.domains![0]!.domain
const idOf = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : (v as number))

/** A raw message's header, unfolded. */
function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(head)?.[1]?.trim() ?? null
}

async function customer(tenant: Tenant, phone: string, email?: string): Promise<Customer> {
  return payload.create({ collection: 'customers', data: { tenant: tenant.id, phone, name: 'Test', ...(email ? { email } : {}) }, overrideAccess: true })
}

async function car(tenant: Tenant, loc: Location, price = 30000): Promise<Vehicle> {
  return payload.create({
    collection: 'vehicles',
    data: { tenant: tenant.id, location: loc.id, year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Touring', car_type: 'used', status: 'in_stock', price, stocknum: unique('U') } as Vehicle,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function watch(tenant: Tenant, who: Customer, vehicle: Vehicle) {
  const site = await findTenantByHost(hostOf(tenant))
  expect(await saveCar(payload, site!, who, vehicle.id)).toEqual({ ok: true })
}

const dropPrice = (vehicle: Vehicle, price: number) =>
  payload.update({ collection: 'vehicles', id: vehicle.id, data: { price }, overrideAccess: true, depth: 0, context: { disableRevalidate: true } })

const runAlertJobs = () => payload.jobs.run({ limit: 50, where: { taskSlug: { equals: 'sendWatchAlert' } }, silent: true })

async function alertsFor(vehicle: Vehicle, who: Customer): Promise<WatchAlert[]> {
  const found = await payload.find({ collection: 'watch-alerts', where: { and: [{ vehicle: { equals: vehicle.id } }, { customer: { equals: who.id } }] }, sort: 'id', depth: 0, pagination: false, overrideAccess: true })
  return found.docs
}

async function unsubscribesOf(address: string): Promise<Unsubscribe[]> {
  return (await payload.find({ collection: 'unsubscribes', where: { address: { equals: address } }, sort: 'id', depth: 0, pagination: false, overrideAccess: true })).docs
}

const allUnsubscribes = async () => (await payload.count({ collection: 'unsubscribes', overrideAccess: true })).totalDocs

/** The one-click POST a mail program makes (RFC 8058), to `url` with the Host header of `tenant`. */
async function oneClick(url: string, tenant: Tenant) {
  const res = await handleUnsubscribePost(
    new Request(url, { method: 'POST', headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    deps,
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get('cache-control') }
}

/** The unsubscribe page's confirm button: a form POST of the token to /api/unsubscribe. */
async function confirmOnPage(token: string, tenant: Tenant) {
  const res = await handleUnsubscribePost(
    new Request(`https://${hostOf(tenant)}/api/unsubscribe`, {
      method: 'POST',
      headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token }).toString(),
    }),
    deps,
  )
  return { status: res.status, location: res.headers.get('location') }
}

beforeAll(async () => {
  payload = await getTestPayload()
  // The app's inbound SMS route, served over HTTP so the simulator's signed replies arrive as a gateway's would.
  inbound = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      void handleSmsInbound(new Request('http://app.test/api/sms/inbound', { method: 'POST', headers, body: raw }), { payload: async () => payload, secret: SMS_SECRET }).then(async (answer) =>
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()),
      )
    })
  })
  await new Promise<void>((resolve) => inbound.listen(0, '127.0.0.1', () => resolve()))
  sms = await startSmsSimulator({ inboundUrl: `http://127.0.0.1:${(inbound.address() as AddressInfo).port}/api/sms/inbound`, webhookSecret: SMS_SECRET })
  process.env.SMS_API_URL = sms.url
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_FROM = 'alerts@forecourt.test'

  dealerA = await createTenant(payload, 'Unsub Dealer A', { contact: { email: 'sales@unsub-a.test' }, settings: { forms: { leadAutoReply: true } } } as Partial<Tenant>)
  dealerB = await createTenant(payload, 'Unsub Dealer B')
  locA = await createLocation(payload, dealerA)
}, 180_000)

afterAll(async () => {
  await sms?.close()
  await smtp?.close()
  await new Promise<void>((resolve) => (inbound ? inbound.close(() => resolve()) : resolve()))
  delete process.env.SMS_API_URL
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

describe('alert emails: the unsubscribe link, one-click, and no further alerts', () => {
  let alice: Customer
  let watched: Vehicle
  let oneClickUrl = ''
  let pageUrl = ''

  beforeAll(async () => {
    alice = await customer(dealerA, '+61413000001', 'Alice@Example.test')
    watched = await car(dealerA, locA, 40000)
    await watch(dealerA, alice, watched)
  })

  it('an alert email carries the footer link and both List-Unsubscribe headers, naming the dealer host', async () => {
    await dropPrice(watched, 39000)
    sms.failNext(1, 400, alice.phone) // the number refused for good: the alert goes by email
    const before = smtp.messages.length
    await runAlertJobs()
    await smtp.waitFor(before + 1)
    const raw = smtp.messages[before]!.raw
    const mail = await parseMail(raw)
    expect(mail.to.map((a) => a?.toLowerCase())).toEqual(['alice@example.test'])

    const list = headerOf(raw, 'List-Unsubscribe')!
    const match = /^<(https:\/\/[^>]+\/api\/unsubscribe\?t=([^>]+))>,\s*<(mailto:[^>]+)>$/.exec(list)
    expect(match, list).not.toBeNull()
    oneClickUrl = match![1]!
    const token = match![2]!
    expect(new URL(oneClickUrl).host).toBe(hostOf(dealerA))
    expect(match![3]).toBe(`mailto:alerts@forecourt.test?subject=unsubscribe%20${token}`)
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    pageUrl = `https://${hostOf(dealerA)}/pages/unsubscribe?t=${token}`
    expect(mail.text).toContain('is now $39,000 (was $40,000)')
    expect(mail.text).toContain(`To stop watchlist alerts from Unsub Dealer A, unsubscribe here: ${pageUrl}`)
    expect((await alertsFor(watched, alice))[0]).toMatchObject({ state: 'sent', channel: 'email' })
  })

  it('following the link (GET) changes nothing: it goes to the page, which asks first', async () => {
    const res = handleUnsubscribeGet(new Request(oneClickUrl, { headers: { host: hostOf(dealerA) } }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/pages/unsubscribe?t=${new URL(oneClickUrl).searchParams.get('t')}`)
    expect(await unsubscribesOf('alice@example.test')).toEqual([])
  })

  it('the one-click POST unsubscribes at once, recording who, where, how and when; a repeat keeps the first record', async () => {
    const started = Date.now()
    expect(await oneClick(oneClickUrl, dealerA)).toEqual({ status: 200, body: { unsubscribed: true }, cache: 'no-store' })
    const [row] = await unsubscribesOf('alice@example.test')
    expect(row).toMatchObject({ channel: 'email', address: 'alice@example.test', list: 'alerts', method: 'one-click', resubscribedAt: null })
    expect(idOf(row!.tenant)).toBe(dealerA.id)
    expect(Date.parse(row!.unsubscribedAt)).toBeGreaterThanOrEqual(started - 1000)

    expect((await oneClick(oneClickUrl, dealerA)).status).toBe(200)
    expect(await confirmOnPage(new URL(oneClickUrl).searchParams.get('t')!, dealerA)).toEqual({ status: 303, location: new URL(pageUrl).pathname + new URL(pageUrl).search })
    const rows = await unsubscribesOf('alice@example.test')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ method: 'one-click', unsubscribedAt: row!.unsubscribedAt })
  })

  it('the next alert to that shopper is not sent, by email or SMS, and is recorded skipped; its job is done, not failed', async () => {
    const mails = smtp.messages.length
    sms.reset()
    await dropPrice(watched, 37000)
    await runAlertJobs()
    const latest = (await alertsFor(watched, alice)).at(-1)!
    expect(latest.changeKey).toBe('price-drop:37000')
    expect(latest).toMatchObject({ state: 'skipped', channel: 'email' })
    expect(latest.reference).toMatch(/^Not sent: alice@example\.test unsubscribed from alerts \(one-click, /)
    expect(smtp.messages.length).toBe(mails)
    expect(sms.messages).toEqual([])
    const job = (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendWatchAlert' } }, pagination: false, overrideAccess: true })).docs.find(
      (j) => (j.input as { alertId: number }).alertId === latest.id,
    )
    // Payload deletes a job once it completes; one that failed, or waits to be retried, would still be here.
    expect(job).toBeUndefined()
    await runAlertJobs()
    expect(smtp.messages.length).toBe(mails)
  })
})

describe('SMS alerts: "Reply STOP to opt out", STOP and START', () => {
  let bob: Customer
  let bobAtB: Customer
  let watched: Vehicle
  let watchedAtB: Vehicle
  const smsTo = (who: Customer) => sms.messages.filter((m) => m.to === who.phone).map((m) => m.body)

  beforeAll(async () => {
    bob = await customer(dealerA, '+61413000002')
    bobAtB = await customer(dealerB, '+61413000002') // the same shopper, signed in at another dealer too
    watched = await car(dealerA, locA, 25000)
    watchedAtB = await car(dealerB, await createLocation(payload, dealerB), 26000)
    await watch(dealerA, bob, watched)
    await watch(dealerB, bobAtB, watchedAtB)
    sms.reset()
  })

  it('texts the alert with the opt-out line', async () => {
    await dropPrice(watched, 24000)
    await runAlertJobs()
    expect(smsTo(bob)).toEqual([expect.stringMatching(/is now \$24,000 \(was \$25,000\)\. View it: \S+\nReply STOP to opt out$/)])
  })

  it('a STOP reply to that text stops SMS alerts from that dealer only', async () => {
    const answer = await sms.reply(bob.phone, 'Stop')
    expect(answer).toEqual({ status: 200, body: { received: true, action: 'stop', dealers: 1 } })
    const rows = await unsubscribesOf(bob.phone)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ channel: 'sms', list: 'all', method: 'sms-stop', resubscribedAt: null })
    expect(idOf(rows[0]!.tenant)).toBe(dealerA.id)

    sms.reset()
    await dropPrice(watched, 23000)
    await dropPrice(watchedAtB, 25000)
    await runAlertJobs()
    expect((await alertsFor(watched, bob)).at(-1)).toMatchObject({ changeKey: 'price-drop:23000', state: 'skipped', channel: 'sms' })
    expect((await alertsFor(watched, bob)).at(-1)!.reference).toMatch(/unsubscribed from all messages \(SMS STOP, /)
    // Dealer B's alert still goes: the STOP answered dealer A's text.
    expect(smsTo(bob)).toEqual([expect.stringContaining('you saved at Unsub Dealer B is now $25,000')])
  })

  it('an ordinary reply changes nothing', async () => {
    expect(await sms.reply(bob.phone, 'Is it still available?')).toEqual({ status: 200, body: { received: true, action: 'none', dealers: 0 } })
    expect(await unsubscribesOf(bob.phone)).toHaveLength(1)
  })

  it('START resumes the alerts, and a later STOP records a new opt-out', async () => {
    // A new message to the shared number (no reply thread): it counts for every dealer the number signed in at.
    expect(await sms.reply(bob.phone, 'START', { inReplyTo: null })).toEqual({ status: 200, body: { received: true, action: 'start', dealers: 2 } })
    const [row] = await unsubscribesOf(bob.phone)
    expect(row!.resubscribedAt).toBeTruthy()

    sms.reset()
    await dropPrice(watched, 22000)
    await runAlertJobs()
    expect((await alertsFor(watched, bob)).at(-1)).toMatchObject({ changeKey: 'price-drop:22000', state: 'sent', channel: 'sms' })
    expect(smtp.messages.some((m) => m.raw.includes('22,000'))).toBe(false)
    expect(smsTo(bob)).toEqual([expect.stringContaining('is now $22,000')])

    expect((await sms.reply(bob.phone, 'STOP ALL', { inReplyTo: null })).body).toEqual({ received: true, action: 'stop', dealers: 2 })
    const rows = await unsubscribesOf(bob.phone)
    expect(rows.map((r) => [idOf(r.tenant), r.resubscribedAt ?? null]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [dealerA.id, null],
      [dealerB.id, null],
    ])
  })

  it('refuses an unsigned or wrongly signed reply and changes nothing', async () => {
    const before = await allUnsubscribes()
    const body = JSON.stringify({ id: 'in_x', from: '+61413000009', to: 'Forecourt', body: 'STOP' })
    const unsigned = await handleSmsInbound(new Request('http://app.test/api/sms/inbound', { method: 'POST', body }), { payload: async () => payload, secret: SMS_SECRET })
    expect(unsigned.status).toBe(400)
    const forged = await handleSmsInbound(
      new Request('http://app.test/api/sms/inbound', { method: 'POST', headers: { 'sms-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, body }),
      { payload: async () => payload, secret: SMS_SECRET },
    )
    expect(forged.status).toBe(400)
    expect(await allUnsubscribes()).toBe(before)
  })
})

describe('links are per dealer and signed', () => {
  let carol: Customer

  beforeAll(async () => {
    carol = await customer(dealerA, '+61413000003', 'carol@example.test')
  })

  it("dealer A's token does nothing on dealer B's site, one-click or confirm", async () => {
    const links = unsubscribeLinks(`https://${hostOf(dealerA)}`, { tenant: dealerA.id, channel: 'email', address: carol.email!, list: 'alerts' })
    const before = await allUnsubscribes()
    const atB = await oneClick(`https://${hostOf(dealerB)}/api/unsubscribe?t=${links.token}`, dealerB)
    expect(atB).toMatchObject({ status: 400, body: { message: 'This unsubscribe link is for another site.' } })
    expect(await confirmOnPage(links.token, dealerB)).toEqual({ status: 303, location: `/pages/unsubscribe?t=${links.token}` })
    expect(await allUnsubscribes()).toBe(before)
    expect(await unsubscribesOf('carol@example.test')).toEqual([])
  })

  it('a bad token changes nothing: tampered, missing, or for another address', async () => {
    const links = unsubscribeLinks(`https://${hostOf(dealerA)}`, { tenant: dealerA.id, channel: 'email', address: carol.email!, list: 'alerts' })
    const [body, signature] = links.token.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ t: dealerA.id, c: 'email', a: 'someone-else@example.test', l: 'all', i: Date.now() })).toString('base64url')
    const before = await allUnsubscribes()
    for (const token of [`${forgedBody}.${signature}`, `${body}.${signature!.slice(1)}x`, 'garbage', '']) {
      const res = await oneClick(`https://${hostOf(dealerA)}/api/unsubscribe?t=${encodeURIComponent(token)}`, dealerA)
      expect(res.status, token).toBe(400)
      expect(res.body.message).toBe('This unsubscribe link is not valid.')
      expect((await confirmOnPage(token, dealerA)).status).toBe(303)
    }
    expect(await allUnsubscribes()).toBe(before)

    // The real token, confirmed on the page, works (and only for its own address).
    expect((await confirmOnPage(links.token, dealerA)).status).toBe(303)
    expect((await unsubscribesOf('carol@example.test')).map((r) => [r.method, r.list])).toEqual([['link', 'alerts']])
    expect(await unsubscribesOf('someone-else@example.test')).toEqual([])
  })
})

describe('lead auto-replies', () => {
  const email = 'dana@example.test'

  async function submitEnquiry(): Promise<Lead> {
    const res = await handleLeadRequest(
      new Request('http://forecourt.test/api/leads', {
        method: 'POST',
        headers: { host: hostOf(dealerA), 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.99', 'user-agent': 'vitest' },
        body: JSON.stringify({
          form: 'enquiry',
          idempotency_key: unique('key').replace(/[^A-Za-z0-9_-]/g, ''),
          fields: { name: 'Dana', last_name: 'Lee', email, phone: '0413 000 004', postcode: '4000', message: 'Is it available?', category: 'Sales' },
        }),
      }),
      { payload: async () => payload, tenantByHost: findTenantByHost },
    )
    expect(res.status).toBe(201)
    const id = String(((await res.json()) as { lead_id: string }).lead_id)
    await payload.jobs.run({ limit: 1000, where: { taskSlug: { equals: 'deliverLead' } }, silent: true })
    return (await payload.find({ collection: 'leads', where: { publicId: { equals: id } }, depth: 0, overrideAccess: true })).docs[0]!
  }

  it('carries the unsubscribe footer and headers; once unsubscribed it is skipped, and the staff email still goes', async () => {
    const before = smtp.messages.length
    const first = await submitEnquiry()
    expect(first.autoReplyDelivery?.state).toBe('sent')
    await smtp.waitFor(before + 2)
    const reply = smtp.messages.slice(before).find((m) => m.to.includes(email))!
    const list = headerOf(reply.raw, 'List-Unsubscribe')!
    const oneClickUrl = /^<(https:\/\/[^>]+)>, <mailto:/.exec(list)![1]!
    expect(headerOf(reply.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect((await parseMail(reply.raw)).text).toContain(`unsubscribe here: https://${hostOf(dealerA)}/pages/unsubscribe?t=`)
    const staff = smtp.messages.slice(before).find((m) => m.to.includes('sales@unsub-a.test'))!
    expect(headerOf(staff.raw, 'List-Unsubscribe')).toBeNull()

    expect((await oneClick(oneClickUrl, dealerA)).status).toBe(200)
    expect((await unsubscribesOf(email)).map((r) => r.list)).toEqual(['auto-replies'])

    const mails = smtp.messages.length
    const second = await submitEnquiry()
    expect(second.status).toBe('delivered')
    expect(second.emailDelivery?.state).toBe('sent')
    expect(second.autoReplyDelivery).toMatchObject({ state: 'skipped', to: email })
    expect(second.autoReplyDelivery?.reference).toMatch(/^Not sent: dana@example\.test unsubscribed from auto-replies/)
    await smtp.waitFor(mails + 1)
    expect(smtp.messages.slice(mails).map((m) => m.to)).toEqual([['sales@unsub-a.test']])
  })
})
