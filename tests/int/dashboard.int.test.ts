/**
 * The admin dashboard's figures (issue 18) against the real embedded PostgreSQL: each one equals a
 * brute-force count over known fixtures (computed here in TypeScript from the fixture list, not by the
 * database), another dealer's leads, deliveries, feeds, promotions, cars and vitals never appear in a
 * user's figures, Retry re-queues a dead letter only for a user who may update that lead (and the
 * delivery log then shows the new attempt), and POST /api/events takes a page's vitals batch, refuses
 * a malformed one with a clear 400 and stores nothing.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Location, Tenant, User } from '@/payload-types'
import { dayInZone } from '@/domain/dashboard/days'
import { median, p75 } from '@/domain/dashboard/percentile'
import { VITAL_METRICS } from '@/domain/dashboard/vitals'
import { FEED_STATE_LABELS } from '@/domain/feeds/state'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { handleEvent } from '@/lib/events/endpoint'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { CAR_GAPS, ON_SITE_WHERE, dashboardWindows, loadDashboard, type DashboardData, type Windows } from '@/lib/dashboard/queries'
import { retryLeadDelivery } from '@/lib/dashboard/retry'
import { dashboardScope, poolOf, type DashboardScope } from '@/lib/dashboard/scope'
import { findTenantByHost } from '@/lib/site/tenant'
import { startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { createLocation, createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let smtp: SmtpSimulator
let dealerA: Tenant
let dealerB: Tenant
let dealerC: Tenant
let yardA1: Location
let yardA2: Location
let yardB: Location
let marketerA: User
let marketerB: User
let groupMarketer: User
let salesA: User
let superAdmin: User

const HOUR = 3_600_000
const DAY = 24 * HOUR
const now = new Date()
const pool = () => poolOf(payload)
const asUser = (u: User) => ({ ...u, collection: 'users' }) as User & { collection: 'users' }

type LeadFixture = { dealer: 'A' | 'B'; form: string; location: 'A1' | 'A2' | 'B' | null; ageMs: number; status: string; ttfcMinutes: number | null; failedAttempt?: boolean }
const leadFixtures: (LeadFixture & { id?: number })[] = []

type VitalFixture = { dealer: 'A' | 'B'; metric: 'LCP' | 'INP' | 'CLS'; value: number; template: string; ageMs: number }
const vitalFixtures: VitalFixture[] = []

const hostOf = (t: Tenant) => t.domains![0]!.domain
const tenantOf = (d: 'A' | 'B') => (d === 'A' ? dealerA : dealerB)

/** A lead row as the lead API stores it, then placed in time and state with SQL (the fixture is the truth). */
async function addLead(f: LeadFixture) {
  const location = f.location === 'A1' ? yardA1 : f.location === 'A2' ? yardA2 : f.location === 'B' ? yardB : null
  const key = unique('key')
  const doc = await payload.create({
    collection: 'leads',
    data: { tenant: tenantOf(f.dealer).id, title: `${f.form} ${key}`, form: f.form, category: 'Sales', publicId: unique('ld'), idempotencyKey: key, location: location?.id ?? null, contact: { name: 'Jo', email: 'jo@example.com' } } as never,
    overrideAccess: true,
    depth: 0,
  })
  const at = new Date(now.getTime() - f.ageMs)
  await pool().query('UPDATE leads SET created_at = $2, status = $3, minutes_to_first_contact = $4, first_contacted_at = $5 WHERE id = $1', [
    doc.id,
    at,
    f.status,
    f.ttfcMinutes,
    f.ttfcMinutes === null ? null : new Date(at.getTime() + f.ttfcMinutes * 60_000),
  ])
  if (f.failedAttempt) {
    await pool().query(`INSERT INTO leads_delivery_attempts (_order, _parent_id, id, channel, at, outcome, error) VALUES (1, $1, $2, 'email', $3, 'failed', 'SMTP 451 mailbox busy')`, [doc.id, unique('att'), new Date(at.getTime() + 60_000)])
  }
  leadFixtures.push({ ...f, id: doc.id })
  return doc.id
}

async function addCar(tenant: Tenant, location: Location, car: { status?: string; shown?: boolean; price?: number | null; description?: string | null; photo?: boolean; updatedAgoMs?: number }) {
  const { rows } = await pool().query(
    `INSERT INTO vehicles (tenant_id, location_id, year, make, model, slug, name, price, dealercomments, status, show_on_dealer_website, updated_at)
     VALUES ($1, $2, 2022, 'Mazda', 'CX-5', $3, 'Test car', $4, $5, $6::enum_vehicles_status, $7, $8) RETURNING id`,
    [tenant.id, location.id, unique('car'), car.price === undefined ? 30_000 : car.price, car.description === undefined ? 'Tidy.' : car.description, car.status ?? 'in_stock', car.shown ?? true, new Date(now.getTime() - (car.updatedAgoMs ?? HOUR))],
  )
  if (car.photo ?? true) {
    const media = await pool().query(`INSERT INTO media (tenant_id, alt, filename, mime_type, filesize, width, height, url) VALUES ($1, 'Car', $2, 'image/webp', 10, 1, 1, '/x.webp') RETURNING id`, [tenant.id, `${unique('photo')}.webp`])
    await pool().query(`INSERT INTO vehicles_rels ("order", parent_id, path, media_id) VALUES (1, $1, 'images', $2)`, [rows[0].id, media.rows[0].id])
  }
  return rows[0].id as number
}

async function postEvent(tenant: Tenant, body: unknown, ip = '198.51.100.9') {
  const request = new Request('http://forecourt.test/api/events', {
    method: 'POST',
    headers: { host: hostOf(tenant), 'content-type': 'text/plain', [CLIENT_ADDRESS_HEADER]: ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const res = await handleEvent(request, { payload: async () => payload, tenantByHost: findTenantByHost })
  return { status: res.status, body: (await res.json()) as { message?: string; stored?: number } }
}

const vitalsCount = async (tenant: Tenant) => Number((await pool().query('SELECT count(*) AS n FROM web_vitals WHERE tenant_id = $1', [tenant.id])).rows[0].n)

let scopeA: DashboardScope
let dataA: DashboardData
let windows: Windows
let dashNow: Date

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_FROM = 'leads@forecourt.test'
  dealerA = await createTenant(payload, 'Dash Dealer A', { contact: { email: 'leads@dash-a.test' } } as Partial<Tenant>)
  dealerB = await createTenant(payload, 'Dash Dealer B')
  dealerC = await createTenant(payload, 'Dash Dealer C')
  yardA1 = await createLocation(payload, dealerA)
  yardA2 = await createLocation(payload, dealerA)
  yardB = await createLocation(payload, dealerB)
  const yardC = await createLocation(payload, dealerC)
  // Dealer A counts its days in Perth (UTC+8, no daylight saving): "today" is not the server's today.
  await pool().query(`UPDATE locations SET timezone = 'Australia/Perth', "primary" = true WHERE id = $1`, [yardA1.id])
  marketerA = await createMarketer(payload, [dealerA])
  marketerB = await createMarketer(payload, [dealerB])
  groupMarketer = await createMarketer(payload, [dealerA, dealerC])
  salesA = asUser(await payload.create({ collection: 'users', data: { email: `${unique('sales')}@example.test`, password: 'Secret-pass-123', roles: ['sales'], tenants: [{ tenant: dealerA.id }] } as never, overrideAccess: true }))
  superAdmin = asUser(await payload.create({ collection: 'users', data: { email: `${unique('admin')}@example.test`, password: 'Secret-pass-123', roles: ['super-admin'] } as never, overrideAccess: true }))

  // Leads: every window edge, form, location and delivery state, and dealer B's beside them.
  const leads: LeadFixture[] = [
    { dealer: 'A', form: 'enquiry', location: 'A1', ageMs: 10 * 60_000, status: 'delivered', ttfcMinutes: 5 },
    { dealer: 'A', form: 'enquiry', location: 'A1', ageMs: 2 * DAY, status: 'delivered', ttfcMinutes: 30 },
    { dealer: 'A', form: 'enquiry', location: 'A2', ageMs: 5 * DAY, status: 'delivered', ttfcMinutes: 90 },
    { dealer: 'A', form: 'test-drive', location: 'A2', ageMs: 20 * 60_000, status: 'delivered', ttfcMinutes: null },
    { dealer: 'A', form: 'test-drive', location: null, ageMs: 12 * DAY, status: 'delivered', ttfcMinutes: 240 },
    { dealer: 'A', form: 'service', location: 'A1', ageMs: 25 * DAY, status: 'delivered', ttfcMinutes: 15 },
    { dealer: 'A', form: 'service', location: 'A1', ageMs: 40 * DAY, status: 'delivered', ttfcMinutes: 1 },
    { dealer: 'A', form: 'trade-in', location: 'A1', ageMs: 3 * HOUR, status: 'in-progress', ttfcMinutes: null },
    { dealer: 'A', form: 'enquiry', location: 'A2', ageMs: 4 * DAY, status: 'failed', ttfcMinutes: null, failedAttempt: true },
    { dealer: 'A', form: 'instant-offer', location: 'A1', ageMs: 6 * DAY, status: 'failed', ttfcMinutes: 60, failedAttempt: true },
    { dealer: 'A', form: 'enquiry', location: 'A1', ageMs: 1 * DAY, status: 'delivering', ttfcMinutes: null, failedAttempt: true },
    { dealer: 'A', form: 'enquiry', location: 'A1', ageMs: 5 * 60_000, status: 'delivering', ttfcMinutes: null },
    { dealer: 'B', form: 'enquiry', location: 'B', ageMs: 30 * 60_000, status: 'delivered', ttfcMinutes: 3 },
    { dealer: 'B', form: 'service', location: 'B', ageMs: 3 * DAY, status: 'failed', ttfcMinutes: null, failedAttempt: true },
    { dealer: 'B', form: 'reservation', location: 'B', ageMs: 8 * DAY, status: 'delivered', ttfcMinutes: 600 },
  ]
  for (const f of leads) await addLead(f)

  // Stock feeds: one of each state at A (problems first, then stale, then fresh, turned off last), one at B.
  const feed = async (tenant: Tenant, name: string, extra: Record<string, unknown>, status: Record<string, unknown>) => {
    const doc = await payload.create({ collection: 'stock-feeds', data: { name, tenant: tenant.id, source: 'upload', ...extra } as never, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'stock-feeds', id: doc.id, data: { status } as never, overrideAccess: true, depth: 0 })
    return doc.id
  }
  await feed(dealerA, 'Fresh feed', {}, { lastImportedAt: new Date(now.getTime() - HOUR).toISOString(), lastRunStatus: 'ok' })
  await feed(dealerA, 'Stale feed', { staleAfterHours: 24 }, { lastImportedAt: new Date(now.getTime() - 30 * HOUR).toISOString(), lastRunStatus: 'ok' })
  await feed(dealerA, 'Held feed', {}, { lastImportedAt: new Date(now.getTime() - 2 * HOUR).toISOString(), lastRunStatus: 'held' })
  await feed(dealerA, 'Failed feed', {}, { lastImportedAt: new Date(now.getTime() - 3 * HOUR).toISOString(), lastRunStatus: 'failed' })
  await feed(dealerA, 'Never imported', {}, {})
  await feed(dealerA, 'Off feed', { enabled: false }, { lastImportedAt: new Date(now.getTime() - 300 * HOUR).toISOString(), lastRunStatus: 'ok' })
  await feed(dealerB, 'B feed', {}, { lastImportedAt: new Date(now.getTime() - 100 * HOUR).toISOString(), lastRunStatus: 'failed' })

  // Promotions (days in Brisbane): starts in 2 days, ends in 5, ends today; not: a draft, starts in 10, B's.
  const promo = async (tenant: Tenant, title: string, startDays: number | null, expiryDays: number | null, status: 'published' | 'draft' = 'published') =>
    payload.create({
      collection: 'promotions',
      data: {
        tenant: tenant.id,
        title,
        _status: status,
        startDate: startDays === null ? null : new Date(now.getTime() + startDays * DAY).toISOString(),
        startDate_tz: 'Australia/Brisbane',
        expiryDate: expiryDays === null ? null : new Date(now.getTime() + expiryDays * DAY).toISOString(),
        expiryDate_tz: 'Australia/Brisbane',
      } as never,
      draft: status === 'draft',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  await promo(dealerA, 'Starts in two days', 2, 30)
  await promo(dealerA, 'Ends in five days', -20, 5)
  await promo(dealerA, 'Ends today', -3, 0)
  await promo(dealerA, 'Draft starting tomorrow', 1, 20, 'draft')
  await promo(dealerA, 'Starts in ten days', 10, 40)
  await promo(dealerB, 'B starts tomorrow', 1, 9)

  // Cars at A: complete; no photo; no price (null and 0); no description ('' and null); gaps on cars
  // not for sale on the site (sold, hidden) that do not count; coming soon without a price counts.
  await addCar(dealerA, yardA1, {})
  await addCar(dealerA, yardA1, { photo: false })
  await addCar(dealerA, yardA2, { price: null })
  await addCar(dealerA, yardA2, { price: 0, description: '' })
  await addCar(dealerA, yardA1, { description: null, photo: false })
  await addCar(dealerA, yardA1, { status: 'sold', photo: false, price: null })
  await addCar(dealerA, yardA1, { shown: false, description: '' })
  await addCar(dealerA, yardA1, { status: 'coming_soon', price: null })
  await addCar(dealerB, yardB, { photo: false, price: null, description: '' })
  // Dealer C has no feed: its stock last changed when its newest car did.
  await addCar(dealerC, yardC, { updatedAgoMs: 50 * HOUR })
  await addCar(dealerC, yardC, { updatedAgoMs: 5 * HOUR })

  // Vitals: A's through the endpoint (now), older ones and B's straight into the table.
  resetRateLimits()
  const batches: [string, [number, number, number]][] = [
    ['home', [1800, 120, 0]],
    ['home', [2600, 240, 0.05]],
    ['home', [4300, 90, 0.3]],
    ['search', [3100, 310, 0.12]],
    ['search', [2200, 180, 0.01]],
    ['vehicle', [1500, 80, 0]],
  ]
  for (const [template, [lcp, inp, cls]] of batches) {
    const res = await postEvent(dealerA, { template, path: `/${template}`, vitals: [{ name: 'LCP', value: lcp }, { name: 'INP', value: inp }, { name: 'CLS', value: cls }] })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    vitalFixtures.push({ dealer: 'A', metric: 'LCP', value: lcp, template, ageMs: 0 }, { dealer: 'A', metric: 'INP', value: inp, template, ageMs: 0 }, { dealer: 'A', metric: 'CLS', value: cls, template, ageMs: 0 })
  }
  const direct: VitalFixture[] = [
    { dealer: 'A', metric: 'LCP', value: 2000, template: 'home', ageMs: 3 * DAY },
    { dealer: 'A', metric: 'LCP', value: 5200, template: 'search', ageMs: 3 * DAY },
    { dealer: 'A', metric: 'INP', value: 640, template: 'search', ageMs: 5 * DAY },
    { dealer: 'A', metric: 'LCP', value: 9999, template: 'home', ageMs: 9 * DAY },
    { dealer: 'B', metric: 'LCP', value: 100, template: 'home', ageMs: HOUR },
    { dealer: 'B', metric: 'LCP', value: 100, template: 'vehicle', ageMs: HOUR },
  ]
  for (const v of direct) {
    await pool().query(
      `INSERT INTO web_vitals (tenant_id, metric, value, template, path, created_at) VALUES ($1, $2::enum_web_vitals_metric, $3, $4::enum_web_vitals_template, '/x', $5)`,
      [tenantOf(v.dealer).id, v.metric, v.value, v.template, new Date(now.getTime() - v.ageMs)],
    )
    vitalFixtures.push(v)
  }

  // The dashboard's clock: after every fixture is stored (the endpoint stamps rows with the database's now).
  dashNow = new Date()
  scopeA = (await dashboardScope(payload, marketerA as never))!
  dataA = (await loadDashboard(pool(), scopeA, dashNow)) as DashboardData
  windows = await dashboardWindows(pool(), dashNow, scopeA.timeZone)
}, 180_000)

afterAll(async () => {
  await smtp?.close()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  delete process.env.EVENTS_RATE_LIMIT
})

beforeEach(() => resetRateLimits())

/** The fixtures of dealer A that count as leads, with their creation instant. */
const countedLeads = () =>
  leadFixtures.filter((f) => f.dealer === 'A' && f.status !== 'in-progress').map((f) => ({ ...f, at: now.getTime() - f.ageMs }))

describe('scope', () => {
  it('is the user’s own dealers, narrowed by the tenant selector only to one of them', async () => {
    expect(scopeA.tenantIds).toEqual([dealerA.id])
    expect(scopeA.timeZone).toBe('Australia/Perth')
    const group = (await dashboardScope(payload, groupMarketer as never))!
    expect(group.tenantIds.sort()).toEqual([dealerA.id, dealerC.id].sort())
    expect((await dashboardScope(payload, groupMarketer as never, dealerC.id))!.tenantIds).toEqual([dealerC.id])
    // Picking another dealer's id in the cookie changes nothing.
    expect((await dashboardScope(payload, marketerA as never, dealerB.id))!.tenantIds).toEqual([dealerA.id])
    const all = (await dashboardScope(payload, superAdmin as never))!
    expect(all.tenantIds).toEqual(expect.arrayContaining([dealerA.id, dealerB.id, dealerC.id]))
    expect((await dashboardScope(payload, superAdmin as never, dealerB.id))!.tenantIds).toEqual([dealerB.id])
    expect(await dashboardScope(payload, null)).toBeNull()
    expect(await dashboardScope(payload, { collection: 'customers' } as never)).toBeNull()
  })
})

describe('leads panel', () => {
  it('counts today, 7 and 30 days (the dealer’s calendar days) by form and by location, without unfinished leads', () => {
    const leads = countedLeads()
    const since = { today: Date.parse(windows.today), last7: Date.parse(windows.start7), last30: Date.parse(windows.start30) }
    // The windows are the dealer's midnights: today's started within the last 24 hours in Perth.
    expect(dayInZone(new Date(since.today), 'Australia/Perth')).toBe(dayInZone(dashNow, 'Australia/Perth'))
    expect(since.last7 - since.today).toBe(-6 * DAY)
    const count = (rows: typeof leads) => ({
      today: rows.filter((r) => r.at >= since.today).length,
      last7: rows.filter((r) => r.at >= since.last7).length,
      last30: rows.filter((r) => r.at >= since.last30).length,
    })
    const ttfc = (rows: typeof leads) => {
      const values = rows.filter((r) => r.at >= since.last30 && r.ttfcMinutes !== null).map((r) => r.ttfcMinutes! * 60)
      return median(values)
    }
    expect({ today: dataA.leads.total.today, last7: dataA.leads.total.last7, last30: dataA.leads.total.last30 }).toEqual(count(leads))
    expect(dataA.leads.total.last30).toBe(10)
    expect(dataA.leads.total.medianFirstContactSeconds.last30).toBe(ttfc(leads))
    expect(dataA.leads.total.medianFirstContactSeconds.today).toBe(median(leads.filter((r) => r.at >= since.today && r.ttfcMinutes !== null).map((r) => r.ttfcMinutes! * 60)))

    const forms = [...new Set(leads.filter((r) => r.at >= since.last30).map((r) => r.form))].sort()
    expect(dataA.leads.byForm.map((r) => r.form).sort()).toEqual(forms)
    for (const row of dataA.leads.byForm) {
      const rows = leads.filter((r) => r.form === row.form)
      expect({ today: row.today, last7: row.last7, last30: row.last30 }, row.form).toEqual(count(rows))
      expect(row.medianFirstContactSeconds, row.form).toBe(ttfc(rows))
    }
    const locationId = (l: LeadFixture['location']) => (l === 'A1' ? yardA1.id : l === 'A2' ? yardA2.id : l === 'B' ? yardB.id : null)
    const locations = [...new Set(leads.filter((r) => r.at >= since.last30).map((r) => locationId(r.location)))]
    expect(dataA.leads.byLocation.map((r) => r.locationId).sort()).toEqual(locations.sort())
    for (const row of dataA.leads.byLocation) {
      const rows = leads.filter((r) => locationId(r.location) === row.locationId)
      expect({ today: row.today, last7: row.last7, last30: row.last30 }).toEqual(count(rows))
      expect(row.location).toBe(row.locationId === yardA1.id ? yardA1.name : row.locationId === yardA2.id ? yardA2.name : null)
    }
  })

  it('counts leads per day and form on the dealer’s calendar over 30 days', () => {
    const since30 = Date.parse(windows.start30)
    const expected = new Map<string, number>()
    for (const r of countedLeads().filter((r) => r.at >= since30)) {
      const key = `${dayInZone(new Date(r.at), 'Australia/Perth')}|${r.form}`
      expected.set(key, (expected.get(key) ?? 0) + 1)
    }
    expect(Object.fromEntries(dataA.leads.perDay.map((p) => [`${p.day}|${p.form}`, p.count]))).toEqual(Object.fromEntries(expected))
    expect(dataA.leads.days).toHaveLength(30)
    expect(dataA.leads.days[29]).toBe(dayInZone(dashNow, 'Australia/Perth'))
  })
})

describe('failed deliveries panel', () => {
  it('lists dead letters first, then failed deliveries that are retrying, with their last failure; nothing in flight, nothing of B', () => {
    const mine = leadFixtures.filter((f) => f.dealer === 'A' && (f.status === 'failed' || (f.status === 'delivering' && f.failedAttempt)))
    expect(dataA.deliveries.deadLettered).toBe(mine.filter((f) => f.status === 'failed').length)
    expect(dataA.deliveries.retrying).toBe(mine.filter((f) => f.status === 'delivering').length)
    expect(dataA.deliveries.leads.map((l) => l.id).sort()).toEqual(mine.map((f) => f.id).sort())
    expect(dataA.deliveries.leads.map((l) => l.status)).toEqual(['failed', 'failed', 'delivering'])
    // Newest dead letter first.
    expect(dataA.deliveries.leads[0]!.id).toBe(mine.find((f) => f.form === 'enquiry' && f.status === 'failed')!.id)
    expect(dataA.deliveries.leads[0]).toMatchObject({ channel: 'email', error: 'SMTP 451 mailbox busy', tenantId: dealerA.id })
  })
})

describe('stock panel', () => {
  it('puts held and failed feeds first, then stale ones, each the stalest (never imported) first, then fresh, turned off last', () => {
    expect(dataA.stock.feeds.map((f) => [f.name, f.state])).toEqual([
      ['Failed feed', 'failed'],
      ['Held feed', 'held'],
      ['Never imported', 'stale'],
      ['Stale feed', 'stale'],
      ['Fresh feed', 'fresh'],
      ['Off feed', 'off'],
    ])
    expect(dataA.stock.withoutFeeds).toEqual([])
  })

  it('says the same state as the feeds list in the admin, feed by feed', async () => {
    const listed = await payload.find({ collection: 'stock-feeds', where: { tenant: { equals: dealerA.id } }, depth: 0, limit: 20, overrideAccess: true })
    const byName = new Map(listed.docs.map((d) => [d.name, (d as { freshness?: string }).freshness ?? '']))
    expect(byName.size).toBe(dataA.stock.feeds.length)
    for (const f of dataA.stock.feeds) {
      // The list adds how long a stale feed has gone without an import; the state's words lead either way.
      expect(byName.get(f.name)?.startsWith(FEED_STATE_LABELS[f.state]), `${f.name}: list says ${byName.get(f.name)}, dashboard ${f.state}`).toBe(true)
    }
    expect(byName.get('Held feed')).toBe('Held: waiting for release')
  })

  it('gives a dealer without feeds the time its stock last changed', async () => {
    const group = (await dashboardScope(payload, groupMarketer as never))!
    const data = (await loadDashboard(pool(), group, dashNow)) as DashboardData
    expect(data.stock.feeds.every((f) => f.tenantId === dealerA.id)).toBe(true)
    expect(data.stock.withoutFeeds).toHaveLength(1)
    expect(data.stock.withoutFeeds[0]!.tenantId).toBe(dealerC.id)
    expect(data.stock.withoutFeeds[0]!.vehicles).toBe(2)
    expect(Math.abs(Date.parse(data.stock.withoutFeeds[0]!.lastChangedAt!) - (now.getTime() - 5 * HOUR))).toBeLessThan(1000)
  })
})

describe('promotions panel', () => {
  it('lists published promotions starting or ending between today and 7 days on, in the day order', () => {
    expect(dataA.promotions.changes.map((c) => [c.title, c.change, c.daysAway])).toEqual([
      ['Ends today', 'ends', 0],
      ['Starts in two days', 'starts', 2],
      ['Ends in five days', 'ends', 5],
    ])
  })
})

describe('cars panel', () => {
  it('counts cars for sale on the site with no photo, no price or no description, and each figure’s list link finds exactly those cars', async () => {
    expect(dataA.cars.dealers).toEqual([{ tenantId: dealerA.id, onSite: 6, noPhoto: 2, noPrice: 3, noDescription: 2 }])
    // The admin list the figure links to (same where, run by Payload as the marketer) has as many cars.
    for (const gap of Object.keys(CAR_GAPS) as (keyof typeof CAR_GAPS)[]) {
      const listed = await payload.count({ collection: 'vehicles', where: { and: [{ tenant: { equals: dealerA.id } }, ON_SITE_WHERE, CAR_GAPS[gap].where] } as never, user: marketerA, overrideAccess: false })
      expect(listed.totalDocs, gap).toBe(dataA.cars.dealers[0]![gap])
    }
  })
})

describe('web vitals panel', () => {
  it('gives the 75th percentile per metric, per template and per day over the dealer’s 7 days', () => {
    const since = Date.parse(windows.start7)
    const mine = vitalFixtures.filter((v) => v.dealer === 'A' && now.getTime() - v.ageMs >= since)
    for (const metric of VITAL_METRICS) {
      const values = mine.filter((v) => v.metric === metric).map((v) => v.value)
      expect(dataA.vitals.overall[metric]?.p75, metric).toBeCloseTo(p75(values)!, 6)
      expect(dataA.vitals.overall[metric]?.count).toBe(values.length)
    }
    expect(dataA.vitals.byTemplate.map((t) => t.template).sort()).toEqual(['home', 'search', 'vehicle'])
    for (const row of dataA.vitals.byTemplate) {
      for (const metric of VITAL_METRICS) {
        const values = mine.filter((v) => v.metric === metric && v.template === row.template).map((v) => v.value)
        expect(row.metrics[metric]?.p75, `${row.template} ${metric}`).toBeCloseTo(p75(values)!, 6)
      }
    }
    const perDay = new Map<string, number[]>()
    for (const v of mine) {
      const key = `${v.metric}|${dayInZone(new Date(now.getTime() - v.ageMs), 'Australia/Perth')}`
      perDay.set(key, [...(perDay.get(key) ?? []), v.value])
    }
    expect(dataA.vitals.perDay).toHaveLength(perDay.size)
    for (const p of dataA.vitals.perDay) expect(p.p75, `${p.metric} ${p.day}`).toBeCloseTo(p75(perDay.get(`${p.metric}|${p.day}`)!)!, 6)
    expect(dataA.vitals.days).toHaveLength(7)
  })
})

describe('another dealer’s data', () => {
  it('never appears in a user’s figures', async () => {
    const scopeB = (await dashboardScope(payload, marketerB as never))!
    const dataB = (await loadDashboard(pool(), scopeB, dashNow)) as DashboardData
    const aIds = new Set(leadFixtures.filter((f) => f.dealer === 'A').map((f) => f.id))
    const bIds = new Set(leadFixtures.filter((f) => f.dealer === 'B').map((f) => f.id))
    expect(dataA.deliveries.leads.some((l) => bIds.has(l.id))).toBe(false)
    expect(dataB.deliveries.leads.map((l) => l.id)).toEqual(leadFixtures.filter((f) => f.dealer === 'B' && f.status === 'failed').map((f) => f.id))
    expect(dataB.deliveries.leads.some((l) => aIds.has(l.id))).toBe(false)
    expect(dataB.leads.total.last30).toBe(3)
    expect(dataB.leads.byLocation.map((l) => l.locationId)).toEqual([yardB.id])
    expect(dataB.stock.feeds.map((f) => f.name)).toEqual(['B feed'])
    expect(dataB.promotions.changes.map((c) => c.title)).toEqual(['B starts tomorrow'])
    expect(dataB.cars.dealers).toEqual([{ tenantId: dealerB.id, onSite: 1, noPhoto: 1, noPrice: 1, noDescription: 1 }])
    expect(dataB.vitals.overall.LCP).toEqual({ p75: 100, count: 2 })
    expect(dataB.vitals.overall.INP).toBeUndefined()
    expect(dataA.vitals.overall.LCP!.count).toBe(vitalFixtures.filter((v) => v.dealer === 'A' && v.metric === 'LCP' && v.ageMs < 7 * DAY - DAY).length)
  })
})

describe('Retry', () => {
  const jobsFor = async (leadId: number) =>
    (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 500, overrideAccess: true, depth: 0 })).docs.filter(
      (j) => (j.input as { leadId: number }).leadId === leadId && !j.completedAt,
    )

  it('re-queues a dead letter through the delivery job for a user who may update it; the delivery log then shows the new attempt', async () => {
    const lead = leadFixtures.find((f) => f.dealer === 'A' && f.status === 'failed' && f.form === 'instant-offer')!
    const before = await payload.findByID({ collection: 'leads', id: lead.id!, overrideAccess: true, depth: 0 })
    expect(await jobsFor(lead.id!)).toHaveLength(0)

    // Another dealer's marketer: refused, nothing queued, nothing changed.
    const refused = await retryLeadDelivery(payload, marketerB as never, lead.id!)
    expect(refused).toMatchObject({ ok: false })
    expect(await jobsFor(lead.id!)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'leads', id: lead.id!, overrideAccess: true, depth: 0 })).status).toBe('failed')
    expect(await retryLeadDelivery(payload, null, lead.id!)).toMatchObject({ ok: false, status: 403 })

    const result = await retryLeadDelivery(payload, marketerA as never, lead.id!)
    expect(result).toMatchObject({ ok: true })
    expect(await jobsFor(lead.id!)).toHaveLength(1)
    expect((await payload.findByID({ collection: 'leads', id: lead.id!, overrideAccess: true, depth: 0 })).status).toBe('delivering')
    // Not a dead letter any more: a second Retry is refused and queues nothing more.
    expect(await retryLeadDelivery(payload, marketerA as never, lead.id!)).toMatchObject({ ok: false, status: 409 })
    expect(await jobsFor(lead.id!)).toHaveLength(1)

    await payload.jobs.run({ limit: 1000, where: { taskSlug: { equals: 'deliverLead' } }, silent: true })
    const after = await payload.findByID({ collection: 'leads', id: lead.id!, overrideAccess: true, depth: 0 })
    expect(after.deliveryAttempts!.length).toBe((before.deliveryAttempts ?? []).length + 1)
    expect(after.deliveryAttempts!.at(-1)).toMatchObject({ channel: 'email', outcome: 'sent' })
    expect(after.status).toBe('delivered')
    expect(smtp.messages.filter((m) => m.raw.includes(before.publicId))).toHaveLength(1)
  })

  it('lets the dealer’s sales staff retry (they may update its leads), and refuses a lead that is not dead-lettered', async () => {
    const lead = leadFixtures.find((f) => f.dealer === 'A' && f.status === 'failed' && f.form === 'enquiry')!
    expect(await retryLeadDelivery(payload, salesA as never, lead.id!)).toMatchObject({ ok: true })
    expect(await jobsFor(lead.id!)).toHaveLength(1)
    const delivered = leadFixtures.find((f) => f.dealer === 'A' && f.status === 'delivered')!
    expect(await retryLeadDelivery(payload, marketerA as never, delivered.id!)).toMatchObject({ ok: false, status: 409 })
    const missing = await retryLeadDelivery(payload, marketerA as never, 99_999_999)
    expect(missing).toMatchObject({ ok: false, status: 404 })
    await payload.jobs.run({ limit: 1000, where: { taskSlug: { equals: 'deliverLead' } }, silent: true })
  })

  it('refuses B’s dead letter to A’s staff, sales included', async () => {
    const lead = leadFixtures.find((f) => f.dealer === 'B' && f.status === 'failed')!
    for (const user of [marketerA, salesA, groupMarketer]) {
      expect(await retryLeadDelivery(payload, user as never, lead.id!)).toMatchObject({ ok: false })
    }
    expect(await jobsFor(lead.id!)).toHaveLength(0)
    expect(await retryLeadDelivery(payload, superAdmin as never, lead.id!)).toMatchObject({ ok: true })
  })
})

describe('POST /api/events with web vitals', () => {
  it('stores a valid batch for the dealer of the host, one row per metric', async () => {
    const before = await vitalsCount(dealerB)
    const res = await postEvent(dealerB, { template: 'vehicle', path: '/cars/a-car', vitals: [{ name: 'LCP', value: 2100.4 }, { name: 'CLS', value: 0.031 }] })
    expect(res).toEqual({ status: 202, body: { ok: true, stored: 2 } })
    expect(await vitalsCount(dealerB)).toBe(before + 2)
    const { rows } = await pool().query(`SELECT metric::text, value, template::text, path FROM web_vitals WHERE tenant_id = $1 AND path = '/cars/a-car' ORDER BY metric`, [dealerB.id])
    expect(rows).toEqual([
      { metric: 'CLS', value: 0.031, template: 'vehicle', path: '/cars/a-car' },
      { metric: 'LCP', value: 2100.4, template: 'vehicle', path: '/cars/a-car' },
    ])
  })

  it('refuses a malformed batch with a 400 that says what is wrong, and stores nothing of it', async () => {
    const before = await vitalsCount(dealerB)
    const cases: [unknown, RegExp][] = [
      [{ template: 'home', vitals: [{ name: 'LCP', value: 1000 }, { name: 'FID', value: 10 }] }, /vitals\[1\]\.name must be one of LCP, INP, CLS/],
      [{ template: 'home', vitals: [{ name: 'LCP', value: -5 }] }, /vitals\[0\]\.value must not be negative/],
      [{ template: 'home', vitals: [{ name: 'INP', value: '120' }] }, /vitals\[0\]\.value must be a number/],
      [{ template: 'home', vitals: [{ name: 'CLS', value: 250 }] }, /vitals\[0\]\.value is too large for CLS/],
      [{ template: 'checkout-page', vitals: [{ name: 'LCP', value: 1000 }] }, /template must be one of home, page, search/],
      [{ vitals: [{ name: 'LCP', value: 1000 }] }, /template must be one of/],
      [{ template: 'home', vitals: [] }, /vitals must list at least one metric/],
      [{ template: 'home', vitals: 'LCP=1000' }, /vitals must be a list of metrics/],
      [{ template: 'home', vitals: Array.from({ length: 13 }, () => ({ name: 'LCP', value: 1 })) }, /vitals must list at most 12 metrics/],
      [{ template: 'home', path: 'https://evil.example/x', vitals: [{ name: 'LCP', value: 1 }] }, /path must be a path starting with \//],
    ]
    for (const [body, message] of cases) {
      const res = await postEvent(dealerB, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toMatch(/^Invalid web vitals: /)
      expect(res.body.message, JSON.stringify(body)).toMatch(message)
    }
    expect(await vitalsCount(dealerB)).toBe(before)
  })

  it('keeps the events endpoint’s rate limit and still takes single analytics events', async () => {
    process.env.EVENTS_RATE_LIMIT = '2'
    try {
      const batch = { template: 'home', vitals: [{ name: 'LCP', value: 1000 }] }
      expect((await postEvent(dealerB, batch, '203.0.113.50')).status).toBe(202)
      expect((await postEvent(dealerB, { event_id: 26, path: '/finance' }, '203.0.113.50')).status).toBe(202)
      const limited = await postEvent(dealerB, batch, '203.0.113.50')
      expect(limited.status).toBe(429)
    } finally {
      delete process.env.EVENTS_RATE_LIMIT
    }
  })
})
