/**
 * A dealer group's leads go to the rooftop (issue 36): a lead names its dealership (its car's, or its
 * location's), a sales person limited to one rooftop reads and works only that rooftop's leads and
 * reservations, a group manager moves a lead to another rooftop with the move in its history, and
 * nobody rewrites the history, widens their own reach, or strands a limited person by deleting
 * their dealership.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Dealership, Lead, Location, Tenant, User, Vehicle } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { leadsPanel } from '@/lib/dashboard/queries'
import { dashboardScope, poolOf } from '@/lib/dashboard/scope'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { resolveFormConfig } from '@/lib/leads/formConfig'
import { OTHER_DEALER_ROOFTOP } from '@/lib/leads/rooftop'
import { findTenantByHost } from '@/lib/site/tenant'
import { createCar, createDealership, createMarketer, createTenant, createYard, getTestPayload, refusal, unique } from './helpers'

let payload: Payload
let group: Tenant
let kia: Dealership
let toyota: Dealership
let elsewhere: Dealership
let kiaCar: Vehicle
let toyotaCar: Vehicle
let kiaSales: User
let anySales: User
let manager: User

const trusted = { overrideAccess: true as const, context: { disableRevalidate: true } }
const as = (user: User) => ({ user, overrideAccess: false as const, context: { disableRevalidate: true } })

const dealership = (tenant: Tenant, name: string) => createDealership(payload, tenant, name)

const yard = (tenant: Tenant, name: string, rooftop: Dealership) => createYard(payload, tenant, name, { dealership: rooftop.id })

const car = (tenant: Tenant, at: Location, make: string) => createCar(payload, tenant, at, make)

async function sales(tenant: Tenant, rooftops: Dealership[], name: string): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique('sales')}@example.test`, name, password: 'Secret-pass-123', roles: ['sales'], tenants: [{ tenant: tenant.id }], dealerships: rooftops.map((d) => d.id) },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as User & { collection: 'users' }
}

/** An enquiry about a car, posted as the group site's shopper would. */
async function enquire(vehicle: Vehicle): Promise<Lead> {
  return post({ form: 'enquiry', car_id: vehicle.id })
}

async function post(envelope: Record<string, unknown>, fields: Record<string, unknown> = {}): Promise<Lead> {
  resetRateLimits()
  const request = new Request('http://forecourt.test/api/leads', {
    method: 'POST',
    headers: { host: group.domains![0]!.domain, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.10', 'user-agent': 'vitest' },
    body: JSON.stringify({
      ...envelope,
      idempotency_key: unique('key').replace(/[^A-Za-z0-9_-]/g, ''),
      fields: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4215', message: 'Still there?', ...fields },
    }),
  })
  const res = await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
  expect(res.status, await res.clone().text()).toBe(201)
  const { lead_id } = (await res.json()) as { lead_id: string }
  return (await payload.find({ collection: 'leads', where: { publicId: { equals: lead_id } }, depth: 0, ...trusted })).docs[0]!
}

beforeAll(async () => {
  payload = await getTestPayload()
  group = await createTenant(payload, 'Rooftop Leads Group')
  const other = await createTenant(payload, 'Rooftop Leads Other')
  kia = await dealership(group, 'Leads Kia')
  toyota = await dealership(group, 'Leads Toyota')
  elsewhere = await dealership(other, 'Elsewhere Motors')
  kiaCar = await car(group, await yard(group, 'Kia Yard', kia), 'Kia')
  toyotaCar = await car(group, await yard(group, 'Toyota Yard', toyota), 'Toyota')
  kiaSales = await sales(group, [kia], 'Kim Kia')
  anySales = await sales(group, [], 'Alex Any')
  manager = await createMarketer(payload, [group])
}, 120_000)

describe("a dealer group's leads", () => {
  it("name the rooftop of the car they are about, by id and by name", async () => {
    const lead = await enquire(kiaCar)
    expect(lead.dealership).toBe(kia.id)
    expect(lead.dealershipName).toBe('Leads Kia')
    expect(lead.history ?? []).toEqual([])
  })

  it("offer a form's dealership choice from the dealer's records, and go to the one chosen", async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Contact', slug: unique('contact'), tenant: group.id, _status: 'published', layout: [{ blockType: 'enquiryForm', id: 'ask-rooftop', showDealership: true, showLocation: false }] } as never,
      ...trusted,
    })
    const formRef = { path: `/${page.slug}`, block: 'ask-rooftop' }
    const { config } = await resolveFormConfig(payload, (await findTenantByHost(group.domains![0]!.domain))!, formRef)
    expect(config.showDealership).toBe(true)
    expect(config.dealershipOptions).toEqual([kia.slug, toyota.slug])
    const lead = await post({ form: 'enquiry', form_ref: formRef }, { category: 'Sales', dealership_slug: toyota.slug })
    expect([lead.dealership, lead.dealershipName]).toEqual([toyota.id, 'Leads Toyota'])
  })

  it("are read and worked by a rooftop's sales person only for that rooftop; others see every rooftop", async () => {
    const kiaLead = await enquire(kiaCar)
    const toyotaLead = await enquire(toyotaCar)
    const seen = (user: User) => payload.find({ collection: 'leads', where: { id: { in: [kiaLead.id, toyotaLead.id] } }, depth: 0, ...as(user) }).then((r) => r.docs.map((d) => d.id).sort())
    expect(await seen(kiaSales)).toEqual([kiaLead.id])
    expect(await seen(anySales)).toEqual([kiaLead.id, toyotaLead.id].sort())
    expect(await seen(manager)).toEqual([kiaLead.id, toyotaLead.id].sort())
    await expect(payload.findByID({ collection: 'leads', id: toyotaLead.id, ...as(kiaSales) })).rejects.toThrow()
    await expect(payload.update({ collection: 'leads', id: toyotaLead.id, data: { salesStatus: 'contacted' }, ...as(kiaSales) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'leads', id: toyotaLead.id, depth: 0, ...trusted })).salesStatus).toBe('new')
  })

  it('keep a history of stage, assignee and rooftop changes, with who made each', async () => {
    const lead = await enquire(kiaCar)
    await payload.update({ collection: 'leads', id: lead.id, data: { salesStatus: 'contacted', assignee: kiaSales.id }, ...as(kiaSales) })
    // A sales person cannot move the lead to another rooftop: the field is the managers'.
    const tried = await payload.update({ collection: 'leads', id: lead.id, data: { dealership: toyota.id }, depth: 0, ...as(kiaSales) })
    expect(tried.dealership).toBe(kia.id)
    const moved = await payload.update({ collection: 'leads', id: lead.id, data: { dealership: toyota.id, assignee: null }, depth: 0, ...as(manager) })
    expect(moved.dealership).toBe(toyota.id)
    expect(moved.dealershipName).toBe('Leads Toyota')
    expect(moved.history?.map(({ change, from, to, byName }) => ({ change, from, to, byName }))).toEqual([
      { change: 'stage', from: 'New', to: 'Contacted', byName: 'Kim Kia' },
      { change: 'assignee', from: null, to: 'Kim Kia', byName: 'Kim Kia' },
      { change: 'assignee', from: 'Kim Kia', to: null, byName: manager.email },
      { change: 'dealership', from: 'Leads Kia', to: 'Leads Toyota', byName: manager.email },
    ])
    // Handed on: the Kia person no longer sees it.
    await expect(payload.findByID({ collection: 'leads', id: lead.id, ...as(kiaSales) })).rejects.toThrow()
    // Nobody rewrites the history, not even a manager.
    const kept = await payload.update({ collection: 'leads', id: lead.id, data: { history: [] } as Partial<Lead>, depth: 0, ...as(manager) })
    expect(kept.history).toHaveLength(4)
  })

  it("refuses a move to another dealer's rooftop, and an assignee who cannot see the lead", async () => {
    const lead = await enquire(toyotaCar)
    expect(await refusal(payload.update({ collection: 'leads', id: lead.id, data: { dealership: elsewhere.id }, ...as(manager) }))).toContain(OTHER_DEALER_ROOFTOP)
    expect(await refusal(payload.update({ collection: 'leads', id: lead.id, data: { assignee: kiaSales.id }, ...as(manager) }))).toContain('who works its dealership')
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, ...trusted })
    expect([stored.dealership, stored.assignee ?? null]).toEqual([toyota.id, null])
    await payload.update({ collection: 'leads', id: lead.id, data: { assignee: anySales.id }, ...as(manager) })
  })

  it("limit a sales person's reservations to their rooftop's cars too", async () => {
    const reservation = (vehicle: Vehicle) =>
      payload.create({ collection: 'reservations', data: { tenant: group.id, reference: unique('R').slice(-12), vehicle: vehicle.id, status: 'pending', depositCents: 20_000 }, ...trusted })
    const [k, t] = [await reservation(kiaCar), await reservation(toyotaCar)]
    const seen = (user: User) => payload.find({ collection: 'reservations', where: { id: { in: [k.id, t.id] } }, depth: 0, ...as(user) }).then((r) => r.docs.map((d) => d.id).sort())
    expect(await seen(kiaSales)).toEqual([k.id])
    expect(await seen(anySales)).toEqual([k.id, t.id].sort())
  })

  it("count only a limited sales person's rooftop on their dashboard", async () => {
    const count = (dealership?: Dealership) =>
      payload.count({ collection: 'leads', where: { and: [{ tenant: { equals: group.id } }, ...(dealership ? [{ dealership: { equals: dealership.id } }] : [])] }, ...trusted }).then((r) => r.totalDocs)
    const [kiaLeads, allLeads] = [await count(kia), await count()]
    expect(kiaLeads).toBeLessThan(allLeads)
    const panel = async (user: User) => (await leadsPanel(poolOf(payload), (await dashboardScope(payload, user as never))!, new Date())).total.last30
    expect(await panel(kiaSales)).toBe(kiaLeads)
    expect(await panel(anySales)).toBe(allLeads)
  })

  it('never let a person widen their own reach, nor a deletion strand a limited one', async () => {
    const self = await payload.update({ collection: 'users', id: kiaSales.id, data: { dealerships: [] }, depth: 0, ...as(kiaSales) })
    expect(self.dealerships).toEqual([kia.id])
    const planted = await refusal(payload.update({ collection: 'users', id: kiaSales.id, data: { dealerships: [elsewhere.id] }, ...trusted }))
    expect(planted).toContain('Choose dealerships of the dealers this user works for.')
    const message = await refusal(payload.delete({ collection: 'dealerships', id: kia.id, ...trusted }))
    expect(message).toContain('1 sales user is limited to this dealership')
    expect((await payload.findByID({ collection: 'dealerships', id: kia.id, depth: 0, ...trusted })).name).toBe('Leads Kia')
  })
})
