/**
 * The Google Ads offline click conversions export (issue 37), GET /api/leads/google-ads-conversions.csv,
 * through the app's REST handler on the real database: a user's own dealers' leads with a Google click,
 * finished by the shopper and from the last 90 days, each under its dealer's conversion name and value;
 * nobody else's, and nothing for a caller who is not signed in.
 */
import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Dealership, Lead, Tenant, User } from '@/payload-types'
import { createDealership, createLead, createMarketer, createTenant, getTestPayload, unique } from './helpers'

const PASSWORD = 'Secret-pass-123'
const DAY_MS = 86_400_000
const HEADER = 'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency'

let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let kia: Dealership
let toyota: Dealership
/** Dealer A's leads, by what they prove. */
let testDrive: Lead
let enquiry: Lead
/** The click ids of the leads the export must leave out, and of dealer B's lead. */
const leftOut: Record<string, string> = {}
let clickB: string

const click = (name: string) => unique(`Cj0${name}`).replace(/[^A-Za-z0-9_-]/g, '')
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

async function lead(tenant: Tenant, gclid: string | null, extra: Partial<Lead> = {}): Promise<Lead> {
  return createLead(payload, tenant, { ...(gclid === null ? {} : { attribution: { gclid } }), ...extra } as Partial<Lead>)
}

async function user(roles: User['roles'], tenants: Tenant[], rooftops: Dealership[] = []): Promise<User> {
  const created = await payload.create({
    collection: 'users',
    data: { email: `${unique('gads')}@example.test`, password: PASSWORD, name: 'Gail Ads', roles, tenants: tenants.map((t) => ({ tenant: t.id })), dealerships: rooftops.map((d) => d.id) },
    overrideAccess: true,
  })
  return { ...created, collection: 'users' } as User & { collection: 'users' }
}

const tokenOf = async (u: User) => (await payload.login({ collection: 'users', data: { email: u.email, password: PASSWORD } })).token!

/** A GET through the app's own REST route handler (src/app/(payload)/api/[...slug]/route.ts). */
async function get(path: string, token?: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost${path}`)
  const request = new Request(url, { headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...headers } })
  return REST_GET(config)(request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) })
}

/** The export's rows for this user, keyed by click id (after checking the file's first two lines). */
async function exportFor(u: User, headers: Record<string, string> = {}): Promise<Map<string, Record<string, string>>> {
  const res = await get('/api/leads/google-ads-conversions.csv', await tokenOf(u), headers)
  expect(res.status).toBe(200)
  const text = await res.text()
  const [parameters, header] = text.split('\r\n')
  expect([parameters, header]).toEqual(['Parameters:TimeZone=+0000', HEADER])
  const rows = parse(text.slice(text.indexOf('\r\n') + 2), { columns: true }) as Record<string, string>[]
  return new Map(rows.map((r) => [r['Google Click ID']!, r]))
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'Google Ads Dealer A', {
    settings: { marketing: { googleAdsLeadConversion: 'A website lead', googleAdsTestDriveConversion: 'A test drive', googleAdsTestDriveValue: 150 } },
  } as Partial<Tenant>)
  dealerB = await createTenant(payload, 'Google Ads Dealer B', { settings: { marketing: { googleAdsLeadConversion: 'B website lead', googleAdsLeadValue: 40 } } } as Partial<Tenant>)
  kia = await createDealership(payload, dealerA, 'Google Ads Kia')
  toyota = await createDealership(payload, dealerA, 'Google Ads Toyota')

  testDrive = await lead(dealerA, click('td'), { form: 'test-drive', dealership: kia.id, createdAt: daysAgo(2) } as Partial<Lead>)
  enquiry = await lead(dealerA, click('enq'), { form: 'enquiry', dealership: toyota.id, createdAt: daysAgo(89) } as Partial<Lead>)
  leftOut.inProgress = click('inprogress')
  await lead(dealerA, leftOut.inProgress, { form: 'trade-in', status: 'in-progress', dealership: kia.id } as Partial<Lead>)
  leftOut.tooOld = click('old')
  await lead(dealerA, leftOut.tooOld, { form: 'test-drive', dealership: kia.id, createdAt: daysAgo(91) } as Partial<Lead>)
  // No click: none recorded, and an empty one.
  await lead(dealerA, null, { dealership: kia.id })
  await lead(dealerA, '', { dealership: kia.id })
  clickB = click('dealerb')
  await lead(dealerB, clickB, { form: 'enquiry' })
})

describe('the Google Ads conversions export', () => {
  it('gives a marketer their dealer’s clicked leads, each under its conversion name and value, and nothing else', async () => {
    const marketerA = await createMarketer(payload, [dealerA])
    const res = await get('/api/leads/google-ads-conversions.csv', await tokenOf(marketerA))
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="google-ads-conversions-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // CRLF throughout: no line feed without its carriage return.
    expect(await res.text()).not.toMatch(/[^\r]\n/)

    const rows = await exportFor(marketerA)
    expect([...rows.keys()].sort()).toEqual([testDrive.attribution!.gclid!, enquiry.attribution!.gclid!].sort())
    expect(rows.get(testDrive.attribution!.gclid!)).toEqual({
      'Google Click ID': testDrive.attribution!.gclid,
      'Conversion Name': 'A test drive',
      'Conversion Time': `${testDrive.createdAt.slice(0, 19)}+00:00`,
      'Conversion Value': '150',
      'Conversion Currency': 'AUD',
    })
    // Dealer A gave a lead no value: value and currency stay empty.
    expect(rows.get(enquiry.attribution!.gclid!)).toMatchObject({ 'Conversion Name': 'A website lead', 'Conversion Value': '', 'Conversion Currency': '' })
    for (const [why, gclid] of Object.entries({ ...leftOut, dealerB: clickB })) expect(rows.has(gclid), why).toBe(false)
  })

  it('gives dealer B’s marketer dealer B’s lead under dealer B’s conversion', async () => {
    const rows = await exportFor(await createMarketer(payload, [dealerB]))
    expect([...rows.values()]).toEqual([expect.objectContaining({ 'Google Click ID': clickB, 'Conversion Name': 'B website lead', 'Conversion Value': '40', 'Conversion Currency': 'AUD' })])
  })

  it('takes the dealer picked in the admin’s dealer switcher', async () => {
    const both = await createMarketer(payload, [dealerA, dealerB])
    const rows = await exportFor(both, { cookie: `payload-tenant=${dealerB.id}` })
    expect([...rows.keys()]).toEqual([clickB])
  })

  it('gives sales staff their dealer’s clicked leads, and a rooftop-limited one only their rooftop’s', async () => {
    const salesA = await exportFor(await user(['sales'], [dealerA]))
    expect([...salesA.keys()].sort()).toEqual([testDrive.attribution!.gclid!, enquiry.attribution!.gclid!].sort())
    const kiaOnly = await exportFor(await user(['sales'], [dealerA], [kia]))
    expect([...kiaOnly.keys()]).toEqual([testDrive.attribution!.gclid!])
    expect(kiaOnly.get(testDrive.attribution!.gclid!)?.['Conversion Name']).toBe('A test drive')
  })

  it('refuses a caller who is not signed in', async () => {
    const res = await get('/api/leads/google-ads-conversions.csv')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Sign in to the admin first.' })
  })
})
