/**
 * Vehicle page services against a real PostgreSQL: similar cars come only from the dealer's own
 * in-stock, visible stock, never include the car itself, respect the price band (and the body when
 * the dealer asks), put the same model first and stop at 6; the print/PDF loader never returns another
 * dealer's or a hidden car; a car the site's stock filter leaves out is not found by its address either.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Tenant, Vehicle } from '@/payload-types'
import { findVisibleVehicle } from '@/lib/site/vehicle'
import { findSimilarCars } from '@/components/vehicle/services/similarCars'
import type { SearchTenant } from '@/lib/search/embeddedEngine'
import { poolOf } from '@/lib/search/db'
import { toSiteTenant } from '@/lib/site/tenant'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let pool: Pool
let tenantA: Tenant
let tenantB: Tenant
const carsA: Vehicle[] = []
const carsB: Vehicle[] = []

async function location(tenant: Tenant): Promise<Location> {
  return payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: tenant.id, name: `${tenant.name} Yard`, slug: unique('yard'), address: { city: 'Brisbane', state: 'QLD' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

type Spec = Partial<Vehicle> & { price: number }
async function car(tenant: Tenant, loc: Location, spec: Spec): Promise<Vehicle> {
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenant.id,
      location: loc.id,
      item_type: 'car',
      year: 2020,
      make: 'Toyota',
      model: 'Corolla',
      car_type: 'used',
      simple_body: 'hatch',
      status: 'in_stock',
      stocknum: unique('S'),
      ...spec,
    } as Vehicle,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const searchTenant = (tenant: Tenant, extra: Record<string, unknown> = {}): SearchTenant => ({ id: tenant.id, settings: { ...DEFAULT_TENANT_SETTINGS, ...extra } })

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
  tenantA = await createTenant(payload, 'Similar A')
  tenantB = await createTenant(payload, 'Similar B')
  const [locA, locB] = [await location(tenantA), await location(tenantB)]
  // Dealer A: the subject at $30,000 and candidates around it.
  const specs: Spec[] = [
    { price: 30000, model: 'Corolla' }, // 0: the subject
    { price: 20000, model: 'Corolla' }, // 1: band edge (inclusive)
    { price: 40000, model: 'Camry', simple_body: 'sedan' }, // 2: band edge
    { price: 19999, model: 'Corolla' }, // 3: below the band
    { price: 40001, model: 'Corolla' }, // 4: above the band
    { price: 31000, model: 'Corolla', status: 'sold', sold_date: new Date().toISOString() }, // 5: sold (visible, not in stock)
    { price: 29000, model: 'Corolla', status: 'coming_soon' }, // 6: not in stock
    { price: 30500, model: 'Corolla', show_on_dealer_website: false }, // 7: hidden
    { price: 28000, model: 'Yaris' }, // 8
    { price: 32000, model: 'C-HR', simple_body: 'suv' }, // 9
    { price: 33000, model: 'RAV4', simple_body: 'suv' }, // 10
    { price: 34000, model: 'Kluger', simple_body: 'suv' }, // 11
    { price: 35000, model: 'Prado', simple_body: 'suv' }, // 12
    { price: 26000, model: 'Corolla' }, // 13: same model
    { price: 90000, model: 'LandCruiser', simple_body: 'suv' }, // 14: the high-price subject
    { price: 66000, model: 'LandCruiser', simple_body: 'suv' }, // 15: within ±25000 of 90000
    { price: 64999, model: 'Prado', simple_body: 'suv' }, // 16: just outside
  ]
  for (const s of specs) carsA.push(await car(tenantA, locA, s))
  // Dealer B: cars that would all match dealer A's subject.
  for (const price of [29000, 30000, 31000]) carsB.push(await car(tenantB, locB, { price, model: 'Corolla' }))
}, 180_000)

describe('similar cars', () => {
  it('never another dealer’s car nor the car itself; in stock only; inside ±10000 below 50000', async () => {
    const subject = carsA[0]!
    const similar = await findSimilarCars(pool, searchTenant(tenantA), subject)
    const ids = similar.map((c) => c.id)
    expect(ids).not.toContain(subject.id)
    for (const b of carsB) expect(ids).not.toContain(b.id)
    expect(similar.every((c) => c.status === 'in_stock')).toBe(true)
    expect(similar.every((c) => c.price >= 20000 && c.price <= 40000)).toBe(true)
    for (const i of [3, 4, 5, 6, 7]) expect(ids).not.toContain(carsA[i]!.id)
    expect(similar).toHaveLength(6)
    expect(new Set(ids).size).toBe(ids.length)
    // Same model first: both in-band Corollas lead.
    expect(similar.slice(0, 2).map((c) => c.model)).toEqual(['Corolla', 'Corolla'])
    expect(ids.slice(0, 2).sort()).toEqual([carsA[1]!.id, carsA[13]!.id].sort())
  })

  it('±25000 from 50000 up', async () => {
    const subject = carsA[14]!
    const similar = await findSimilarCars(pool, searchTenant(tenantA), subject)
    const ids = similar.map((c) => c.id)
    expect(ids).toContain(carsA[15]!.id)
    expect(ids).not.toContain(carsA[16]!.id)
    expect(ids).not.toContain(subject.id)
    expect(similar.every((c) => c.price >= 65000 && c.price <= 115000)).toBe(true)
  })

  it('the same body when the dealer asks for it', async () => {
    const subject = carsA[10]! // an SUV at $33,000
    const similar = await findSimilarCars(pool, searchTenant(tenantA, { similarSameBody: true }), subject)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.every((c) => c.body === 'suv')).toBe(true)
    expect(similar.map((c) => c.id)).not.toContain(subject.id)
  })

  it('the dealer’s stock filter still holds (a used-only dealer sees no new cars)', async () => {
    const loc = await location(tenantA)
    const fresh = await car(tenantA, loc, { price: 30100, model: 'Corolla', car_type: 'new' })
    const used = await findSimilarCars(pool, searchTenant(tenantA, { stockUsedOnly: true }), carsA[0]!)
    expect(used.map((c) => c.id)).not.toContain(fresh.id)
    const all = await findSimilarCars(pool, searchTenant(tenantA), carsA[0]!)
    expect(all.map((c) => c.id)).toContain(fresh.id)
  })

  it('nothing when nothing matches', async () => {
    const loner = await createTenant(payload, 'Similar Loner')
    const only = await car(loner, await location(loner), { price: 30000 })
    expect(await findSimilarCars(pool, searchTenant(loner), only)).toEqual([])
  })
})

describe('the print and PDF loader', () => {
  it('finds the dealer’s visible car by slug and never another dealer’s or a hidden one', async () => {
    const a = toSiteTenant(tenantA)
    const b = toSiteTenant(tenantB)
    const subject = carsA[0]!
    expect((await findVisibleVehicle(a, subject.slug))?.id).toBe(subject.id)
    expect((await findVisibleVehicle(a, String(subject.id)))?.id).toBe(subject.id)
    expect(await findVisibleVehicle(b, subject.slug)).toBeNull()
    expect(await findVisibleVehicle(b, String(subject.id))).toBeNull()
    expect(await findVisibleVehicle(a, carsA[7]!.slug)).toBeNull()
    expect(await findVisibleVehicle(a, '../etc/passwd')).toBeNull()
  })
})

describe("a site's stock filter beyond its search", () => {
  it('a car the filter leaves out is not found by its address (the lookup behind print, PDF, finance and reservations)', async () => {
    const loc = await location(tenantA)
    const fresh = await car(tenantA, loc, { price: 30200, model: 'Corolla', car_type: 'new' })
    const used = carsA[0]!
    const usedOnly = { ...toSiteTenant(tenantA), settings: { ...toSiteTenant(tenantA).settings, stockUsedOnly: true } }
    expect(await findVisibleVehicle(usedOnly, fresh.slug)).toBeNull()
    expect(await findVisibleVehicle(usedOnly, String(fresh.id))).toBeNull()
    expect((await findVisibleVehicle(usedOnly, used.slug))?.id).toBe(used.id)
    expect((await findVisibleVehicle(toSiteTenant(tenantA), fresh.slug))?.id).toBe(fresh.id)
  })
})
