/**
 * The compare page's loader (issue 19, item 4) against the real embedded PostgreSQL: of the ids an
 * address asks for, only the host dealer's own cars that its site shows and the compare control allows
 * are kept, in the order asked; another dealer's car, a hidden car, a car sold before the sold window,
 * a car without photos and malformed ids are left out without an error.
 *
 * Next's data cache does not exist outside a Next server: `unstable_cache` runs its function.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Location, Media, Tenant, Vehicle } from '@/payload-types'
import { parseCompareIds } from '@/domain/compare'
import { findCompareVehicles, getCompareVehicles, readTenantVehicles } from '@/lib/compare/load'
import { compareCar } from '@/domain/compare/compareModel'
import { findTenantByHost, type SiteTenant } from '@/lib/site/tenant'
import { createLocation, createTenant, getTestPayload, unique } from './helpers'

vi.mock('next/cache', async (original) => (await import('./nextCacheMock')).runEachCall(original))

const DAY = 86_400_000

let payload: Payload
let dealerA: SiteTenant
let dealerB: SiteTenant
let usedOnly: SiteTenant
const cars: Record<'a1' | 'a2' | 'soldRecent' | 'soldOld' | 'hidden' | 'onHold' | 'noPhotos' | 'noPrice' | 'b1' | 'newCar', Vehicle> = {} as never

async function photo(tenant: Tenant, name: string): Promise<Media> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: name, tenant: tenant.id },
    file: { data, mimetype: 'image/jpeg', name: `${unique(name)}.jpg`, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function car(tenant: Tenant, location: Location, extra: Partial<Vehicle> & { photo?: boolean } = {}): Promise<Vehicle> {
  const { photo: withPhoto = true, ...data } = extra
  const images = withPhoto ? [(await photo(tenant, 'car')).id] : []
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenant.id,
      location: location.id,
      year: 2021,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx',
      car_type: 'used',
      status: 'in_stock',
      price: 30000,
      km: 40000,
      colour: 'Soul Red',
      stocknum: unique('CMP').slice(0, 30),
      images,
      ...data,
    } as Vehicle,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const site = async (t: Tenant) => (await findTenantByHost(t.domains![0]!.domain))!
const ids = (list: Vehicle[]) => list.map((v) => v.id)

beforeAll(async () => {
  payload = await getTestPayload()
  const on = { settings: { features: { compare: true } } } as Partial<Tenant>
  const [a, b, u] = [
    await createTenant(payload, 'Compare Dealer A', on),
    await createTenant(payload, 'Compare Dealer B', on),
    await createTenant(payload, 'Compare Used Only', { settings: { features: { compare: true, compareUsedOnly: true } } } as Partial<Tenant>),
  ]
  const [yardA, yardB, yardU] = [await createLocation(payload, a), await createLocation(payload, b), await createLocation(payload, u)]
  cars.a1 = await car(a, yardA)
  cars.a2 = await car(a, yardA, { model: 'CX-9', price: 45000, km: 12000, colour: 'Machine Grey', year: 2023 })
  cars.soldRecent = await car(a, yardA, { status: 'sold', sold: true, sold_date: new Date(Date.now() - DAY).toISOString() })
  cars.soldOld = await car(a, yardA, { status: 'sold', sold: true, sold_date: new Date(Date.now() - 30 * DAY).toISOString() })
  cars.hidden = await car(a, yardA, { show_on_dealer_website: false })
  cars.onHold = await car(a, yardA, { status: 'on_hold' })
  cars.noPhotos = await car(a, yardA, { photo: false })
  cars.noPrice = await car(a, yardA, { price: 0 })
  cars.b1 = await car(b, yardB)
  cars.newCar = await car(u, yardU, { car_type: 'new' })
  ;[dealerA, dealerB, usedOnly] = [await site(a), await site(b), await site(u)]
})

describe('the compare loader', () => {
  it('keeps the dealer’s comparable cars in the order asked', async () => {
    const found = await findCompareVehicles(payload, dealerA, [cars.a2.id, cars.a1.id], Date.now())
    expect(ids(found)).toEqual([cars.a2.id, cars.a1.id])
    // Populated for the table: the photos and the yard.
    expect(typeof found[0]!.images?.[0]).toBe('object')
    expect(typeof found[0]!.location).toBe('object')
  })

  it('leaves out another dealer’s car, whichever site asks', async () => {
    expect(ids(await findCompareVehicles(payload, dealerA, [cars.a1.id, cars.b1.id], Date.now()))).toEqual([cars.a1.id])
    expect(ids(await findCompareVehicles(payload, dealerB, [cars.a1.id, cars.b1.id], Date.now()))).toEqual([cars.b1.id])
    // Not even read: the query itself names the tenant.
    expect(ids(await readTenantVehicles(payload, dealerA.id, [cars.b1.id]))).toEqual([])
  })

  it('leaves out a hidden car, a car on hold and a car sold before the sold window, keeps one sold within it', async () => {
    const asked = [cars.hidden.id, cars.onHold.id, cars.soldOld.id, cars.soldRecent.id, cars.a1.id]
    // At most four are read: the fifth id is past the limit.
    expect(ids(await findCompareVehicles(payload, dealerA, asked, Date.now()))).toEqual([cars.soldRecent.id])
    expect(ids(await findCompareVehicles(payload, dealerA, [cars.soldOld.id, cars.soldRecent.id, cars.a1.id], Date.now()))).toEqual([
      cars.soldRecent.id,
      cars.a1.id,
    ])
    // Once the window passes, the recently sold car goes too.
    expect(ids(await findCompareVehicles(payload, dealerA, [cars.soldRecent.id], Date.now() + 5 * DAY))).toEqual([])
  })

  it('leaves out what the compare control would not offer: no photos, no price, a new car where only used cars compare', async () => {
    expect(ids(await findCompareVehicles(payload, dealerA, [cars.noPhotos.id, cars.noPrice.id, cars.a1.id], Date.now()))).toEqual([cars.a1.id])
    expect(ids(await findCompareVehicles(payload, usedOnly, [cars.newCar.id], Date.now()))).toEqual([])
  })

  it('ignores malformed ids and ids of no car without an error', async () => {
    const asked = parseCompareIds(`abc,-1,0,1.5,${cars.a1.id},${cars.a1.id},2147483647,99999999999,${cars.a2.id}`)
    expect(asked).toEqual([cars.a1.id, 2147483647, cars.a2.id])
    expect(ids(await findCompareVehicles(payload, dealerA, asked, Date.now()))).toEqual([cars.a1.id, cars.a2.id])
    expect(await findCompareVehicles(payload, dealerA, parseCompareIds("1' or 1=1--"), Date.now())).toEqual([])
    expect(await findCompareVehicles(payload, dealerA, [], Date.now())).toEqual([])
  })

  it('gives the page the same cars through its cached read', async () => {
    const asked = [cars.b1.id, cars.hidden.id, cars.a2.id, cars.a1.id]
    expect(ids(await getCompareVehicles(dealerA, asked, Date.now()))).toEqual([cars.a2.id, cars.a1.id])
  })

  it('builds each column from the vehicle page’s model, so the differing rows show', async () => {
    const [v2, v1] = await findCompareVehicles(payload, dealerA, [cars.a2.id, cars.a1.id], Date.now())
    const column = (vehicle: Vehicle) =>
      compareCar({ vehicle, tenant: dealerA, locations: [], now: Date.now(), origin: 'https://example.test', sampleRate: 8.5, comparisonRate: 9 })
    const [c2, c1] = [column(v2!), column(v1!)]
    expect(c1.href).toBe(`/cars/${cars.a1.slug}`)
    expect(c1.facts.price).toBe('$30,000')
    expect(c2.facts.price).toBe('$45,000')
    expect(c1.facts.finance).toMatch(/^est\. \$\d+\/wk based on sample 8\.5% p\.a\.$/)
    expect(c1.facts.year).toBe('2021')
    expect(c2.facts.colour).toBe('Machine Grey')
    expect(c1.facts.location).toContain('Compare Dealer A Yard')
    expect(c1.image?.url).toBeTruthy()
  })
})
