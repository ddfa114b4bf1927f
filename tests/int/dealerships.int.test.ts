/**
 * Dealerships as records (issue 36): a group's rooftops, each with its locations. Search facets a car
 * by its rooftop and follows a rename; a lead for a rooftop's car is for that rooftop and goes to its
 * address before any other of the group's; a location can name only its own dealer's dealership, a
 * marketer reads and writes only their dealers' dealerships, and the public site never reads where
 * leads go.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Dealership, Location, Tenant, User, Vehicle } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { loadDeliveryContext } from '@/lib/leads/delivery/context'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { poolOf } from '@/lib/search/db'
import { runSearch } from '@/lib/search/embeddedEngine'
import { parseOne } from '@/lib/search/protocol'
import { publicRead } from '@/lib/payload'
import { findTenantByHost } from '@/lib/site/tenant'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { createCar, createDealership, createMarketer, createTenant, createYard, getTestPayload, refusal, unique } from './helpers'

let payload: Payload
let pool: Pool
let group: Tenant
let other: Tenant
let kia: Dealership
let toyota: Dealership
let otherRooftop: Dealership
let kiaYard: Location
let kiaCar: Vehicle
let marketer: User

const trusted = { overrideAccess: true as const, context: { disableRevalidate: true } }

const dealership = (tenant: Tenant, name: string, sales?: string) => createDealership(payload, tenant, name, sales ? { leadEmails: { sales } } : {})

const location = (tenant: Tenant, name: string, extra: Partial<Location> = {}) => createYard(payload, tenant, name, extra)

const car = (tenant: Tenant, at: Location, make: string) => createCar(payload, tenant, at, make)

const facet = async () => {
  const res = await runSearch(pool, { id: group.id, settings: DEFAULT_TENANT_SETTINGS }, parseOne({ indexName: 'vehicles', facets: ['dealership_name'], hitsPerPage: 0 }))
  return res.facets.dealership_name
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
  group = await createTenant(payload, 'Rooftop Group', { contact: { email: 'enquiries@group.test' } } as Partial<Tenant>)
  other = await createTenant(payload, 'Rooftop Other')
  kia = await dealership(group, 'Group Kia & Ford', 'kia-desk@group.test')
  toyota = await dealership(group, 'Group Toyota')
  otherRooftop = await dealership(other, 'Other Motors', 'other@other.test')
  // The group's primary location is Toyota's, with its own desk: before dealerships, every lead
  // without an address of its own went there.
  await location(group, 'Toyota Yard', { dealership: toyota.id, primary: true, leadEmails: { sales: 'toyota-desk@group.test' } })
  kiaYard = await location(group, 'Kia Yard', { dealership: kia.id })
  const toyotaYard = (await payload.find({ collection: 'locations', where: { and: [{ tenant: { equals: group.id } }, { primary: { equals: true } }] }, ...trusted })).docs[0]!
  kiaCar = await car(group, kiaYard, 'Kia')
  await car(group, kiaYard, 'Ford')
  await car(group, toyotaYard, 'Toyota')
  marketer = await createMarketer(payload, [group])
}, 120_000)

describe('dealerships', () => {
  it('are slugged from their name, as /locations/{slug} has always slugged them', () => {
    expect(kia.slug).toBe('group-kia-and-ford')
  })

  it("facet a group's cars by rooftop in search, and follow a rename", async () => {
    expect(await facet()).toEqual({ 'Group Kia & Ford': 2, 'Group Toyota': 1 })
    await payload.update({ collection: 'dealerships', id: kia.id, data: { name: 'Group Kia' }, ...trusted })
    expect(await facet()).toEqual({ 'Group Kia': 2, 'Group Toyota': 1 })
  })

  it('gives the cars of a deleted dealership the dealer’s own name again', async () => {
    const pop = await dealership(group, 'Group Pop-up')
    const yard = await location(group, 'Pop-up Yard', { dealership: pop.id })
    await car(group, yard, 'Mazda')
    expect((await facet())['Group Pop-up']).toBe(1)
    await payload.delete({ collection: 'dealerships', id: pop.id, ...trusted })
    const after = await facet()
    expect(after['Group Pop-up']).toBeUndefined()
    expect(after['Rooftop Group']).toBe(1)
    expect((await payload.findByID({ collection: 'locations', id: yard.id, depth: 0, ...trusted })).dealership ?? null).toBeNull()
  })

  it("sends a lead for a rooftop's car to that rooftop, not to the group's primary location", async () => {
    resetRateLimits()
    const request = new Request('http://forecourt.test/api/leads', {
      method: 'POST',
      headers: { host: group.domains![0]!.domain, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'user-agent': 'vitest' },
      body: JSON.stringify({
        form: 'enquiry',
        car_id: kiaCar.id,
        idempotency_key: unique('key').replace(/[^A-Za-z0-9_-]/g, ''),
        fields: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4215', message: 'Still there?' },
      }),
    })
    const res = await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
    expect(res.status).toBe(201)
    const { lead_id } = (await res.json()) as { lead_id: string }
    const lead = (await payload.find({ collection: 'leads', where: { publicId: { equals: lead_id } }, ...trusted })).docs[0]!
    expect(lead.defaults?.dealershipSlug).toBe('group-kia-and-ford')
    const delivery = await loadDeliveryContext(payload, lead.id)
    expect(delivery.recipient).toBe('kia-desk@group.test')
    expect(delivery.dealership?.id).toBe(kia.id)
  })

  it("refuses a location naming another dealer's dealership, and keeps its own", async () => {
    const message = await refusal(payload.update({ collection: 'locations', id: kiaYard.id, data: { dealership: otherRooftop.id }, ...trusted }))
    expect(message).toContain('Choose a dealership of this dealer.')
    const kept = await payload.findByID({ collection: 'locations', id: kiaYard.id, depth: 0, ...trusted })
    expect(kept.dealership).toBe(kia.id)
    // A change naming only the dealership, as a REST PATCH sends it, is checked against the location's own dealer.
    const moved = await payload.update({ collection: 'locations', id: kiaYard.id, data: { dealership: toyota.id }, draft: false, user: marketer, overrideAccess: false, context: { disableRevalidate: true } })
    expect(moved.dealership).toMatchObject({ id: toyota.id })
    await payload.update({ collection: 'locations', id: kiaYard.id, data: { dealership: kia.id }, ...trusted })
  })

  it("lets a marketer read and write only their dealers' dealerships", async () => {
    const asMarketer = { user: marketer, overrideAccess: false as const, context: { disableRevalidate: true } }
    const seen = await payload.find({ collection: 'dealerships', limit: 100, ...asMarketer })
    expect(seen.docs.map((d) => d.id).sort()).toEqual([kia.id, toyota.id].sort())
    await expect(payload.findByID({ collection: 'dealerships', id: otherRooftop.id, ...asMarketer })).rejects.toThrow()
    await expect(payload.update({ collection: 'dealerships', id: otherRooftop.id, data: { name: 'Taken' }, ...asMarketer })).rejects.toThrow()
    await expect(payload.create({ collection: 'dealerships', data: { tenant: other.id, name: 'Planted', slug: 'planted' }, ...asMarketer })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'dealerships', id: otherRooftop.id, depth: 0, ...trusted })).name).toBe('Other Motors')
  })

  it('never hands the public site where leads go', async () => {
    const found = await payload.find({ collection: 'dealerships', where: { tenant: { equals: group.id } }, ...publicRead })
    expect(found.docs.length).toBe(2)
    expect(JSON.stringify(found.docs)).not.toContain('desk@group.test')
  })
})
