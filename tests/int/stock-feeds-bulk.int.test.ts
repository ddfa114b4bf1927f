/**
 * The stock feed's bulk insert of new cars (src/lib/stockFeeds/bulkCreate.ts) stores exactly what
 * payload.create stores for the same data, refuses what Payload's validators refuse, and gives up
 * (so the run falls back to payload.create, row by row) on anything it cannot write the same way.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Media, Tenant, Vehicle } from '@/payload-types'
import { slugify } from '@/domain/format/slug'
import { bulkCreateCars } from '@/lib/stockFeeds/bulkCreate'
import { createLocation, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let dealer: Tenant
let yard: Location
let photos: Media[]

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** A new car as a feed run hands it over: every kind of field the feed writes. */
function feedCar(stocknum: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    stocknum,
    vin: `jtdbr32e${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    regplate: 'ABC123',
    car_type: 'used',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    year: 2021,
    simple_body: 'hatch',
    bodyconfiguration: 'Hatchback',
    colour: 'White',
    trans: 'Automatic',
    simple_transmission: 'Automatic',
    fuel: 'Petrol',
    simple_fuel: 'Petrol',
    km: 45000,
    price: 25990,
    price_type: 'Drive Away',
    dealercomments: 'One owner, full history',
    standard_equipment: ['Cruise control', 'Reversing camera'],
    tenant: dealer.id,
    location: yard.id,
    status: 'in_stock',
    images: photos.map((p) => p.id),
    show_on_dealer_website: true,
    feed: { source: null, locked: ['price'], missedRuns: 0, heldForPhotos: false, photoSources: [{ url: 'https://dms.example/1.jpg', media: photos[0]!.id, sha256: 'ab' }] },
    ...extra,
  }
}

/** What a reader sees of a car, without what differs between any two cars (ids, times, slugs). */
function comparable(car: Vehicle): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _slug, stocknum: _s, vin: _v, ...rest } = car as unknown as Record<string, unknown>
  return rest
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Bulk Motors')
  yard = await createLocation(payload, dealer)
  photos = []
  for (const name of ['a', 'b']) {
    photos.push(
      await payload.create({
        collection: 'media',
        data: { alt: 'Car', tenant: dealer.id },
        file: { data: PIXEL, mimetype: 'image/png', name: `${unique(`bulk-${name}`)}.png`, size: PIXEL.length },
        overrideAccess: true,
      }),
    )
  }
}, 180_000)

describe('bulkCreateCars', () => {
  it('stores a car exactly as payload.create does', async () => {
    const viaPayload = await payload.create({ collection: 'vehicles', data: feedCar(unique('P')) as never, overrideAccess: true, context: { skipSearchIndex: true, disableRevalidate: true } })
    const ids = await bulkCreateCars(payload, [feedCar(unique('B'))])
    expect(ids).toHaveLength(1)
    const [a, b] = await Promise.all([
      payload.findByID({ collection: 'vehicles', id: viaPayload.id, depth: 0, overrideAccess: true }),
      payload.findByID({ collection: 'vehicles', id: ids![0]!, depth: 0, overrideAccess: true }),
    ])
    expect(b.vin).toBe(b.vin!.toUpperCase())
    expect(b.name).toBe('2021 Toyota Corolla Ascent Sport')
    expect(b.slug).toBe(slugify(`2021 Toyota Corolla Ascent Sport ${b.stocknum}`))
    expect(b.standard_equipment).toEqual(['Cruise control', 'Reversing camera'])
    expect(b.images).toEqual(photos.map((p) => p.id))
    expect(b.feed?.locked).toEqual(['price'])
    expect(comparable(b)).toEqual(comparable(a))
  })

  it('returns the ids in the order of the cars it was given', async () => {
    const stocknums = [unique('X'), unique('Y'), unique('Z')]
    const ids = await bulkCreateCars(payload, stocknums.map((s) => feedCar(s)))
    const cars = await Promise.all(ids!.map((id) => payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true })))
    expect(cars.map((c) => c.stocknum)).toEqual(stocknums)
  })

  it('gives up on a value Payload would refuse, and writes none of the batch', async () => {
    const good = unique('G')
    expect(await bulkCreateCars(payload, [feedCar(good), feedCar(unique('M'), { make: 'M'.repeat(61) })])).toBeNull()
    expect(await bulkCreateCars(payload, [feedCar(unique('Q'), { year: 1850 })])).toBeNull()
    expect(await bulkCreateCars(payload, [feedCar(unique('S'), { price_type: 'Not an option' })])).toBeNull()
    const { totalDocs } = await payload.count({ collection: 'vehicles', where: { stocknum: { equals: good } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('gives up on a database error (a slug the dealer already has), and writes none of the batch', async () => {
    const first = unique('D')
    await bulkCreateCars(payload, [feedCar(first)])
    const [existing] = (await payload.find({ collection: 'vehicles', where: { stocknum: { equals: first } }, depth: 0, overrideAccess: true })).docs
    const other = unique('E')
    expect(await bulkCreateCars(payload, [feedCar(other), feedCar(unique('F'), { slug: existing!.slug })])).toBeNull()
    const { totalDocs } = await payload.count({ collection: 'vehicles', where: { stocknum: { equals: other } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('gives up on a field it does not know how to store', async () => {
    expect(await bulkCreateCars(payload, [feedCar(unique('U'), { not_a_field: 1 })])).toBeNull()
  })
})
