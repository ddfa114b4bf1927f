/**
 * The sales role (issue 18): a dealer's sales staff see and work that dealer's leads and reservations
 * and nothing else, no collection's versions (drafts) included. Local API calls with the user and
 * overrideAccess: false run the same access as REST; the REST handler itself is called for the CSV
 * export, the versions endpoints and GraphQL (which this app turns off).
 * Also: the inbox's field rules (sales change only stage, assignee, notes and follow-up; what the
 * shopper sent never changes), the first-contact clock, and the export's scope and escaping.
 */
import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { parse } from 'csv-parse/sync'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Lead, Tenant, User } from '@/payload-types'
import { SALES_COLLECTIONS } from '@/access/navigation'
import { createLead as createStoredLead, createLocation, createMarketer, createTenant, getTestPayload, unique } from './helpers'

const PASSWORD = 'Secret-pass-123'
let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let salesA: User
let marketerA: User
let marketerB: User
let salesToken: string
let leadA: Lead
let leadB: Lead
let locationA: { id: number }

const asUser = (user: User) => ({ user, overrideAccess: false as const })

async function createSales(tenants: Tenant[]): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique('sales')}@example.test`, password: PASSWORD, name: 'Sam Sales', roles: ['sales'], tenants: tenants.map((t) => ({ tenant: t.id })) },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as User & { collection: 'users' }
}

const createLead = (tenant: Tenant, extra: Partial<Lead> = {}) => createStoredLead(payload, tenant, extra)

/** A REST request through the app's own route handler (src/app/(payload)/api/[...slug]/route.ts). */
async function rest(method: 'GET' | 'POST' | 'PATCH', path: string, token?: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
  const url = new URL(`http://localhost${path}`)
  const request = new Request(url, {
    method,
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...extraHeaders },
    body: body ? JSON.stringify(body) : undefined,
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const handler = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH }[method](config)
  return handler(request, { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'Sales Dealer A')
  dealerB = await createTenant(payload, 'Sales Dealer B')
  salesA = await createSales([dealerA])
  marketerA = await createMarketer(payload, [dealerA])
  marketerB = await createMarketer(payload, [dealerB])
  locationA = await createLocation(payload, dealerA)
  leadA = await createLead(dealerA, { location: locationA.id } as Partial<Lead>)
  leadB = await createLead(dealerB)
  salesToken = (await payload.login({ collection: 'users', data: { email: salesA.email, password: PASSWORD } })).token!
})

describe('a sales user', () => {
  it('is refused every collection but leads and reservations (and its own account, and its dealers’ names)', async () => {
    // Payload's own per-user records (its list preferences, its document locks) are the admin's bookkeeping for this user.
    const PAYLOAD_OWN = ['payload-preferences', 'payload-locked-documents']
    const slugs = payload.config.collections.map((c) => c.slug)
    expect(slugs).toContain('pages')
    const refused: string[] = []
    const allowed: string[] = []
    for (const slug of slugs) {
      try {
        await payload.find({ collection: slug as CollectionSlug, limit: 1, depth: 0, ...asUser(salesA) })
        allowed.push(slug)
      } catch (error) {
        expect((error as { status?: number }).status, slug).toBe(403)
        refused.push(slug)
      }
    }
    expect(allowed.sort()).toEqual([...SALES_COLLECTIONS, 'tenants', 'users', ...PAYLOAD_OWN].sort())
    expect(refused).toEqual(expect.arrayContaining(['pages', 'menus', 'media', 'promotions', 'popups', 'locations', 'special-hours', 'vehicles', 'stock-feeds', 'customers', 'lead-delivery', 'payload-jobs']))
    for (const global of payload.config.globals) {
      await expect(payload.findGlobal({ slug: global.slug as never, ...asUser(salesA) }), global.slug).rejects.toMatchObject({ status: 403 })
    }
  })

  it('reads no collection’s versions, its own dealer’s unpublished drafts included (local API and REST)', async () => {
    // A never-published page of the sales user's own dealer: only its versions hold what it says.
    const secret = unique('Unpublished clearance offer')
    const draft = await payload.create({ collection: 'pages', data: { title: secret, slug: unique('draft'), tenant: dealerA.id, layout: [] }, draft: true, overrideAccess: true, context: { disableRevalidate: true } })
    const version = (await payload.findVersions({ collection: 'pages', where: { parent: { equals: draft.id } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(version.version.title).toBe(secret)

    const versioned = payload.config.collections.filter((c) => c.versions).map((c) => c.slug)
    expect(versioned).toEqual(expect.arrayContaining(['pages', 'promotions', 'menus', 'popups', 'locations', 'special-hours']))
    for (const slug of versioned) {
      await expect(payload.findVersions({ collection: slug as 'pages', depth: 0, ...asUser(salesA) }), slug).rejects.toMatchObject({ status: 403 })
      await expect(payload.countVersions({ collection: slug as 'pages', ...asUser(salesA) }), slug).rejects.toMatchObject({ status: 403 })
      const res = await rest('GET', `/api/${slug}/versions?depth=0`, salesToken)
      expect(res.status, slug).toBe(403)
      expect(await res.text(), slug).not.toContain(secret)
    }
    await expect(payload.findVersionByID({ collection: 'pages', id: version.id, depth: 0, ...asUser(salesA) })).rejects.toMatchObject({ status: 403 })
    const byId = await rest('GET', `/api/pages/versions/${version.id}?depth=0`, salesToken)
    expect(byId.status).toBe(403)
    expect(await byId.text()).not.toContain(secret)
    // Nor the draft itself.
    await expect(payload.findByID({ collection: 'pages', id: draft.id, draft: true, ...asUser(salesA) })).rejects.toMatchObject({ status: 403 })
    // The dealer's marketer does read it (the history is staff's).
    expect((await payload.findVersionByID({ collection: 'pages', id: version.id, depth: 0, ...asUser(marketerA) })).version.title).toBe(secret)
  })

  it('sees only leads and reservations in the admin’s navigation', () => {
    const visible = payload.config.collections
      .filter((c) => {
        const hidden = c.admin?.hidden
        return !(typeof hidden === 'function' ? hidden({ user: salesA as never }) : hidden)
      })
      .map((c) => c.slug)
    expect(visible.sort()).toEqual([...SALES_COLLECTIONS].sort())
    // A marketer's navigation is as before (pages and settings included).
    const forMarketer = payload.config.collections.filter((c) => (typeof c.admin?.hidden === 'function' ? !c.admin.hidden({ user: marketerA as never }) : !c.admin?.hidden)).map((c) => c.slug)
    expect(forMarketer).toEqual(expect.arrayContaining(['pages', 'menus', 'tenants', 'leads', 'reservations', 'users']))
  })

  it('reads its own account and its dealers’ names only', async () => {
    const users = await payload.find({ collection: 'users', limit: 100, ...asUser(salesA) })
    expect(users.docs.map((u) => u.id)).toEqual([salesA.id])
    const tenants = await payload.find({ collection: 'tenants', limit: 100, depth: 0, ...asUser(salesA) })
    expect(tenants.docs.map((t) => t.id)).toEqual([dealerA.id])
    // The name, and nothing of the dealer's settings, domains or contact details (an unreadable list comes back empty).
    const rest = Object.entries(tenants.docs[0]!).filter(([k]) => !['id', 'name', 'createdAt', 'updatedAt'].includes(k))
    expect(rest).toEqual([['domains', []]])
    expect((await payload.findByID({ collection: 'tenants', id: dealerA.id, depth: 0, ...asUser(marketerA) })).domains?.length).toBe(1)
    await expect(payload.findByID({ collection: 'tenants', id: dealerB.id, ...asUser(salesA) })).rejects.toMatchObject({ status: 404 })
    await expect(payload.update({ collection: 'tenants', id: dealerA.id, data: { name: 'Renamed' }, ...asUser(salesA) })).rejects.toMatchObject({ status: 403 })
  })

  it('sees its dealer’s leads, never another dealer’s', async () => {
    const list = await payload.find({ collection: 'leads', limit: 100, depth: 0, ...asUser(salesA) })
    expect(list.docs.some((l) => l.id === leadA.id)).toBe(true)
    expect(list.docs.every((l) => l.tenant === dealerA.id)).toBe(true)
    const forB = await payload.find({ collection: 'leads', where: { tenant: { equals: dealerB.id } }, ...asUser(salesA) })
    expect(forB.docs).toHaveLength(0)
    await expect(payload.findByID({ collection: 'leads', id: leadB.id, ...asUser(salesA) })).rejects.toMatchObject({ status: 404 })
    await expect(payload.update({ collection: 'leads', id: leadB.id, data: { salesStatus: 'sold' }, ...asUser(salesA) })).rejects.toMatchObject({ status: expect.any(Number) })
    expect((await payload.findByID({ collection: 'leads', id: leadB.id, overrideAccess: true })).salesStatus).toBe('new')
    await expect(payload.delete({ collection: 'leads', id: leadA.id, ...asUser(salesA) })).rejects.toMatchObject({ status: 403 })
    const reservations = await payload.find({ collection: 'reservations', ...asUser(salesA) })
    expect(reservations.docs.every((r) => r.tenant === dealerA.id || (typeof r.tenant === 'object' && r.tenant?.id === dealerA.id))).toBe(true)
  })

  it('changes stage, assignee, notes and follow-up, and nothing the shopper sent', async () => {
    // With a location it may not read: saving must not trip over the related records it cannot see.
    const lead = await createLead(dealerA, { location: locationA.id } as Partial<Lead>)
    expect(lead.locationName).toBe('Sales Dealer A Yard')
    expect(lead.salesStatus).toBe('new')
    const followUpAt = new Date(Date.now() + 86_400_000).toISOString()
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      depth: 0,
      data: {
        salesStatus: 'contacted',
        assignee: marketerA.id,
        followUpAt,
        notes: [{ text: 'Called, she wants a test drive.', authorName: 'Someone else', at: '2020-01-01T00:00:00.000Z' }],
        // The admin's form sends every field back, the location it may not read included.
        location: locationA.id,
        contact: { email: 'hacked@example.com', name: 'Hacked' },
        title: 'Hacked',
        status: 'failed',
        publicId: 'ld_hacked',
        firstContactedAt: '2020-01-01T00:00:00.000Z',
      } as never,
      ...asUser(salesA),
    })
    expect(updated.salesStatus).toBe('contacted')
    expect(updated.assignee).toBe(marketerA.id)
    expect(updated.assigneeName).toBe(marketerA.email)
    expect(updated.followUpAt).toBe(followUpAt)
    expect(updated.notes).toHaveLength(1)
    expect(updated.notes![0]).toMatchObject({ text: 'Called, she wants a test drive.', author: salesA.id, authorName: 'Sam Sales' })
    expect(Date.now() - new Date(updated.notes![0]!.at!).getTime()).toBeLessThan(60_000)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true })
    expect(stored.contact).toMatchObject({ email: 'jane@example.com', name: 'Jane' })
    expect([stored.title, stored.status, stored.publicId]).toEqual([lead.title, 'delivered', lead.publicId])
    expect(stored.firstContactedAt).not.toBe('2020-01-01T00:00:00.000Z')
    // A marketer may not change what the shopper sent either.
    await payload.update({ collection: 'leads', id: lead.id, data: { contact: { email: 'm@example.com' } } as never, ...asUser(marketerA) })
    expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).contact?.email).toBe('jane@example.com')
  })

  it('assigns leads only to the dealer’s own sales and marketing users', async () => {
    const lead = await createLead(dealerA)
    await expect(payload.update({ collection: 'leads', id: lead.id, data: { assignee: marketerB.id }, ...asUser(salesA) })).rejects.toMatchObject({ status: 400 })
    const self = await payload.update({ collection: 'leads', id: lead.id, data: { assignee: salesA.id }, depth: 0, ...asUser(salesA) })
    expect([self.assignee, self.assigneeName]).toEqual([salesA.id, 'Sam Sales'])
  })

  it('keeps the first contact time once set, and cannot put a contacted lead back to New', async () => {
    const lead = await createLead(dealerA, { createdAt: new Date(Date.now() - 90 * 60_000).toISOString() } as Partial<Lead>)
    const contacted = await payload.update({ collection: 'leads', id: lead.id, data: { salesStatus: 'contacted' }, ...asUser(salesA) })
    expect(contacted.firstContactedAt).toBeTruthy()
    expect(contacted.minutesToFirstContact).toBeGreaterThanOrEqual(89)
    expect(contacted.minutesToFirstContact).toBeLessThanOrEqual(91)
    const booked = await payload.update({ collection: 'leads', id: lead.id, data: { salesStatus: 'appointment-booked' }, ...asUser(salesA) })
    const lost = await payload.update({ collection: 'leads', id: lead.id, data: { salesStatus: 'lost' }, ...asUser(marketerA) })
    expect([booked.firstContactedAt, lost.firstContactedAt]).toEqual([contacted.firstContactedAt, contacted.firstContactedAt])
    expect(lost.minutesToFirstContact).toBe(contacted.minutesToFirstContact)
    await expect(payload.update({ collection: 'leads', id: lead.id, data: { salesStatus: 'new' }, ...asUser(salesA) })).rejects.toMatchObject({ status: 400 })
    // A system write (the delivery job) doesn't touch it either.
    await payload.update({ collection: 'leads', id: lead.id, data: { status: 'delivered' }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).firstContactedAt).toBe(contacted.firstContactedAt)
  })

  it('adds notes but cannot change or remove someone else’s', async () => {
    const lead = await createLead(dealerA)
    const byMarketer = await payload.update({ collection: 'leads', id: lead.id, data: { notes: [{ text: 'Marketer note' }] }, depth: 0, ...asUser(marketerA) })
    const note = byMarketer.notes![0]!
    expect(note.author).toBe(marketerA.id)
    await expect(payload.update({ collection: 'leads', id: lead.id, data: { notes: [{ ...note, text: 'Rewritten' }] }, ...asUser(salesA) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'leads', id: lead.id, data: { notes: [] }, ...asUser(salesA) })).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true })).notes).toEqual([note])
    const added = await payload.update({ collection: 'leads', id: lead.id, data: { notes: [note, { text: 'Sales note' }] }, depth: 0, ...asUser(salesA) })
    expect(added.notes!.map((n) => [n.text, n.author])).toEqual([
      ['Marketer note', marketerA.id],
      ['Sales note', salesA.id],
    ])
  })
})

describe('a lead’s delivery state', () => {
  const delivery = async (id: number) => {
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    return { status: lead.status, email: lead.emailDelivery?.state, attempts: lead.deliveryAttempts?.length ?? 0 }
  }

  it('is written by the delivery job only: no person marks a dead letter Delivered, by the local API or REST', async () => {
    const deadLetter = await createLead(dealerA, { status: 'failed', emailDelivery: { state: 'failed' }, deliveryAttempts: [{ channel: 'email', at: new Date().toISOString(), outcome: 'failed', error: 'SMTP 554' }] } as Partial<Lead>)
    const before = await delivery(deadLetter.id)
    expect(before).toEqual({ status: 'failed', email: 'failed', attempts: 1 })
    const forged = { status: 'delivered', emailDelivery: { state: 'sent' }, deliveryAttempts: [] }
    const superAdmin = { ...(await payload.create({ collection: 'users', data: { email: `${unique('admin')}@example.test`, password: PASSWORD, roles: ['super-admin'] }, overrideAccess: true })), collection: 'users' } as User

    for (const user of [marketerA, salesA, superAdmin]) {
      // Refused or ignored; either way the stored state stays.
      await payload.update({ collection: 'leads', id: deadLetter.id, data: forged as never, depth: 0, ...asUser(user) }).catch(() => undefined)
      expect(await delivery(deadLetter.id), String(user.roles)).toEqual(before)
      const token = (await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })).token!
      const res = await rest('PATCH', `/api/leads/${deadLetter.id}`, token, forged)
      expect([200, 403], String(user.roles)).toContain(res.status)
      expect(await delivery(deadLetter.id), String(user.roles)).toEqual(before)
    }
    // The delivery job (server code, access skipped) still writes it.
    await payload.update({ collection: 'leads', id: deadLetter.id, data: { status: 'delivered' }, overrideAccess: true })
    expect((await delivery(deadLetter.id)).status).toBe('delivered')
  })
})

describe('through REST', () => {
  it('exports its dealer’s leads as CSV, filtered like the list, escaped and formula-safe', async () => {
    const tricky = await createLead(dealerA, { contact: { name: '=HYPERLINK("http://evil.example","click")', lastName: 'Smith, Jr', email: 'x@example.com', phone: '+61400000000' }, salesStatus: 'sold' } as Partial<Lead>)
    const res = await rest('GET', '/api/leads/export.csv', salesToken)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/)
    const rows = parse((await res.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]
    const ids = rows.map((r) => r['Lead id'])
    expect(ids).toContain(leadA.publicId)
    expect(ids).not.toContain(leadB.publicId)
    expect(rows.every((r) => r.Dealer === 'Sales Dealer A')).toBe(true)
    const row = rows.find((r) => r['Lead id'] === tricky.publicId)!
    expect(row['First name']).toBe(`'=HYPERLINK("http://evil.example","click")`)
    expect(row['Last name']).toBe('Smith, Jr')
    expect(row.Phone).toBe("'+61400000000")
    expect(row.Stage).toBe('Sold')
    // The download is in the privacy log: who, which dealer, how many leads (issue 39).
    const logged = await payload.find({ collection: 'privacy-log', where: { and: [{ user: { equals: salesA.id } }, { action: { equals: 'leads-exported' } }] }, overrideAccess: true, depth: 0 })
    expect(logged.docs[0]).toMatchObject({ tenant: dealerA.id, count: rows.length, userEmail: salesA.email })

    // The list's filters: only sold leads; and asking for dealer B's gives nothing.
    const sold = parse((await (await rest('GET', `/api/leads/export.csv?where[salesStatus][equals]=sold`, salesToken)).text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]
    expect(sold.map((r) => r['Lead id'])).toEqual([tricky.publicId])
    const other = await rest('GET', `/api/leads/export.csv?where[tenant][equals]=${dealerB.id}`, salesToken)
    expect(parse((await other.text()).replace(/^\uFEFF/, ''), { columns: true })).toEqual([])
    // Nor does picking dealer B in the admin's dealer switcher (its cookie): the rows are read with the user's access.
    const switched = await rest('GET', '/api/leads/export.csv', salesToken, undefined, { cookie: `payload-tenant=${dealerB.id}` })
    expect(switched.status).toBe(200)
    expect(parse((await switched.text()).replace(/^\uFEFF/, ''), { columns: true })).toEqual([])
    // The search box's text, over the list's searchable fields.
    const searched = parse((await (await rest('GET', `/api/leads/export.csv?search=${encodeURIComponent(tricky.publicId)}`, salesToken)).text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]
    expect(searched.map((r) => r['Lead id'])).toEqual([tricky.publicId])
    expect((await rest('GET', '/api/leads/export.csv')).status).toBe(401)
  })

  it('refuses the same things through the REST API, and serves no GraphQL', async () => {
    for (const slug of ['pages', 'menus', 'vehicles', 'customers', 'lead-delivery', 'locations', 'media']) {
      const res = await rest('GET', `/api/${slug}?limit=1`, salesToken)
      expect(res.status, slug).toBe(403)
    }
    expect((await rest('GET', `/api/leads/${leadB.id}`, salesToken)).status).toBe(404)
    expect((await rest('GET', `/api/leads/${leadA.id}`, salesToken)).status).toBe(200)
    // graphQL: { disable: true } in payload.config.ts: nothing answers at /api/graphql, for anyone.
    expect(payload.config.graphQL.disable).toBe(true)
    const gql = await rest('POST', '/api/graphql', salesToken, { query: '{ Pages { docs { id title } } }' })
    expect(gql.status).toBe(404)
  })
})
