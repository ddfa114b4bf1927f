/**
 * The Google vehicle ads and Meta automotive catalog feeds of a dealer site (issue 16, feeds.md §A
 * "MC" and §B), end to end on the real database: the route handlers as a dealer host reaches them,
 * the staff report endpoint, and the cache with its tags.
 *
 * Next's data cache does not exist outside a Next server, so `next/cache` is replaced by a small
 * stand-in that keeps entries by key and drops them by tag, as Next does. The Payload hooks call the
 * same revalidateTag, so a saved car evicts the feed here exactly as it does on the server.
 */
import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Location, Media, Tenant, User, Vehicle } from '@/payload-types'
import { GET as reportGET } from '@/app/(site)/api/ad-feed-report/route'
import { GET as googleGET } from '@/app/(site)/[host]/feeds/google-vehicle-ads.tsv/route'
import { GET as metaGET } from '@/app/(site)/[host]/feeds/meta-vehicles.csv/route'
import { createMarketer, createTenant, getTestPayload, unique } from './helpers'

const cache = vi.hoisted(() => ({ entries: new Map<string, { tags: string[]; json: string }>(), misses: 0 }))

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[] = [], options: { tags?: string[] } = {}) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args])
      const hit = cache.entries.get(key)
      // Next stores entries as JSON: a value that does not survive JSON would break on the server.
      if (hit) return JSON.parse(hit.json) as R
      cache.misses++
      const value = await fn(...args)
      cache.entries.set(key, { tags: options.tags ?? [], json: JSON.stringify(value) })
      return value
    },
  revalidateTag: (tag: string) => {
    for (const [key, entry] of cache.entries) if (entry.tags.includes(tag)) cache.entries.delete(key)
  },
}))

let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let dealerOff: Tenant
let yardA: Location
let marketerA: User
let marketerB: User
const cars: Record<string, Vehicle> = {}
let newCarPhotos: Media[] = []

const NEW_VIN = 'JTMW43FV30D123456'
const USED_VIN = 'MNAUMFF50KW812345'
const PASSWORD = 'Secret-pass-123'

const hostOf = (t: Tenant) => t.domains![0]!.domain
const params = (t: Tenant) => ({ params: Promise.resolve({ host: hostOf(t) }) })
const feedRequest = (t: Tenant, path: string) => new Request(`https://${hostOf(t)}${path}`)

async function google(t: Tenant) {
  const res = await googleGET(feedRequest(t, '/feeds/google-vehicle-ads.tsv'), params(t))
  return { res, rows: res.status === 200 ? tsvRows(await res.text()) : [] }
}

async function meta(t: Tenant) {
  const res = await metaGET(feedRequest(t, '/feeds/meta-vehicles.csv'), params(t))
  return { res, rows: res.status === 200 ? (parse(await res.text(), { columns: true }) as Record<string, string>[]) : [] }
}

function tsvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split('\n').filter((l) => l !== '')
  const columns = header!.split('\t')
  return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [columns[i]!, v])))
}

async function photo(tenant: Tenant, name: string): Promise<Media> {
  const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: name, tenant: tenant.id },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function car(tenant: Tenant, location: Location, data: Partial<Vehicle>): Promise<Vehicle> {
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
      price_type: 'Drive Away',
      km: 40000,
      colour: 'Soul Red',
      stocknum: unique('AD').slice(0, 30),
      ...data,
    } as Vehicle,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function location(tenant: Tenant, storeCode: string): Promise<Location> {
  return payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, 
      tenant: tenant.id,
      name: `${tenant.name} Sydney`,
      slug: unique('yard'),
      storeCode,
      phone: '02 9111 1111',
      address: { street: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.8688, lng: 151.2093 },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const adFeedsOn = { adFeeds: { googleVehicleAdsFeed: true, metaVehiclesFeed: true } }

async function tokenOf(user: User): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
  return token!
}

const report = (tenant: Tenant, headers: Record<string, string> = {}) =>
  reportGET(new Request(`https://admin.example.com/api/ad-feed-report?tenant=${tenant.id}`, { headers }))

const pageUrl = (t: Tenant, v: Vehicle) => `https://${hostOf(t)}/cars/${v.slug}`
const mediaUrl = (t: Tenant, m: Media) => `https://${hostOf(t)}${m.url}`

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'Ad Feeds Dealer A', { settings: adFeedsOn, contact: { phone: '02 9000 0000' } } as Partial<Tenant>)
  dealerB = await createTenant(payload, 'Ad Feeds Dealer B', { settings: adFeedsOn } as Partial<Tenant>)
  dealerOff = await createTenant(payload, 'Ad Feeds Dealer Off')
  marketerA = await createMarketer(payload, [dealerA])
  marketerB = await createMarketer(payload, [dealerB])

  yardA = await location(dealerA, 'ADA-SYD')
  const yardB = await location(dealerB, 'ADB-SYD')
  const yardOff = await location(dealerOff, 'OFF-SYD')
  const [a1, a2, a3, placeholder] = await Promise.all([
    photo(dealerA, unique('ad-a1')),
    photo(dealerA, unique('ad-a2')),
    photo(dealerA, unique('ad-a3')),
    photo(dealerA, `placeholder-${unique('x')}`),
  ])
  const b1 = await photo(dealerB, unique('ad-b1'))
  newCarPhotos = [a1, a2]
  const images = (...m: Media[]) => m.map((x) => x.id)

  cars.newCar = await car(dealerA, yardA, {
    car_type: 'new',
    year: 2026,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL Hybrid',
    vin: NEW_VIN,
    km: 12,
    price: 52990,
    price_type: 'Drive Away',
    colour: 'Glacier White',
    simple_body: 'suv',
    simple_transmission: 'Automatic',
    simple_fuel: 'Hybrid',
    simple_drive: 'AWD',
    images: images(a1, a2),
  })
  cars.usedCar = await car(dealerA, yardA, {
    car_type: 'used',
    year: 2019,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    vin: USED_VIN,
    km: 87500,
    price: 34990,
    // The page shows the reduced price; the feeds must give the same.
    offer_price: 32990,
    price_type: 'Excl. Government Charges',
    colour: 'Shadow Black',
    dealercomments: '"Immaculate" one owner.|Full history.',
    simple_body: 'ute',
    simple_transmission: 'Automatic',
    simple_fuel: 'Diesel',
    simple_drive: '4WD',
    images: images(a3, placeholder),
  })
  // Sold yesterday: the site still shows it (3-day sold window); the ad feeds never do.
  cars.sold = await car(dealerA, yardA, { vin: 'JM0KF4W7A00123456', status: 'sold', sold_date: new Date(Date.now() - 86_400_000).toISOString(), images: images(a1) })
  cars.hidden = await car(dealerA, yardA, { vin: 'JM0KF4W7A00123457', show_on_dealer_website: false, images: images(a1) })
  cars.held = await car(dealerA, yardA, { vin: 'JM0KF4W7A00123458', feed: { heldForPhotos: true }, images: images(a1) } as Partial<Vehicle>)
  cars.onHold = await car(dealerA, yardA, { vin: 'JM0KF4W7A00123459', status: 'on_hold', images: images(a1) })
  cars.noVin = await car(dealerA, yardA, { model: 'CX-9', vin: null, images: images(a1) })
  cars.noPhoto = await car(dealerA, yardA, { model: 'CX-30', vin: 'JM0KF4W7A00123460', images: [] })
  cars.onlyPlaceholder = await car(dealerA, yardA, { model: 'MX-5', vin: 'JM0KF4W7A00123461', images: images(placeholder) })
  // Another dealer's car with the same VIN as dealer A's new car.
  cars.otherDealer = await car(dealerB, yardB, { vin: NEW_VIN, make: 'Toyota', model: 'RAV4', car_type: 'used', price: 41990, images: images(b1) })
  cars.offDealer = await car(dealerOff, yardOff, { vin: 'JM0KF4W7A00123462', images: [] })
})

describe('switches', () => {
  it('answers 404 for a dealer that has not switched its feeds on, and for an unknown host', async () => {
    expect((await google(dealerOff)).res.status).toBe(404)
    expect((await meta(dealerOff)).res.status).toBe(404)
    const unknown = { params: Promise.resolve({ host: 'nobody.example.com.au' }) }
    expect((await googleGET(new Request('https://nobody.example.com.au/feeds/google-vehicle-ads.tsv'), unknown)).status).toBe(404)
  })

  it('turns a feed off and on again from the dealer settings', async () => {
    const set = (googleVehicleAdsFeed: boolean) =>
      payload.update({ collection: 'tenants', id: dealerA.id, data: { settings: { adFeeds: { googleVehicleAdsFeed, metaVehiclesFeed: true } } } as Partial<Tenant>, overrideAccess: true })
    expect((await google(dealerA)).res.status).toBe(200)
    await set(false)
    expect((await google(dealerA)).res.status).toBe(404)
    expect((await meta(dealerA)).res.status).toBe(200)
    await set(true)
    expect((await google(dealerA)).res.status).toBe(200)
  })
})

describe('Google vehicle ads feed', () => {
  it('lists the valid new and used cars with exact values, on the dealer’s own origin', async () => {
    const { res, rows } = await google(dealerA)
    expect(res.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(rows.map((r) => r.VIN).sort()).toEqual([USED_VIN, NEW_VIN].sort())

    const newRow = rows.find((r) => r.VIN === NEW_VIN)!
    expect(newRow).toMatchObject({
      id: NEW_VIN,
      title: '2026 Toyota RAV4 GXL Hybrid',
      link: pageUrl(dealerA, cars.newCar!),
      condition: 'new',
      price: '52990.00 AUD',
      vehicle_price_type: 'drive_away_price',
      vehicle_msrp: '52990.00 AUD',
      brand: 'Toyota',
      model: 'RAV4',
      trim: 'GXL Hybrid',
      year: '2026',
      mileage: '12 km',
      color: 'Glacier White',
      body_style: 'suv',
      store_code: 'ADA-SYD',
      vehicle_fulfillment: 'in_store:ADA-SYD',
    })
    const [first, second] = newCarPhotos
    expect(newRow.image_link).toBe(mediaUrl(dealerA, first!))
    expect(newRow.additional_image_link).toBe(mediaUrl(dealerA, second!))
    expect(newRow.image_link).toMatch(new RegExp(`^https://${hostOf(dealerA).replace(/\./g, '\\.')}/api/media/file/`))

    const usedRow = rows.find((r) => r.VIN === USED_VIN)!
    expect(usedRow).toMatchObject({
      condition: 'used',
      price: '32990.00 AUD',
      vehicle_price_type: 'excluding_government_charges_price',
      vehicle_msrp: '',
      mileage: '87500 km',
      body_style: 'ute',
      store_code: 'ADA-SYD',
      vehicle_fulfillment: 'in_store:ADA-SYD',
      link: pageUrl(dealerA, cars.usedCar!),
    })
    // The placeholder photo is dropped; the real one stays.
    expect(usedRow.additional_image_link).toBe('')
    // A cell opening with a quote is quoted itself (Merchant Center reads quoted fields by default).
    expect(usedRow.description).toBe('"""Immaculate"" one owner. Full history."')
  })
})

describe('Meta automotive catalog', () => {
  it('lists the same two cars with exact values', async () => {
    const { res, rows } = await meta(dealerA)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(rows.map((r) => r.vin).sort()).toEqual([USED_VIN, NEW_VIN].sort())
    expect(rows.find((r) => r.vin === NEW_VIN)).toMatchObject({
      vehicle_id: String(cars.newCar!.id),
      url: pageUrl(dealerA, cars.newCar!),
      price: '52990 AUD',
      'mileage.value': '12',
      'mileage.unit': 'KM',
      state_of_vehicle: 'NEW',
      body_style: 'SUV',
      fuel_type: 'HYBRID',
      drivetrain: 'AWD',
      availability: 'AVAILABLE',
      exterior_color: 'Glacier White',
      dealer_id: String(dealerA.id),
      dealer_name: 'Ad Feeds Dealer A',
      dealer_phone: '02 9111 1111',
      'address.addr1': '1 George St',
      'address.city': 'Sydney',
      'address.region': 'NSW',
      'address.postal_code': '2000',
      'address.country': 'AU',
    })
    const used = rows.find((r) => r.vin === USED_VIN)!
    expect(used).toMatchObject({
      price: '32990 AUD',
      'mileage.value': '87500',
      state_of_vehicle: 'USED',
      body_style: 'PICKUP',
      description: '"Immaculate" one owner. Full history.',
    })
    expect(used['image[0].url']).toMatch(new RegExp(`^https://${hostOf(dealerA).replace(/\./g, '\\.')}/api/media/file/`))
    expect(used['image[1].url']).toBe('')
  })
})

describe('what never appears', () => {
  it('leaves sold, hidden, held, on-hold and other dealers’ cars out of both feeds and out of the report', async () => {
    const never = [cars.sold!, cars.hidden!, cars.held!, cars.onHold!, cars.otherDealer!]
    const google_ = (await google(dealerA)).rows
    const meta_ = (await meta(dealerA)).rows
    const token = await tokenOf(marketerA)
    const body = (await (await report(dealerA, { authorization: `JWT ${token}` })).json()) as {
      google: { leftOut: { id: number }[] }
      meta: { leftOut: { id: number }[] }
    }
    for (const v of never) {
      expect(meta_.some((r) => r.vehicle_id === String(v.id)), `meta ${v.id}`).toBe(false)
      expect(body.google.leftOut.some((c) => c.id === v.id), `google report ${v.id}`).toBe(false)
      expect(body.meta.leftOut.some((c) => c.id === v.id), `meta report ${v.id}`).toBe(false)
    }
    // Dealer A's Google feed has exactly one row with the shared VIN: its own car, at its own price.
    expect(google_.filter((r) => r.VIN === NEW_VIN).map((r) => [r.price, r.link])).toEqual([['52990.00 AUD', pageUrl(dealerA, cars.newCar!)]])
    expect(google_.some((r) => r.VIN === 'JM0KF4W7A00123456' || r.VIN === 'JM0KF4W7A00123457' || r.VIN === 'JM0KF4W7A00123458')).toBe(false)

    // Dealer B sees its own car with that VIN, and nothing of dealer A's.
    const b = (await google(dealerB)).rows
    expect(b.map((r) => [r.VIN, r.price, r.store_code])).toEqual([[NEW_VIN, '41990.00 AUD', 'ADB-SYD']])
    expect(b[0]!.link.startsWith(`https://${hostOf(dealerB)}/`)).toBe(true)
  })
})

describe('the staff report', () => {
  it('lists the cars each feed leaves out, with the reasons', async () => {
    const token = await tokenOf(marketerA)
    const res = await report(dealerA, { authorization: `JWT ${token}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    type Channel = { enabled: boolean; url: string; rows: number; leftOut: { id: number; name: string; stocknum: string | null; reasons: string[] }[] }
    const body = (await res.json()) as { google: Channel; meta: Channel }

    expect(body.google).toMatchObject({ enabled: true, rows: 2, url: `https://${hostOf(dealerA)}/feeds/google-vehicle-ads.tsv` })
    expect(body.meta).toMatchObject({ enabled: true, rows: 2, url: `https://${hostOf(dealerA)}/feeds/meta-vehicles.csv` })
    const reasons = (c: Channel, v: Vehicle) => c.leftOut.find((x) => x.id === v.id)
    for (const channel of [body.google, body.meta]) {
      expect(channel.leftOut.map((c) => c.id).sort()).toEqual([cars.noVin!.id, cars.noPhoto!.id, cars.onlyPlaceholder!.id].sort())
      expect(reasons(channel, cars.noVin!)).toEqual({ id: cars.noVin!.id, name: '2021 Mazda CX-9 Maxx', stocknum: cars.noVin!.stocknum, reasons: ['The car has no 17-character VIN.'] })
      expect(reasons(channel, cars.noPhoto!)?.reasons).toEqual(['The car has no photo.'])
      expect(reasons(channel, cars.onlyPlaceholder!)?.reasons).toEqual(["The car's only photos are placeholders."])
    }
  })

  it('answers staff only, and a marketer only for their own dealer', async () => {
    expect((await report(dealerA)).status).toBe(401)
    expect((await report(dealerA, { authorization: 'JWT not-a-token' })).status).toBe(401)
    expect((await report(dealerA, { authorization: `JWT ${await tokenOf(marketerB)}` })).status).toBe(404)
    const bad = await reportGET(new Request('https://admin.example.com/api/ad-feed-report?tenant=abc'))
    expect(bad.status).toBe(400)
  })

  it('shows a switched-off dealer what its feeds would leave out', async () => {
    const superAdmin = await payload.create({
      collection: 'users',
      data: { email: `${unique('super')}@example.test`, password: PASSWORD, roles: ['super-admin'] },
      overrideAccess: true,
    })
    const res = await report(dealerOff, { authorization: `JWT ${await tokenOf(superAdmin as User)}` })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { google: { enabled: boolean; rows: number; leftOut: { id: number; reasons: string[] }[] } }
    expect(body.google).toMatchObject({ enabled: false, rows: 0 })
    expect(body.google.leftOut).toEqual([expect.objectContaining({ id: cars.offDealer!.id, reasons: ['The car has no photo.'] })])
  })
})

describe('caching', () => {
  it('serves the cached feed until the car changes, then the new price', async () => {
    const before = (await google(dealerA)).rows.find((r) => r.VIN === USED_VIN)!
    expect(before.price).toBe('32990.00 AUD')

    // A write that evicts nothing (as a bulk import may do) leaves the cached feed as it was…
    await payload.update({ collection: 'vehicles', id: cars.usedCar!.id, data: { offer_price: 31990 }, overrideAccess: true, context: { disableRevalidate: true } })
    const misses = cache.misses
    expect((await google(dealerA)).rows.find((r) => r.VIN === USED_VIN)!.price).toBe('32990.00 AUD')
    expect(cache.misses).toBe(misses)

    // …and an ordinary save evicts the dealer's stock tag, so the next fetch has the new price.
    await payload.update({ collection: 'vehicles', id: cars.usedCar!.id, data: { offer_price: 30990 }, overrideAccess: true })
    expect((await google(dealerA)).rows.find((r) => r.VIN === USED_VIN)!.price).toBe('30990.00 AUD')
    expect((await meta(dealerA)).rows.find((r) => r.vin === USED_VIN)!.price).toBe('30990 AUD')
  })

  it('drops a car from the feed when it is sold', async () => {
    await payload.update({ collection: 'vehicles', id: cars.newCar!.id, data: { status: 'sold' }, overrideAccess: true })
    expect((await google(dealerA)).rows.map((r) => r.VIN)).toEqual([USED_VIN])
    expect((await meta(dealerA)).rows.map((r) => r.vin)).toEqual([USED_VIN])
  })

  it('follows a store code change on the location', async () => {
    await payload.update({ collection: 'locations', id: yardA.id, data: { storeCode: 'ADA-NEW' }, overrideAccess: true })
    expect((await google(dealerA)).rows.map((r) => r.vehicle_fulfillment)).toEqual(['in_store:ADA-NEW'])
  })
})
