/**
 * The lead API and delivery against the real embedded PostgreSQL and a real SMTP server
 * (tests/simulators/smtp): a lead and its job are stored together, then delivered as ADF/XML over SMTP;
 * SMTP failures are retried with backoff and end in a dead letter; a double submit makes one lead;
 * another dealer's staff and anonymous callers cannot read a lead.
 */
import { XMLParser } from 'fast-xml-parser'
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Lead, Location, Tenant, User } from '@/payload-types'
import { MESSAGES, TRADE_IN_STAGES } from '@/domain/forms/messages'
import { consentVersion } from '@/domain/privacy/consent'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { deliverLead } from '@/lib/leads/delivery/deliver'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { findTenantByHost } from '@/lib/site/tenant'
import { parseMail, startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { startWebhookSimulator } from '../simulators/webhook/server'
import { createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let smtp: SmtpSimulator
let dealerA: Tenant
let dealerB: Tenant
let locationA: Location
let marketerB: User

const hostOf = (t: Tenant) => t.domains![0]!.domain
const contact = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4000' }

async function post(tenant: Tenant, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const request = new Request('http://forecourt.test/api/leads', {
    method: 'POST',
    headers: { host: hostOf(tenant), 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'user-agent': 'vitest', ...headers },
    body: JSON.stringify(body),
  })
  const res = await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, retryAfter: res.headers.get('retry-after') }
}

const enquiry = (extra: Record<string, unknown> = {}) => ({
  form: 'enquiry',
  idempotency_key: unique('key').replace(/[^A-Za-z0-9_-]/g, ''),
  fields: { ...contact, message: 'Is it still available?', category: 'Sales' },
  attribution: { source_page: '/contact', visited_pages: ['/', '/contact'], linked_query_params: { utm_source: 'test' } },
  ...extra,
})

async function leadByPublicId(id: string): Promise<Lead> {
  const found = await payload.find({ collection: 'leads', where: { publicId: { equals: id } }, overrideAccess: true, depth: 0 })
  expect(found.docs, `lead ${id}`).toHaveLength(1)
  return found.docs[0]!
}

const runDeliveries = () => payload.jobs.run({ limit: 1000, where: { taskSlug: { equals: 'deliverLead' } }, silent: true })

/** Moves the job queue's clock forward, so a job waiting for its backoff is due now. */
function advanceQueueClock(minutes: number) {
  const offset = minutes * 60_000
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + offset)
}

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_FROM = 'leads@forecourt.test'
  dealerA = await createTenant(payload, 'Leads Dealer A', { contact: { email: 'fallback-a@dealer-a.test' } } as Partial<Tenant>)
  dealerB = await createTenant(payload, 'Leads Dealer B')
  locationA = await payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, 
      tenant: dealerA.id,
      name: 'Dealer A Showroom',
      slug: unique('showroom'),
      address: { city: 'Brisbane', state: 'QLD', postcode: '4000', street: '1 Queen St' },
      phone: '07 3000 0000',
      leadEmails: { sales: 'sales@dealer-a.test', service: 'service@dealer-a.test' },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  marketerB = await createMarketer(payload, [dealerB])
})

afterAll(async () => {
  await smtp?.close()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

beforeEach(() => {
  resetRateLimits()
  smtp.failNext(0)
})
afterEach(() => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  delete process.env.LEADS_RATE_LIMIT
})

describe('POST /api/leads', () => {
  it('records where the shopper came from: both touches, the credited source, medium and campaign, the Google click id', async () => {
    const first = { at: new Date(Date.now() - 5 * 86_400_000).toISOString(), landing_page: '/?utm_source=google&utm_medium=cpc&gclid=Cj0test', utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0test' }
    const last = { at: new Date().toISOString(), landing_page: '/offers?utm_source=newsletter&utm_campaign=Spring', utm_source: 'newsletter', utm_campaign: 'Spring', nonsense: 'dropped' }
    const res = await post(dealerA, enquiry({ attribution: { source_page: '/contact', first_touch: first, last_touch: last } }))
    expect(res.status).toBe(201)
    const lead = await leadByPublicId(String(res.body.lead_id))
    expect([lead.source, lead.medium, lead.campaign]).toEqual(['newsletter', '(not set)', 'Spring'])
    expect(lead.attribution?.gclid).toBe('Cj0test')
    expect(lead.attribution?.firstTouch).toEqual(first)
    expect(lead.attribution?.lastTouch).toEqual({ at: last.at, landing_page: last.landing_page, utm_source: 'newsletter', utm_campaign: 'Spring' })

    // A touch that is not one costs nothing: the lead is stored, credited to the visit's own pages.
    const broken = await post(dealerA, enquiry({ attribution: { source_page: '/contact', visited_pages: ['/?utm_source=bing&utm_medium=cpc', '/contact'], first_touch: { at: 'yesterday' } } }))
    expect(broken.status).toBe(201)
    const kept = await leadByPublicId(String(broken.body.lead_id))
    expect([kept.source, kept.medium]).toEqual(['bing', 'cpc'])
  })

  it('stores the lead and its delivery job, answers with lead_id, then delivers ADF/XML over SMTP', async () => {
    const before = smtp.messages.length
    const res = await post(dealerA, enquiry())
    expect(res.status).toBe(201)
    const leadId = String(res.body.lead_id)
    expect(leadId).toMatch(/^ld_/)

    // Stored, with its job, before any delivery.
    const lead = await leadByPublicId(leadId)
    expect(lead.status).toBe('received')
    expect(lead.category).toBe('General Enquiry')
    expect(lead.subcategory).toBe('Sales')
    expect(lead.defaults?.dealershipSlug).toBe(dealerA.slug)
    // The shopper left the marketing box as it started: unticked, so no consent.
    expect(lead.defaults?.optIn).toBe(false)
    expect(lead.attribution?.visitedPages).toEqual(['/', '/contact'])
    expect(lead.attribution?.userAgent).toBe('vitest')
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 100, overrideAccess: true })
    expect(jobs.docs.some((j) => (j.input as { leadId: number }).leadId === lead.id)).toBe(true)
    expect(smtp.messages.length).toBe(before)

    await runDeliveries()
    await smtp.waitFor(before + 1)
    const sent = smtp.messages.filter((m) => m.raw.includes(leadId))
    expect(sent).toHaveLength(1)
    // No location chosen: the dealer's location with a sales address comes before the enquiries email.
    expect(sent[0]!.to).toEqual(['sales@dealer-a.test'])

    const mail = await parseMail(sent[0]!.raw)
    const adf = new XMLParser({ ignoreAttributes: false }).parse(mail.text)
    const prospect = adf.adf.prospect
    expect(prospect.customer.contact.email).toBe('jane@example.com')
    expect(prospect.customer.contact.name.map((n: { '#text': string }) => n['#text'])).toEqual(['Jane', 'Citizen'])
    expect(prospect.vehicle).toBeTruthy()
    expect(prospect.vendor.vendorname).toBe('Leads Dealer A')
    expect(prospect.vendor.id['#text']).toBe(dealerA.slug)
    expect(String(prospect.customer.comments)).toContain('message: Is it still available?')

    const delivered = await leadByPublicId(leadId)
    expect(delivered.status).toBe('delivered')
    expect(delivered.emailDelivery?.state).toBe('sent')
    expect(delivered.emailDelivery?.reference).toBe(sent[0]!.messageId)
    expect(delivered.deliveryAttempts?.map((a) => [a.channel, a.outcome])).toEqual([['email', 'sent']])
  })

  it('routes a service booking to the location’s service address', async () => {
    const res = await post(dealerA, {
      form: 'service',
      idempotency_key: unique('svc').replace(/[^A-Za-z0-9_-]/g, ''),
      fields: {
        name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0400 000 000',
        'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', 'Vehicle Year': '2019', 'Service Interval': '15,000 km / 12 months',
        'Service Type': 'Logbook service', location_id: locationA.id,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    await runDeliveries()
    const sent = smtp.messages.filter((m) => m.raw.includes(String(res.body.lead_id)))
    expect(sent.map((m) => m.to)).toEqual([['service@dealer-a.test']])
  })

  it('retries an SMTP failure with backoff and then delivers exactly once', async () => {
    const res = await post(dealerA, enquiry())
    const leadId = String(res.body.lead_id)
    smtp.failNext(1)
    await runDeliveries()
    let lead = await leadByPublicId(leadId)
    expect(lead.status).toBe('delivering')
    expect(lead.emailDelivery?.state).toBe('failed')
    expect(lead.deliveryAttempts?.[0]).toMatchObject({ channel: 'email', outcome: 'failed' })
    expect(lead.deliveryAttempts?.[0]?.error).toMatch(/451|Temporary failure/)

    // Not yet due: the backoff holds it.
    await runDeliveries()
    expect((await leadByPublicId(leadId)).deliveryAttempts).toHaveLength(1)

    advanceQueueClock(2)
    await runDeliveries()
    lead = await leadByPublicId(leadId)
    expect(lead.status).toBe('delivered')
    expect(lead.deliveryAttempts?.map((a) => a.outcome)).toEqual(['failed', 'sent'])
    expect(smtp.messages.filter((m) => m.raw.includes(leadId))).toHaveLength(1)
  })

  it('marks the lead failed (dead letter) after the last retry', async () => {
    const res = await post(dealerA, enquiry())
    const leadId = String(res.body.lead_id)
    smtp.failNext(100)
    for (let i = 0; i < 6; i++) {
      advanceQueueClock(60 * (i + 1))
      await runDeliveries()
    }
    const lead = await leadByPublicId(leadId)
    expect(lead.status).toBe('failed')
    expect(lead.deliveryAttempts).toHaveLength(6)
    const job = (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 200, overrideAccess: true })).docs.find(
      (j) => (j.input as { leadId: number }).leadId === lead.id,
    )
    expect(job?.hasError).toBe(true)
    smtp.failNext(0)
  })

  it('a second run of a delivered lead sends nothing (a rerun after a crash is harmless)', async () => {
    const res = await post(dealerA, enquiry())
    const leadId = String(res.body.lead_id)
    await runDeliveries()
    const lead = await leadByPublicId(leadId)
    await deliverLead(payload, lead.id)
    expect(smtp.messages.filter((m) => m.raw.includes(leadId))).toHaveLength(1)
  })

  it('creates one lead for a double submit with the same idempotency key (sequential and concurrent)', async () => {
    const body = enquiry()
    const first = await post(dealerA, body)
    const again = await post(dealerA, body)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.lead_id).toBe(first.body.lead_id)

    const racing = enquiry()
    const answers = await Promise.all([post(dealerA, racing), post(dealerA, racing), post(dealerA, racing)])
    expect(new Set(answers.map((a) => a.body.lead_id)).size).toBe(1)
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201])

    for (const key of [body.idempotency_key, racing.idempotency_key]) {
      const count = await payload.count({ collection: 'leads', where: { idempotencyKey: { equals: key } }, overrideAccess: true })
      expect(count.totalDocs).toBe(1)
    }
    // The header form of the key works the same way.
    const headerKey = unique('hdr').replace(/[^A-Za-z0-9_-]/g, '')
    const h1 = await post(dealerA, { ...enquiry(), idempotency_key: undefined }, { 'idempotency-key': headerKey })
    const h2 = await post(dealerA, { ...enquiry(), idempotency_key: undefined }, { 'idempotency-key': headerKey })
    expect(h2.body.lead_id).toBe(h1.body.lead_id)
  })

  it('stores nothing when the job cannot be queued (one transaction)', async () => {
    const body = enquiry()
    const spy = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('queue down'))
    const res = await post(dealerA, body)
    spy.mockRestore()
    expect(res.status).toBe(500)
    expect(res.body.message).toBe(MESSAGES.submitFailed)
    const count = await payload.count({ collection: 'leads', where: { idempotencyKey: { equals: body.idempotency_key } }, overrideAccess: true })
    expect(count.totalDocs).toBe(0)
  })

  it('answers a filled honeypot with a success-looking lead_id and stores nothing', async () => {
    const before = await payload.count({ collection: 'leads', overrideAccess: true })
    const res = await post(dealerA, enquiry({ website: 'http://spam.example' }))
    expect(res.status).toBe(201)
    expect(res.body.lead_id).toMatch(/^ld_/)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('limits submissions per caller with a 429 whose message names the wait Retry-After gives', async () => {
    process.env.LEADS_RATE_LIMIT = '2'
    expect((await post(dealerA, enquiry(), { [CLIENT_ADDRESS_HEADER]: '198.51.100.9' })).status).toBe(201)
    expect((await post(dealerA, enquiry(), { [CLIENT_ADDRESS_HEADER]: '198.51.100.9' })).status).toBe(201)
    const limited = await post(dealerA, enquiry(), { [CLIENT_ADDRESS_HEADER]: '198.51.100.9' })
    expect(limited.status).toBe(429)
    // The window (600 s) has just begun: the header and the words say the same ten minutes.
    expect(Number(limited.retryAfter)).toBeGreaterThan(540)
    expect(limited.body.message).toBe(MESSAGES.rateLimited(Number(limited.retryAfter)))
    expect(limited.body.message).toBe('Too many requests. Please wait 10 minutes and try again.')
    // The caller's own X-Forwarded-For does not make it someone else.
    expect((await post(dealerA, enquiry(), { [CLIENT_ADDRESS_HEADER]: '198.51.100.9', 'x-forwarded-for': '192.0.2.77' })).status).toBe(429)
    expect((await post(dealerA, enquiry(), { [CLIENT_ADDRESS_HEADER]: '198.51.100.10' })).status).toBe(201)
  })

  it('keeps the consent the shopper gave in the words the form showed, with its version and time', async () => {
    const before = Date.now()
    const agreed = await leadByPublicId(String((await post(dealerA, enquiry({ fields: { ...contact, message: 'Hi', category: 'Sales', opt_in: true } }))).body.lead_id))
    expect(agreed.defaults?.optIn).toBe(true)
    expect(agreed.consent).toMatchObject({ marketing: true, marketingWording: 'Keep me up to date with news and offers', termsWording: null, version: consentVersion('Keep me up to date with news and offers', null) })
    expect(Date.parse(agreed.consent!.recordedAt!)).toBeGreaterThanOrEqual(before - 1000)

    // Reworded, with terms: the next lead keeps the new words and a new version; the first keeps its own.
    const reworded = await createTenant(payload, 'Reworded Dealer', { settings: { forms: { marketingConsentLabel: 'Email me offers', termsAgreementRequired: true, termsLabel: 'I accept the terms.' } } } as Partial<Tenant>)
    const res = await post(reworded, enquiry({ fields: { ...contact, message: 'Hi', category: 'Sales', terms_conditions: true } }))
    expect(res.status).toBe(201)
    const second = await leadByPublicId(String(res.body.lead_id))
    expect(second.consent).toMatchObject({ marketing: false, marketingWording: 'Email me offers', termsAccepted: true, termsWording: 'I accept the terms.' })
    expect(second.consent?.version).not.toBe(agreed.consent?.version)
    expect((await leadByPublicId(agreed.publicId)).consent?.marketingWording).toBe('Keep me up to date with news and offers')
  })

  it('refuses invalid fields with the spec’s messages', async () => {
    const res = await post(dealerA, enquiry({ fields: { ...contact, postcode: '400', message: '' } }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MESSAGES.fixErrors)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
        { field: 'message', message: '* This field is required' },
      ]),
    )
    const unknownPostcode = await post(dealerA, enquiry({ fields: { ...contact, postcode: '0000', message: 'Hi' } }))
    expect(unknownPostcode.body.errors).toEqual([{ field: 'postcode', message: 'Invalid postcode' }])
    const unknownHost = await handleLeadRequest(
      new Request('http://x/api/leads', { method: 'POST', headers: { host: 'nobody.example', 'content-type': 'application/json' }, body: '{}' }),
      { payload: async () => payload, tenantByHost: findTenantByHost },
    )
    expect(unknownHost.status).toBe(404)
  })

  it('delivers the signed webhook and the auto-reply where the dealer turned them on', async () => {
    const secret = 'test-signing-secret'
    const hook = await startWebhookSimulator(secret)
    try {
      const dealer = await createTenant(payload, 'Webhook Dealer', {
        contact: { email: 'leads@webhook-dealer.test' },
        settings: { forms: { leadAutoReply: true } },
      } as Partial<Tenant>)
      await payload.create({ collection: 'lead-delivery', data: { tenant: dealer.id, webhookEnabled: true, webhookUrl: hook.url, webhookSecret: secret }, overrideAccess: true })
      hook.failNext(1)
      const res = await post(dealer, enquiry())
      const leadId = String(res.body.lead_id)
      await runDeliveries()
      let lead = await leadByPublicId(leadId)
      expect(lead.emailDelivery?.state).toBe('sent')
      expect(lead.webhookDelivery?.state).toBe('failed')
      expect(lead.autoReplyDelivery?.state).toBe('sent')

      advanceQueueClock(2)
      await runDeliveries()
      lead = await leadByPublicId(leadId)
      expect(lead.status).toBe('delivered')
      expect(hook.calls).toHaveLength(2)
      expect(hook.calls[1]!.signatureValid).toBe(true)
      expect(hook.calls[1]!.headers['x-forecourt-delivery']).toBe(leadId)
      expect(hook.calls[1]!.json).toMatchObject({ lead_id: leadId, category: 'General Enquiry', dealership_slug: dealer.slug, opt_in: false })
      // The email and the auto-reply went once each, though the job ran twice.
      const mails = smtp.messages.filter((m) => m.raw.includes(leadId))
      expect(mails.map((m) => m.to[0]).sort()).toEqual(['jane@example.com', 'leads@webhook-dealer.test'])
    } finally {
      await hook.close()
    }
  })

  it('runs the trade-in flow: create, rego lookup, adjustments, accept ("3. Offer Accepted"), then delivers', async () => {
    const key = unique('trade').replace(/[^A-Za-z0-9_-]/g, '')
    const created = await post(dealerA, { form: 'trade-in', stage: 'create', idempotency_key: key, fields: { ...contact, PreferredContactMethod: 'Phone', finance: 'No' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const lead_id = String(created.body.lead_id)
    expect((await leadByPublicId(lead_id)).status).toBe('in-progress')

    const none = await post(dealerA, { form: 'trade-in', stage: 'lookup', lead_id, fields: { rego: 'NONE00', regoState: 'QLD', kms: '50000' } })
    expect(none.body.match).toBe('none')
    const candidates = await post(dealerA, { form: 'trade-in', stage: 'lookup', lead_id, fields: { rego: 'CAND01', regoState: 'QLD', kms: '50000' } })
    expect(candidates.body.match).toBe('candidates')
    expect((candidates.body.candidates as unknown[]).length).toBe(3)
    const direct = await post(dealerA, { form: 'trade-in', stage: 'lookup', lead_id, fields: { rego: 'ABC123', regoState: 'QLD', kms: '60000' } })
    expect(direct.body.match).toBe('direct')
    expect(direct.body.offer).toBeGreaterThan(0)

    const adjusted = await post(dealerA, { form: 'trade-in', stage: 'adjustments', lead_id, fields: { accident: 'No', serviceHistory: 'Full', keys: '2 or more', condition: 'Good' } })
    expect(adjusted.body.offer).toBe(Math.floor(Number(direct.body.offer) / 100) * 100)
    await runDeliveries()
    expect(smtp.messages.some((m) => m.raw.includes(lead_id))).toBe(false) // not delivered before acceptance

    const accepted = await post(dealerA, { form: 'trade-in', stage: 'accept', lead_id, fields: { offer_accepted: true } })
    expect(accepted.status).toBe(200)
    const twice = await post(dealerA, { form: 'trade-in', stage: 'accept', lead_id, fields: { offer_accepted: true } })
    expect(twice.status).toBe(200)
    const lead = await leadByPublicId(lead_id)
    expect(lead.subcategory).toBe(TRADE_IN_STAGES.accepted)
    await runDeliveries()
    const mails = smtp.messages.filter((m) => m.raw.includes(lead_id))
    expect(mails).toHaveLength(1)
    const adf = new XMLParser({ ignoreAttributes: false }).parse((await parseMail(mails[0]!.raw)).text)
    const vehicles = [adf.adf.prospect.vehicle].flat()
    expect(vehicles.some((v: Record<string, string>) => v['@_interest'] === 'trade-in' && v.make === 'Mazda')).toBe(true)
  })

  const instantOffer = (extra: Record<string, unknown> = {}) => ({
    form: 'instant-offer',
    idempotency_key: unique('offer').replace(/[^A-Za-z0-9_-]/g, ''),
    fields: {
      ...contact,
      rego: 'ABC123',
      state: 'QLD',
      evalId: 'EVJM0KF4W7A00123456',
      vehicle_description: '2019 Mazda CX-5 Maxx Sport (FWD)',
      odometer: '60000',
      service_history: 'Full service history',
      number_of_keys: '2',
      car_condition: 'Good',
      comments: 'One owner',
      ...extra,
    },
  })

  it('prices an instant offer itself, stores the offer on the lead and sends it to the buying team', async () => {
    const res = await post(dealerA, instantOffer())
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const lead = await leadByPublicId(String(res.body.lead_id))
    const valuation = lead.valuation as Record<string, unknown>
    expect(valuation.EvalID).toBe('EVJM0KF4W7A00123456')
    expect(valuation.KM).toBe(60000)
    expect(valuation.offer).toBeGreaterThan(0)
    expect(valuation.offer).toBe(valuation.OfferPrice)
    expect(lead.reference).toMatch(/^OFR-/)

    await runDeliveries()
    const mails = smtp.messages.filter((m) => m.raw.includes(String(res.body.lead_id)))
    expect(mails).toHaveLength(1)
    const adf = new XMLParser({ ignoreAttributes: false }).parse((await parseMail(mails[0]!.raw)).text)
    const offered = [adf.adf.prospect.vehicle].flat().find((v: Record<string, unknown>) => v['@_interest'] === 'sell')
    expect(offered?.price).toEqual({ '#text': valuation.offer, '@_type': 'appraisal', '@_currency': 'AUD' })
    expect(offered?.make).toBe('Mazda')
  })

  it('stores the instant-offer lead without an offer when the valuation provider is down', async () => {
    process.env.VALUATION_API_URL = 'http://127.0.0.1:9/'
    try {
      const res = await post(dealerA, instantOffer())
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const lead = await leadByPublicId(String(res.body.lead_id))
      expect(lead.valuation ?? null).toBeNull()
      expect(lead.status).toBe('received')
    } finally {
      delete process.env.VALUATION_API_URL
    }
  })
})

describe('reading leads', () => {
  let leadOfA: Lead
  beforeAll(async () => {
    const res = await post(dealerA, enquiry())
    leadOfA = await leadByPublicId(String(res.body.lead_id))
  })

  it('is refused to a marketer of another dealer', async () => {
    const asB = { user: marketerB, overrideAccess: false as const }
    await expect(payload.findByID({ collection: 'leads', id: leadOfA.id, ...asB })).rejects.toMatchObject({ status: 404 })
    const list = await payload.find({ collection: 'leads', limit: 100, ...asB })
    expect(list.docs.some((d) => d.tenant === dealerA.id || (typeof d.tenant === 'object' && d.tenant?.id === dealerA.id))).toBe(false)
  })

  it('is refused to anonymous callers', async () => {
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: 'leads', id: leadOfA.id, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('is allowed to the dealer’s own marketer, who cannot create leads through the API', async () => {
    const marketerA = await createMarketer(payload, [dealerA])
    const own = await payload.findByID({ collection: 'leads', id: leadOfA.id, user: marketerA, overrideAccess: false })
    expect(own.publicId).toBe(leadOfA.publicId)
    await expect(
      payload.create({ collection: 'leads', data: { ...leadOfA, id: undefined, publicId: 'ld_forged0000000', idempotencyKey: 'forged-key-1' } as never, user: marketerA, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
