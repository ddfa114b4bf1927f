/**
 * A person's data on a real PostgreSQL (issue 39): a shopper with two leads (an enquiry, an instant
 * offer with their car's details), a reservation, an account with a saved car and an alert, sign-in
 * codes, an unsubscribe and the events of their lead is found completely by email and by their number
 * typed any way; the export holds all of it; the erasure leaves no row of any table holding their name,
 * email or number while the dealer's lead counts stay as they were; an erased unsubscribe still stops
 * messages; a copy of the rows restored from before the erasure is erased again by the ledger; and no
 * dealer admin finds, exports or erases another dealer's people, nor may a marketer at all.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { unzipSync, strFromU8 } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer, Lead, Tenant, User, Vehicle } from '@/payload-types'
import { parsePersonQuery, type PersonQuery } from '@/domain/privacy/identifiers'
import { dashboardScope, poolOf } from '@/lib/dashboard/scope'
import { leadsPanel } from '@/lib/dashboard/queries'
import { erasePerson, reapplyErasures } from '@/lib/privacy/erase'
import { readLedger } from '@/lib/privacy/ledger'
import { reapplyLedger } from '@/lib/privacy/reapply'
import { erasePersonFor, exportPerson, findPerson, privacyScope } from '@/lib/privacy/requests'
import { privacyEndpoints } from '@/lib/privacy/endpoints'
import { findSuppression } from '@/lib/unsubscribe/store'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { createCar, createLead, createLocation, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let adminA: User
let adminB: User
let marketerA: User
let ledger: string
let car: Vehicle

const SURNAME = 'Quillfeatherton'
const EMAIL = 'Rosa.Quillfeatherton@Example.com'
const TYPED_PHONE = '0412 771 993'
const PHONES = ['0412 771 993', '0412771993', '+61412771993', '412771993']
const PASSWORD = 'Secret-pass-123'

const query = (raw: string): PersonQuery => {
  const parsed = parsePersonQuery(raw)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.query
}

async function user(role: 'dealer-admin' | 'marketer', tenants: Tenant[]): Promise<User> {
  const made = await payload.create({ collection: 'users', data: { email: `${unique(role)}@example.test`, password: PASSWORD, roles: [role], tenants: tenants.map((t) => ({ tenant: t.id })) }, overrideAccess: true })
  return { ...made, collection: 'users' } as User
}

/** Every row of every table as text, for a full scan. */
async function everyRow(): Promise<string> {
  const pool = poolOf(payload)
  const { rows: tables } = await pool.query<{ t: string }>("SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables WHERE schemaname = 'public'")
  const parts: string[] = []
  for (const { t } of tables) {
    const { rows } = await pool.query<{ x: string }>(`SELECT x::text AS x FROM ${t} x`)
    parts.push(...rows.map((r) => `${t}: ${r.x}`))
  }
  return parts.join('\n')
}

/** The lines of the scan that hold any of the person's identifiers. */
const traces = (text: string) =>
  text
    .split('\n')
    .filter((line) => [SURNAME.toLowerCase(), EMAIL.toLowerCase(), ...PHONES.map((p) => p.toLowerCase())].some((needle) => line.toLowerCase().includes(needle)) || line.replace(/\D/g, '').includes('412771993'))

type Seeded = { leads: Lead[]; customer: Customer }

/** The person at a dealer, every kind of record. */
async function seedPerson(tenant: Tenant): Promise<Seeded> {
  const enquiry = await createLead(payload, tenant, {
    title: `Rosa ${SURNAME} · General Enquiry`,
    contact: { name: 'Rosa', lastName: SURNAME, email: EMAIL, phone: TYPED_PHONE, postcode: '4000' },
    defaults: { message: `Call me on ${TYPED_PHONE}`, optIn: true },
    campaign: 'Spring',
    source: 'google',
    vehicle: car.id,
    fields: { name: 'Rosa', last_name: SURNAME, email: EMAIL, phone: TYPED_PHONE, message: 'Is it available?' },
  } as Partial<Lead>)
  await payload.update({ collection: 'leads', id: enquiry.id, data: { notes: [{ text: `Rosa ${SURNAME} asked for a call back` }] } as never, overrideAccess: true, context: { disableRevalidate: true } })
  const offer = await createLead(payload, tenant, {
    form: 'instant-offer',
    category: 'Instant Offer',
    title: `Rosa ${SURNAME} · Instant Offer`,
    contact: { name: 'Rosa', lastName: SURNAME, email: EMAIL.toUpperCase(), phone: '+61 412 771 993', postcode: '4000' },
    fields: { name: 'Rosa', last_name: SURNAME, email: EMAIL, phone: '+61 412 771 993', 'Vehicle Rego': 'ROSA01', vehicle_description: '2015 Mazda 3' },
    valuation: { EvalID: 'EVJM0BM123', owner: `Rosa ${SURNAME}` },
  } as Partial<Lead>)
  const customer = await payload.create({ collection: 'customers', data: { tenant: tenant.id, phone: '+61412771993', name: 'Rosa', lastName: SURNAME, lastSignInAt: new Date().toISOString() } as never, overrideAccess: true })
  const item = await payload.create({ collection: 'watchlist-items', data: { tenant: tenant.id, customer: customer.id, vehicle: car.id, notified: { price: 30000 } } as never, overrideAccess: true })
  await payload.create({ collection: 'watch-alerts', data: { tenant: tenant.id, item: item.id, customer: customer.id, vehicle: car.id, kind: 'price-drop', changeKey: unique('ck'), message: 'Down to $29,000', channel: 'sms', state: 'sent' } as never, overrideAccess: true })
  await payload.create({ collection: 'sign-in-codes', data: { tenant: tenant.id, phone: '+61412771993', codeHash: 'x'.repeat(64), expiresAt: new Date(Date.now() + 600_000).toISOString() } as never, overrideAccess: true })
  await payload.create({
    collection: 'reservations',
    data: {
      tenant: tenant.id,
      reference: unique('RSV'),
      vehicle: car.id,
      customer: customer.id,
      status: 'active',
      depositCents: 50000,
      contact: { name: 'Rosa', lastName: SURNAME, email: EMAIL, phone: TYPED_PHONE, postcode: '4000' },
      payment: { checkoutSessionId: unique('cs'), paymentId: 'pi_123' },
      lead: enquiry.id,
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.create({ collection: 'unsubscribes', data: { tenant: tenant.id, channel: 'email', address: EMAIL.toLowerCase(), list: 'alerts', method: 'link', unsubscribedAt: new Date().toISOString() } as never, overrideAccess: true })
  await payload.create({ collection: 'analytics-events', data: { tenant: tenant.id, eventId: 7, name: 'lead_submitted', path: '/contact', leadId: enquiry.publicId } as never, overrideAccess: true })
  return { leads: [enquiry, offer], customer }
}

beforeAll(async () => {
  payload = await getTestPayload()
  ledger = await mkdtemp(path.join(os.tmpdir(), 'privacy-ledger-'))
  process.env.PRIVACY_LEDGER_DIR = ledger
  dealerA = await createTenant(payload, 'Privacy Dealer A')
  dealerB = await createTenant(payload, 'Privacy Dealer B')
  const yard = await createLocation(payload, dealerA)
  car = await createCar(payload, dealerA, yard, 'Mazda')
  adminA = await user('dealer-admin', [dealerA])
  adminB = await user('dealer-admin', [dealerB])
  marketerA = await user('marketer', [dealerA])
  await seedPerson(dealerA)
  // The same person at another dealer, and someone else at this one.
  const carB = await createCar(payload, dealerB, await createLocation(payload, dealerB), 'Kia')
  await createLead(payload, dealerB, { contact: { name: 'Rosa', lastName: SURNAME, email: EMAIL, phone: TYPED_PHONE }, vehicle: carB.id } as Partial<Lead>)
  await createLead(payload, dealerA, { contact: { name: 'Other', lastName: 'Person', email: 'other.person@example.com', phone: '0499 000 111' } } as Partial<Lead>)
}, 120_000)

afterAll(async () => {
  delete process.env.PRIVACY_LEDGER_DIR
  await rm(ledger, { recursive: true, force: true })
})

describe('a dealer admin handles a person’s access and erasure requests', () => {
  it('finds every record by email and by the number typed any way, at their own dealer only', async () => {
    const scopeA = (await privacyScope(payload, adminA))!
    expect(scopeA.tenantIds).toEqual([dealerA.id])
    const kinds = (records: { kind: string }[]) => records.map((r) => r.kind).sort()
    const expected = ['account', 'alert', 'event', 'lead', 'lead', 'reservation', 'sign-in-code', 'unsubscribe', 'watchlist']
    for (const raw of [EMAIL, EMAIL.toLowerCase(), ...PHONES, '+61 (0)412 771 993']) {
      const found = await findPerson(payload, adminA, scopeA, raw)
      if (!found.ok) throw new Error(found.message)
      expect(kinds(found.found.records), raw).toEqual(expected)
      expect(found.found.records.every((r) => r.tenantId === dealerA.id)).toBe(true)
    }
    // Dealer B's admin finds B's one lead, never A's records.
    const atB = await findPerson(payload, adminB, (await privacyScope(payload, adminB))!, EMAIL)
    expect(atB.ok && atB.found.records.map((r) => [r.kind, r.tenantId])).toEqual([['lead', dealerB.id]])
    // A bad query changes nothing and says why.
    expect(await findPerson(payload, adminA, scopeA, 'Rosa')).toEqual({ ok: false, message: 'Enter an email address (name@example.com) or a phone number with 8 to 15 digits.' })
    // The searches are in the privacy log, without the address.
    const log = await payload.find({ collection: 'privacy-log', where: { and: [{ user: { equals: adminA.id } }, { action: { equals: 'searched' } }] }, overrideAccess: true, limit: 100 })
    expect(log.docs.length).toBeGreaterThanOrEqual(7)
    expect(log.docs[0]!.subject).toMatch(/^r\*\*\*@example\.com$|^\+614\*+993$/)
    expect(JSON.stringify(log.docs)).not.toContain(SURNAME)
  })

  it('only a dealer admin (or a super-admin) may, and only for their own dealers', async () => {
    expect(await privacyScope(payload, marketerA)).toBeNull()
    expect(await privacyScope(payload, adminA, dealerB.id)).toMatchObject({ tenantIds: [dealerA.id] })
    const call = async (path: string, who: User | null, body: unknown) => {
      const endpoint = privacyEndpoints.find((e) => e.path === path)!
      const res = await endpoint.handler({ payload, user: who, json: async () => body } as never)
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null }
    }
    expect(await call('/person', null, { q: EMAIL })).toMatchObject({ status: 401 })
    expect(await call('/person', marketerA, { q: EMAIL })).toMatchObject({ status: 403, body: { message: 'Only a dealer’s admins may handle privacy requests.' } })
    expect(await call('/person/export', adminA, { q: EMAIL })).toMatchObject({ status: 400, body: { field: 'password' } })
    expect(await call('/person/erase', adminA, { q: EMAIL, count: 9, password: 'wrong-password' })).toMatchObject({ status: 403, body: { message: 'That password is not right.' } })
    // Dealer B's admin erasing by A's person's email touches B's lead only: here, a stale count refuses it.
    expect(await call('/person/erase', adminB, { q: EMAIL, count: 9, password: PASSWORD })).toMatchObject({ status: 409, body: { count: 1 } })
    // Exports and erasures are limited per user, wrong passwords included.
    resetRateLimits()
    process.env.PRIVACY_RATE_LIMIT = '2'
    try {
      expect((await call('/person/export', adminB, { q: EMAIL, password: 'wrong-password' })).status).toBe(403)
      expect((await call('/person/export', adminB, { q: EMAIL, password: 'wrong-password' })).status).toBe(403)
      expect((await call('/person/export', adminB, { q: EMAIL, password: PASSWORD })).status).toBe(429)
      expect((await call('/person/export', adminA, { q: EMAIL, password: PASSWORD })).status).toBe(200)
    } finally {
      delete process.env.PRIVACY_RATE_LIMIT
      resetRateLimits()
    }
    // A super-admin acts for the dealer picked, and the log says so.
    const made = await payload.create({ collection: 'users', data: { email: `${unique('super')}@example.test`, password: PASSWORD, roles: ['super-admin'] }, overrideAccess: true })
    const superAdmin = { ...made, collection: 'users' } as User
    const scope = (await privacyScope(payload, superAdmin, dealerB.id))!
    expect(scope.tenantIds).toEqual([dealerB.id])
    await findPerson(payload, superAdmin, scope, EMAIL)
    const logged = await payload.find({ collection: 'privacy-log', where: { user: { equals: superAdmin.id } }, overrideAccess: true, depth: 0 })
    expect(logged.docs.map((d) => [d.action, d.onBehalf, d.tenant])).toEqual([['searched', true, dealerB.id]])
  })

  it('exports everything found as JSON and a CSV per kind, and logs it', async () => {
    const scopeA = (await privacyScope(payload, adminA))!
    const file = await exportPerson(payload, adminA, scopeA, query(TYPED_PHONE))
    expect(file.count).toBe(9)
    const files = unzipSync(file.zip)
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'account.csv', 'alert.csv', 'event.csv', 'lead.csv', 'person.json', 'reservation.csv', 'sign-in-code.csv', 'unsubscribe.csv', 'watchlist.csv'])
    const person = JSON.parse(strFromU8(files['person.json']!))
    expect(person.records.lead).toHaveLength(2)
    expect(strFromU8(files['lead.csv']!)).toContain(SURNAME)
    expect(strFromU8(files['sign-in-code.csv']!)).not.toContain('x'.repeat(64))
    expect(strFromU8(files['README.txt']!)).toContain('Privacy Dealer A')
    const logged = await payload.find({ collection: 'privacy-log', where: { and: [{ user: { equals: adminA.id } }, { action: { equals: 'exported' } }] }, overrideAccess: true })
    expect(logged.docs[0]).toMatchObject({ count: 9, onBehalf: false })
  })

  it('erases every trace at the dealer, keeps what identifies nobody, and a restore is erased again', async () => {
    const pool = poolOf(payload)
    const scopeA = (await privacyScope(payload, adminA))!
    const dash = await dashboardScope(payload, adminA)
    const countsBefore = await leadsPanel(pool, dash!, new Date())
    const leadIds = (await pool.query<{ id: number }>('SELECT id FROM leads WHERE tenant_id = $1 AND contact_last_name = $2', [dealerA.id, SURNAME])).rows.map((r) => r.id)
    // The backup taken before the erasure: the person's rows as they are now.
    const snapshot = async () => {
      const take = async (sql: string) => (await pool.query(sql, [dealerA.id])).rows
      return {
        leads: await take('SELECT * FROM leads WHERE tenant_id = $1'),
        customers: await take('SELECT * FROM customers WHERE tenant_id = $1'),
        codes: await take('SELECT * FROM sign_in_codes WHERE tenant_id = $1'),
      }
    }
    const before = await snapshot()

    expect(await erasePersonFor(payload, adminA, scopeA, query(EMAIL), 8)).toMatchObject({ ok: false, count: 9 })
    expect(await erasePersonFor(payload, adminA, scopeA, query(EMAIL), 9)).toEqual({ ok: true, erased: 9 })

    // No row of any table holds their name, email or number; dealer B's lead of them is untouched.
    const left = traces(await everyRow())
    expect(left.every((line) => line.includes(`${dealerB.id}`) && line.startsWith('public.leads:'))).toBe(true)
    expect(left).toHaveLength(1)
    // What identifies nobody is kept: the leads, their car, form, campaign and date; the dealer's counts.
    const kept = await payload.find({ collection: 'leads', where: { id: { in: leadIds } }, overrideAccess: true, depth: 0 })
    expect(kept.docs.map((l) => [l.form, l.campaign ?? null, l.contact?.email ?? null]).sort()).toEqual([['enquiry', 'Spring', null], ['instant-offer', null, null]])
    expect(kept.docs.find((l) => l.form === 'enquiry')?.vehicle).toBe(car.id)
    expect(await leadsPanel(pool, dash!, new Date())).toEqual(countsBefore)
    const reservation = (await pool.query('SELECT deposit_cents, payment_payment_id, customer_id FROM reservations WHERE tenant_id = $1', [dealerA.id])).rows[0]
    expect(reservation).toMatchObject({ payment_payment_id: 'pi_123', customer_id: null })
    // Still unsubscribed, though nobody can read the address any more.
    expect(await findSuppression(payload, dealerA.id, 'alerts', [{ channel: 'email', address: EMAIL }])).not.toBeNull()
    // The erasure is logged, by hash; a second search finds nothing left.
    const erasedLog = await payload.find({ collection: 'privacy-log', where: { action: { equals: 'erased' } }, overrideAccess: true })
    expect(erasedLog.docs[0]).toMatchObject({ count: 9, subject: 'r***@example.com' })
    const again = await findPerson(payload, adminA, scopeA, TYPED_PHONE)
    expect(again.ok && again.found.records).toEqual([])

    // A restore of the backup from before: the rows come back …
    await pool.query('DELETE FROM leads WHERE id = ANY($1::int[])', [leadIds])
    for (const row of before.leads.filter((r) => leadIds.includes(r.id))) {
      const columns = Object.keys(row)
      await pool.query(`INSERT INTO leads (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, columns.map((c) => (row[c] !== null && typeof row[c] === 'object' && !(row[c] instanceof Date) ? JSON.stringify(row[c]) : row[c])))
    }
    for (const table of ['customers', 'codes'] as const) {
      const name = table === 'codes' ? 'sign_in_codes' : 'customers'
      for (const row of before[table]) {
        const columns = Object.keys(row)
        await pool.query(`INSERT INTO ${name} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING`, columns.map((c) => row[c]))
      }
    }
    expect(traces(await everyRow()).length).toBeGreaterThan(1)
    // … and the ledger, kept outside the database, erases them again.
    const entries = await readLedger(ledger)
    expect(entries).toHaveLength(1)
    expect(JSON.stringify(entries)).not.toMatch(/quillfeatherton|412771993/i)
    // What npm run privacy:reapply (and npm run restore, last) runs.
    const said: string[] = []
    expect(await reapplyLedger(process.env.DATABASE_URL!, (line) => said.push(line))).toEqual({ entries: 1, records: 4 })
    expect(said[0]).toBe('Re-applied 1 erasure(s) from the ledger: 4 record(s) erased again (leads 2, reservations 0, customers 1, codes 1, unsubscribes 0).')
    expect(traces(await everyRow())).toHaveLength(1)
    const reapplied = await payload.find({ collection: 'privacy-log', where: { and: [{ action: { equals: 're-applied' } }, { tenant: { equals: dealerA.id } }] }, overrideAccess: true })
    expect(reapplied.docs[0]).toMatchObject({ userEmail: 'system', count: 4 })
    // A second run finds nothing more to do.
    expect(await reapplyErasures(pool, entries)).toEqual({ leads: 0, reservations: 0, customers: 0, codes: 0, unsubscribes: 0 })
  })

  it('the privacy log: each dealer’s admins read their own rows, marketers none, and nobody edits or deletes one', async () => {
    const asUser = (u: User) => ({ user: u, overrideAccess: false as const })
    const readByB = await payload.find({ collection: 'privacy-log', ...asUser(adminB), limit: 1000, depth: 0 })
    expect(readByB.docs.length).toBeGreaterThan(0)
    expect(readByB.docs.every((d) => (typeof d.tenant === 'object' ? d.tenant?.id : d.tenant) === dealerB.id)).toBe(true)
    const readByA = await payload.find({ collection: 'privacy-log', ...asUser(adminA), limit: 1000, depth: 0 })
    expect(readByA.docs.some((d) => d.action === 'erased')).toBe(true)
    await expect(payload.find({ collection: 'privacy-log', ...asUser(marketerA), limit: 1 })).rejects.toMatchObject({ status: 403 })
    const row = readByA.docs[0]!
    await expect(payload.update({ collection: 'privacy-log', id: row.id, data: { count: 0 }, ...asUser(adminA) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'privacy-log', id: row.id, ...asUser(adminA) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.create({ collection: 'privacy-log', data: { action: 'searched', tenant: dealerA.id }, ...asUser(adminA) })).rejects.toMatchObject({ status: 403 })
    // A lead opened by a person is logged; the system's own reads are not.
    const lead = await createLead(payload, dealerA)
    const opened = async () => (await payload.count({ collection: 'privacy-log', where: { and: [{ action: { equals: 'lead-opened' } }, { user: { equals: adminA.id } }] }, overrideAccess: true })).totalDocs
    const before = await opened()
    await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(await opened()).toBe(before)
    await payload.findByID({ collection: 'leads', id: lead.id, ...asUser(adminA) })
    expect(await opened()).toBe(before + 1)
  })

  it('a number two people share finds both by phone, but an erasure by one’s email leaves the other alone, restored or not', async () => {
    const shared = '0433 555 010'
    const mine = await createLead(payload, dealerA, { contact: { name: 'Ana', lastName: 'Sharer', email: 'ana.sharer@example.com', phone: shared } } as Partial<Lead>)
    const theirs = await createLead(payload, dealerA, { contact: { name: 'Ben', lastName: 'Sharer', email: 'ben.sharer@example.com', phone: shared } } as Partial<Lead>)
    const scopeA = (await privacyScope(payload, adminA))!
    const ids = async (raw: string) => {
      const found = await findPerson(payload, adminA, scopeA, raw)
      return found.ok ? found.found.records.map((r) => r.id).sort() : found.message
    }
    expect(await ids('ana.sharer@example.com')).toEqual([mine.id])
    expect(await ids(shared)).toEqual([mine.id, theirs.id].sort())
    expect(await erasePersonFor(payload, adminA, scopeA, query('ana.sharer@example.com'), 1)).toEqual({ ok: true, erased: 1 })
    await reapplyErasures(poolOf(payload), await readLedger(ledger))
    const ben = await payload.findByID({ collection: 'leads', id: theirs.id, overrideAccess: true, depth: 0 })
    expect(ben.contact).toMatchObject({ email: 'ben.sharer@example.com', phone: shared })
  })

  it('an erasure for a dealer with nothing left erases nothing and writes no ledger entry', async () => {
    const before = (await readLedger(ledger)).length
    const result = await erasePerson(poolOf(payload), [dealerA.id], query('nobody.here@example.com'), 0, ledger)
    expect(result).toEqual({ records: [], hashes: [], ledgerId: null })
    expect((await readLedger(ledger)).length).toBe(before)
  })
})
