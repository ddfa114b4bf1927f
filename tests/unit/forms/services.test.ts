/** The server-side helpers of the forms: ADF, recipients, rate limits, geocoding, valuation, events. */
import { createHmac } from 'node:crypto'

import { XMLParser } from 'fast-xml-parser'
import { afterEach, describe, expect, it } from 'vitest'

import { MESSAGES } from '@/domain/forms/messages'
import { eventBodySchema } from '@/lib/events/schema'
import { geocodePostcode } from '@/lib/geocoding'
import { localGeocode, localGeocoder, stateOfPostcode } from '@/lib/geocoding/local'
import { buildAdf, escapeXml } from '@/lib/leads/delivery/adf'
import { signWebhook } from '@/lib/leads/delivery/channels'
import { leadRecipient } from '@/lib/leads/delivery/recipients'
import { validateWebhookUrl } from '@/lib/leads/delivery/webhookUrl'
import { resetRateLimits, takeTokenInMemory } from '@/lib/api/rateLimit'
import { classifyLookup } from '@/lib/valuation'
import { DEMO_REGOS, localValuationProvider } from '@/lib/valuation/local'

describe('ADF/XML', () => {
  it('escapes text and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a & "b" 'c'>\u0001`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;')
  })
  it('parses back with customer, vehicle and vendor', () => {
    const xml = buildAdf({
      leadId: 'ld_x',
      requestDate: new Date('2026-01-02T03:04:05Z'),
      vehicles: [{ interest: 'buy', status: 'used', year: 2019, make: 'Mazda', model: 'CX-5 <Maxx>', stock: 'S1' }],
      customer: { first: 'Jane', last: 'O’Brien & Co', email: 'jane@example.com', phone: '0412', postcode: '4000', comments: 'line 1\nline 2' },
      vendor: { id: 'bayside-mazda', name: 'Bayside Mazda', city: 'Brisbane', state: 'QLD' },
      provider: { service: 'Vehicle Enquiry' },
    })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true)
    const prospect = new XMLParser({ ignoreAttributes: false }).parse(xml).adf.prospect
    expect(prospect.vehicle.model).toBe('CX-5 <Maxx>')
    expect(prospect.customer.contact.name[1]['#text']).toBe('O’Brien & Co')
    expect(prospect.vendor.vendorname).toBe('Bayside Mazda')
    expect(prospect.requestdate).toBe('2026-01-02T03:04:05.000Z')
  })
})

describe('lead recipients', () => {
  const tenant = { contact: { email: 'dealer@x.test' } }
  it('uses the department address, then sales, then other locations, then the dealer', () => {
    const loc = { leadEmails: { sales: 's@x.test', service: 'svc@x.test' }, type: 'sales' as const, primary: true }
    expect(leadRecipient('service', loc, [], tenant)).toBe('svc@x.test')
    expect(leadRecipient('trade-in', loc, [], tenant)).toBe('s@x.test')
    expect(leadRecipient('enquiry', null, [{ leadEmails: {}, type: 'sales', primary: false }, { leadEmails: { sales: 'p@x.test' }, type: 'sales', primary: true }], tenant)).toBe('p@x.test')
    expect(leadRecipient('service', null, [{ leadEmails: { sales: 'a@x.test' }, type: 'sales', primary: true }, { leadEmails: { service: 'w@x.test' }, type: 'service', primary: false }], tenant)).toBe('w@x.test')
    expect(leadRecipient('enquiry', null, [], tenant)).toBe('dealer@x.test')
    expect(leadRecipient('enquiry', null, [], { contact: {} })).toBeNull()
  })
  it("in a group, tries the location's rooftop and that rooftop's other locations before the group's primary one", () => {
    const rooftop = { id: 7, leadEmails: { sales: 'kia@x.test' } }
    const kiaYard = { leadEmails: {}, type: 'sales' as const, primary: false, dealership: 7 }
    const kiaService = { leadEmails: { service: 'kia-svc@x.test' }, type: 'service' as const, primary: false, dealership: 7 }
    const groupPrimary = { leadEmails: { sales: 'hq@x.test', service: 'hq-svc@x.test' }, type: 'sales' as const, primary: true, dealership: 8 }
    const all = [groupPrimary, kiaYard, kiaService]
    expect(leadRecipient('enquiry', kiaYard, all, tenant, rooftop)).toBe('kia@x.test')
    expect(leadRecipient('service', kiaYard, all, tenant, { id: 7, leadEmails: {} })).toBe('kia-svc@x.test')
    // A rooftop with no address anywhere falls back to the group as before.
    expect(leadRecipient('enquiry', kiaYard, [groupPrimary, kiaYard], tenant, { id: 7, leadEmails: {} })).toBe('hq@x.test')
    // Without a dealership, the group's primary location as before.
    expect(leadRecipient('enquiry', kiaYard, all, tenant)).toBe('hq@x.test')
  })
})

describe('webhook', () => {
  it('signs "{timestamp}.{body}" with HMAC-SHA256', () => {
    const expected = createHmac('sha256', 'secret').update('1700000000.{"a":1}').digest('hex')
    expect(signWebhook('secret', '1700000000', '{"a":1}')).toBe(`sha256=${expected}`)
    expect(signWebhook('secret', '1', 'x')).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(signWebhook('secret', '1', 'x')).not.toBe(signWebhook('secret', '2', 'x'))
  })
  it('accepts https, or http to this machine only', () => {
    expect(validateWebhookUrl('https://crm.example.com/hook')).toBe(true)
    expect(validateWebhookUrl('http://127.0.0.1:9000/x')).toBe(true)
    expect(validateWebhookUrl('http://crm.example.com/hook')).toMatch(/https/)
    expect(validateWebhookUrl('https://user:pw@crm.example.com/')).toMatch(/signed/)
  })
})

describe('rate limits', () => {
  afterEach(() => {
    resetRateLimits()
    delete process.env.LEADS_RATE_LIMIT
  })
  it('allows the configured number per window, then answers with a retry time', () => {
    process.env.LEADS_RATE_LIMIT = '2'
    const t = 1_000_000
    expect(takeTokenInMemory('LEADS', 'ip', t).allowed).toBe(true)
    expect(takeTokenInMemory('LEADS', 'ip', t + 1).allowed).toBe(true)
    expect(takeTokenInMemory('LEADS', 'ip', t + 2)).toEqual({ allowed: false, retryAfterS: 600 })
    expect(takeTokenInMemory('LEADS', 'other', t + 2).allowed).toBe(true)
    expect(takeTokenInMemory('LEADS', 'ip', t + 600_001).allowed).toBe(true)
  })
})

describe('geocoding (Australia only)', () => {
  it('knows each state’s postcode ranges', () => {
    expect(stateOfPostcode('4000')).toBe('QLD')
    expect(stateOfPostcode('2600')).toBe('ACT')
    expect(stateOfPostcode('0800')).toBe('NT')
    expect(stateOfPostcode('0000')).toBeNull()
  })
  it('places a postcode in its region, not at its state capital', () => {
    const at = (postcode: string) => localGeocode(postcode).results[0]!.geometry.location
    // 4217 (Surfers Paradise) is on the Gold Coast, about 70 km south of Brisbane; 2485 is Tweed Heads.
    expect(at('4217').lat).toBeLessThan(-27.9)
    expect(at('4000').lat).toBeGreaterThan(-27.6)
    expect(Math.abs(at('2485').lat - -28.18)).toBeLessThan(0.15)
  })
  it("answers a position, 'Invalid postcode' on no result, and the 4-digit message before calling", async () => {
    expect(await geocodePostcode('3000', localGeocoder)).toMatchObject({ ok: true, state: 'VIC' })
    expect(await geocodePostcode('0100', localGeocoder)).toEqual({ ok: false, message: MESSAGES.geocodeInvalid })
    expect(await geocodePostcode('300', localGeocoder)).toEqual({ ok: false, message: MESSAGES.postcode })
    const foreign = { name: 'x', lookup: async () => ({ status: 'OK', results: [{ geometry: { location: { lat: 1, lng: 2 } }, address_components: [{ short_name: 'NZ', types: ['country'] }] }] }) }
    expect(await geocodePostcode('6011', foreign)).toEqual({ ok: false, message: MESSAGES.geocodeInvalid })
  })
})

describe('valuation demo provider', () => {
  it(`${DEMO_REGOS.direct} is a direct match, ${DEMO_REGOS.candidates} has candidates, ${DEMO_REGOS.none} has none`, async () => {
    expect(classifyLookup(await localValuationProvider.enterVin(DEMO_REGOS.direct, 'QLD')).kind).toBe('direct')
    const candidates = classifyLookup(await localValuationProvider.enterVin(DEMO_REGOS.candidates, 'NSW'))
    expect(candidates.kind === 'candidates' && candidates.candidates.length).toBe(3)
    expect(classifyLookup(await localValuationProvider.enterVin(DEMO_REGOS.none, 'VIC')).kind).toBe('none')
  })
  it('finishes an evaluation from its id alone, with the spec’s valuation fields', async () => {
    const [entry] = await localValuationProvider.enterVin('abc 123', 'QLD')
    const [valuation] = await localValuationProvider.updateEval({ evalid: entry!.EvalID!, km: 60_000 })
    expect(valuation).toMatchObject({ EvalID: entry!.EvalID, Make: 'Mazda', Model: 'CX-5', Year: 2019, KM: 60_000 })
    for (const key of ['VIN', 'Body', 'Transmission', 'Cylinders', 'CompMth', 'CompYr', 'BuildMth', 'BuildYr', 'Series', 'Variant', 'EngineNo', 'Registration', 'RegExpiry', 'redbookCode', 'VechielDescriptions']) {
      expect(valuation).toHaveProperty(key)
    }
  })
})

describe('analytics event bodies', () => {
  it('accepts the id under the names senders use, and refuses unknown events', () => {
    expect(eventBodySchema.parse({ event_id: 26 }).eventId).toBe(26)
    expect(eventBodySchema.parse({ eventId: '48', path: '/cars/x' })).toMatchObject({ eventId: 48, name: 'test drive', path: '/cars/x' })
    expect(eventBodySchema.parse({ id: 26, amount: 30000 }).data).toEqual({ amount: 30000 })
    // The shape an older sender used: the id under event_id, the page under page_path.
    expect(eventBodySchema.parse({ event: 'forecourt_event', event_id: 26, page_path: '/finance', amount: 30000 })).toMatchObject({ eventId: 26, path: '/finance', data: { amount: 30000 } })
    expect(eventBodySchema.safeParse({ event_id: 999 }).success).toBe(false)
    expect(eventBodySchema.safeParse({}).success).toBe(false)
  })
})

describe('email adapter', () => {
  afterEach(() => {
    delete process.env.SMTP_HOST
    delete process.env.FORECOURT_DATA_DIR
  })
  it('without SMTP_HOST writes each message to the local catch-all and still returns its Message-ID', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { sendMail } = await import('@/lib/email/adapter')
    const { mailSettings } = await import('@/lib/email/transport')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-'))
    process.env.FORECOURT_DATA_DIR = dir
    expect(mailSettings()).toEqual({ kind: 'catch-all', dir: path.join(dir, 'mail') })
    const sent = await sendMail({ to: 'dealer@example.com', subject: 'New lead', text: '<adf/>', messageId: '<ld_x.email@forecourt.leads>' })
    expect(sent.messageId).toBe('<ld_x.email@forecourt.leads>')
    expect(sent.accepted).toEqual(['dealer@example.com'])
    expect(readFileSync(sent.savedTo!, 'utf8')).toContain('Subject: New lead')
    rmSync(dir, { recursive: true, force: true })
  })
  it('reads SMTP settings from the environment', async () => {
    const { mailSettings } = await import('@/lib/email/transport')
    expect(mailSettings({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p' })).toMatchObject({ kind: 'smtp', host: 'smtp.example.com', port: 465, secure: true, user: 'u' })
    expect(mailSettings({ SMTP_HOST: 'smtp.example.com' })).toMatchObject({ port: 587, secure: false, rejectUnauthorized: true })
  })
})
