/**
 * Several sites over one dealer group's stock (issue 36): a franchise site names its group's site as
 * its stock source and is limited to its rooftop. One car record shows on the group site and on the
 * franchise site whose filter takes it, and on no other organisation's site, in search, by address,
 * in compare, the sitemap and the ad feeds; no request widens a site's filter; a lead posted on the
 * franchise site reaches the group's inbox for the rooftop; and only a super-admin points a site at
 * another's stock, one level deep, at its own group's rooftops.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import sharp from 'sharp'

import type { Dealership, Lead, Location, Media, Tenant, User, Vehicle } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { loadAdListings } from '@/lib/adFeeds/listings'
import { findCompareVehicles } from '@/lib/compare/load'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { poolOf } from '@/lib/search/db'
import { runSearch } from '@/lib/search/embeddedEngine'
import { parseOne } from '@/lib/search/protocol'
import { runSqlSearch } from '@/lib/search/sqlEngine'
import { sitemapVehiclePaths } from '@/lib/search/sitemap'
import { secureKeyForTenant } from '@/lib/algolia/securedKey'
import { findTenantByHost, searchTenantOf, type SiteTenant } from '@/lib/site/tenant'
import { findVisibleVehicle } from '@/lib/site/vehicle'
import { canonicalOrigin, findGroupSites } from '@/lib/site/rooftopSites'
import { publicRead } from '@/lib/payload'
import { findPublishedPage } from '@/lib/site/content'
import { shownOnSite } from '@/lib/site/sharedContent'
import { createCar, createDealership, createMarketer, createTenant, createYard, getTestPayload, refusal, unique } from './helpers'

let payload: Payload
let pool: Pool
let group: Tenant
let franchise: Tenant
let other: Tenant
let kia: Dealership
let toyota: Dealership
let kiaCar: Vehicle
let toyotaCar: Vehicle
let otherCar: Vehicle
let marketer: User

const trusted = { overrideAccess: true as const, context: { disableRevalidate: true } }

const dealership = (tenant: Tenant, name: string) => createDealership(payload, tenant, name, { leadEmails: { sales: `${unique('desk')}@group.test` } })

const yard = (tenant: Tenant, name: string, rooftop: Dealership | null) => createYard(payload, tenant, name, { dealership: rooftop?.id })

async function photo(tenant: Tenant): Promise<Media> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()
  return payload.create({ collection: 'media', data: { alt: 'car', tenant: tenant.id }, file: { data, mimetype: 'image/jpeg', name: `${unique('car')}.jpg`, size: data.length }, ...trusted })
}

// With a photo: compare and the ad feeds leave out a car without one.
const car = async (tenant: Tenant, at: Location, make: string) => createCar(payload, tenant, at, make, { images: [(await photo(tenant)).id] })

const site = async (tenant: Tenant): Promise<SiteTenant> => (await findTenantByHost(tenant.domains![0]!.domain))!

const searchIds = async (tenant: Tenant, request: Record<string, unknown> = {}) => {
  const res = await runSearch(pool, searchTenantOf(await site(tenant)), parseOne({ indexName: 'vehicles', hitsPerPage: 100, ...request }))
  return res.hits.map((h) => Number(h.objectID)).sort((a, b) => a - b)
}

const sqlIds = async (tenant: Tenant, request: Record<string, unknown> = {}) => {
  const res = await runSqlSearch(pool, searchTenantOf(await site(tenant)), parseOne({ indexName: 'vehicles', hitsPerPage: 100, ...request }))
  return res.hits.map((h) => Number(h.objectID)).sort((a, b) => a - b)
}

const sorted = (...cars: Vehicle[]) => cars.map((c) => c.id).sort((a, b) => a - b)

async function enquire(on: Tenant, vehicle: Vehicle): Promise<Lead> {
  resetRateLimits()
  const request = new Request('http://forecourt.test/api/leads', {
    method: 'POST',
    headers: { host: on.domains![0]!.domain, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.20', 'user-agent': 'vitest' },
    body: JSON.stringify({
      form: 'enquiry',
      car_id: vehicle.id,
      idempotency_key: unique('key').replace(/[^A-Za-z0-9_-]/g, ''),
      fields: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4215', message: 'Still there?' },
    }),
  })
  const res = await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
  expect(res.status, await res.clone().text()).toBe(201)
  const { lead_id } = (await res.json()) as { lead_id: string }
  return (await payload.find({ collection: 'leads', where: { publicId: { equals: lead_id } }, depth: 0, ...trusted })).docs[0]!
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
  group = await createTenant(payload, 'Stock Group')
  other = await createTenant(payload, 'Stock Other')
  kia = await dealership(group, 'Stock Group Kia')
  toyota = await dealership(group, 'Stock Group Toyota')
  const kiaYard = await yard(group, 'Kia Yard', kia)
  const toyotaYard = await yard(group, 'Toyota Yard', toyota)
  kiaCar = await car(group, kiaYard, 'Kia')
  toyotaCar = await car(group, toyotaYard, 'Toyota')
  otherCar = await car(other, await yard(other, 'Other Yard', await dealership(other, 'Other Kia')), 'Kia')
  franchise = await createTenant(payload, 'Stock Group Kia Site', { stockSource: group.id, stockDealerships: [kia.id] } as Partial<Tenant>)
  marketer = await createMarketer(payload, [group, franchise])
}, 120_000)

describe('a franchise site over its group’s stock', () => {
  it('resolves to the group’s stock and its own rooftop', async () => {
    const f = await site(franchise)
    expect(f.id).toBe(franchise.id)
    expect(f.stockTenantId).toBe(group.id)
    expect(f.settings.stockDealershipIds).toEqual([kia.id])
    const g = await site(group)
    expect(g.stockTenantId).toBe(group.id)
    expect(g.settings.stockDealershipIds).toEqual([])
  })

  it('searches show one car record on the group site and on the franchise site that takes it, in both engines, and on no other organisation’s site', async () => {
    expect(await searchIds(group)).toEqual(sorted(kiaCar, toyotaCar))
    expect(await searchIds(franchise)).toEqual([kiaCar.id])
    expect(await sqlIds(franchise)).toEqual([kiaCar.id])
    expect(await searchIds(other)).toEqual([otherCar.id])
    // The search record carries the rooftop the filter reads.
    const { rows } = await pool.query('SELECT dealership_id, record->>$2 AS rec FROM vehicle_search WHERE vehicle_id = $1', [kiaCar.id, 'dealership_id'])
    expect(rows[0]).toEqual({ dealership_id: kia.id, rec: String(kia.id) })
  })

  it('no request widens the franchise site’s filter: asking for another rooftop, or negating its own, finds nothing', async () => {
    expect(await searchIds(franchise, { filters: `dealership_id = ${toyota.id}` })).toEqual([])
    expect(await searchIds(franchise, { filters: `NOT dealership_id = ${kia.id}` })).toEqual([])
    expect(await sqlIds(franchise, { filters: `NOT dealership_id = ${kia.id}` })).toEqual([])
    expect(await searchIds(franchise, { facetFilters: [['make:Toyota', 'make:Kia']] })).toEqual([kiaCar.id])
    // Algolia's secured key carries the same rooftops, ANDed with whatever the browser sends.
    const key = secureKeyForTenant(searchTenantOf(await site(franchise)), { appId: 'APP', searchKey: 'search-only', adminKey: 'admin', indexName: 'vehicles' }, 1_800_000_000_000)
    const params = new URLSearchParams(Buffer.from(key.apiKey, 'base64').toString('utf8').slice(64))
    expect(params.get('filters')).toContain(`tenant_id:${group.id}`)
    expect(params.get('filters')).toContain(`dealership_id = ${kia.id}`)
  })

  it('a car’s address, compare and the sitemap follow the same filter', async () => {
    const f = await site(franchise)
    expect((await findVisibleVehicle(f, kiaCar.slug))?.id).toBe(kiaCar.id)
    expect(await findVisibleVehicle(f, toyotaCar.slug)).toBeNull()
    expect(await findVisibleVehicle(f, String(otherCar.id))).toBeNull()
    expect((await findVisibleVehicle(await site(group), toyotaCar.slug))?.id).toBe(toyotaCar.id)
    expect((await findCompareVehicles(payload, f, [kiaCar.id, toyotaCar.id, otherCar.id], Date.now())).map((v) => v.id)).toEqual([kiaCar.id])
    const paths = await sitemapVehiclePaths(pool, searchTenantOf(f))
    expect(paths).toEqual([`/cars/${kiaCar.slug}`])
  })

  it('the ad feeds list the site’s own rooftop’s cars, each linked to its canonical page', async () => {
    const listings = await loadAdListings(await site(franchise), 'https://kia.example.com.au')
    expect(listings.map((l) => l.car.id)).toEqual([kiaCar.id])
    expect(listings[0]!.car.pageOrigin).toBeUndefined()
    const onGroup = await loadAdListings(await site(group), 'https://group.example.com.au')
    expect(onGroup.map((l) => [l.car.id, l.car.pageOrigin ?? null])).toEqual([
      [kiaCar.id, `https://${franchise.domains![0]!.domain}`],
      [toyotaCar.id, null],
    ])
  })

  it('each car has one canonical address across the group: its rooftop’s site when one shows it, else the group site, in pages and sitemaps', async () => {
    const groupSites = await findGroupSites(payload, group.id)
    expect(groupSites.rooftopSites.map((s) => s.id)).toEqual([franchise.id])
    const g = await site(group)
    const f = await site(franchise)
    const kiaFields = { ...kiaCar, dealership_id: kia.id }
    const toyotaFields = { ...toyotaCar, dealership_id: toyota.id }
    const groupHost = group.domains![0]!.domain
    expect(canonicalOrigin(g, kiaFields, groupSites, `https://${groupHost}`, groupHost)).toBe(`https://${franchise.domains![0]!.domain}`)
    expect(canonicalOrigin(f, kiaFields, groupSites, 'https://kia.example', 'kia.example')).toBe('https://kia.example')
    expect(canonicalOrigin(g, toyotaFields, groupSites, `https://${groupHost}`, groupHost)).toBe(`https://${groupHost}`)
    // On development hosts the canonical site is its {slug}.localhost.
    expect(canonicalOrigin(g, kiaFields, groupSites, 'http://x.localhost', `${group.slug}.localhost`)).toMatch(new RegExp(`^http://${franchise.slug}\\.localhost`))
    // The sitemaps split the stock: each car in exactly one.
    const groupMap = await sitemapVehiclePaths(pool, searchTenantOf(g), Date.now(), { siteId: g.id, rooftopSites: groupSites.rooftopSites })
    const franchiseMap = await sitemapVehiclePaths(pool, searchTenantOf(f), Date.now(), { siteId: f.id, rooftopSites: groupSites.rooftopSites })
    expect(groupMap).toEqual([`/cars/${toyotaCar.slug}`])
    expect(franchiseMap).toEqual([`/cars/${kiaCar.slug}`])
  })

  it('a price change shows on every site of the group at once', async () => {
    await payload.update({ collection: 'vehicles', id: kiaCar.id, data: { price: 27_500 }, ...trusted })
    for (const t of [group, franchise]) {
      const res = await runSearch(pool, searchTenantOf(await site(t)), parseOne({ indexName: 'vehicles', hitsPerPage: 10, filters: `objectID = ${kiaCar.id}` }))
      expect(res.hits.map((h) => h.price)).toEqual([27_500])
    }
  })

  it('an enquiry on the franchise site reaches the group’s inbox for the car’s rooftop, naming the site', async () => {
    const lead = await enquire(franchise, kiaCar)
    expect(lead.tenant).toBe(group.id)
    expect(lead.site).toBe(franchise.id)
    expect(lead.siteName).toBe(franchise.name)
    expect(lead.dealership).toBe(kia.id)
    expect(lead.vehicle).toBe(kiaCar.id)
    // A car the site does not show is not the lead's car there.
    const elsewhere = await enquire(franchise, toyotaCar)
    expect(elsewhere.vehicle ?? null).toBeNull()
    // On the group site itself, the lead names the group's site.
    const onGroup = await enquire(group, toyotaCar)
    expect([onGroup.tenant, onGroup.site, onGroup.dealership]).toEqual([group.id, group.id, toyota.id])
  })
})

describe('pointing a site at another’s stock', () => {
  it('is a super-admin’s decision: the group’s marketer cannot change it', async () => {
    await payload.update({ collection: 'tenants', id: franchise.id, data: { stockSource: null, stockDealerships: [toyota.id] }, user: marketer, overrideAccess: false, context: { disableRevalidate: true } })
    const after = await payload.findByID({ collection: 'tenants', id: franchise.id, depth: 0, ...trusted })
    expect([after.stockSource, after.stockDealerships]).toEqual([group.id, [kia.id]])
  })

  it('refuses a site as its own source, a source that shows another’s stock, a source others take from, and rooftops of another stock', async () => {
    expect(await refusal(payload.update({ collection: 'tenants', id: franchise.id, data: { stockSource: franchise.id }, ...trusted }))).toContain('cannot take its stock from itself')
    const third = await createTenant(payload, 'Stock Third')
    expect(await refusal(payload.update({ collection: 'tenants', id: third.id, data: { stockSource: franchise.id }, ...trusted }))).toContain('shows another site’s stock itself')
    expect(await refusal(payload.update({ collection: 'tenants', id: group.id, data: { stockSource: other.id }, ...trusted }))).toContain('Other sites show this site’s stock')
    const otherRooftop = await dealership(other, 'Other Toyota')
    expect(await refusal(payload.update({ collection: 'tenants', id: franchise.id, data: { stockDealerships: [otherRooftop.id] }, ...trusted }))).toContain('Choose dealerships of the stock this site shows.')
  })
})

describe('content a group writes once', () => {
  const promotion = (tenant: Tenant, sites: number[], user?: User) =>
    payload.create({
      collection: 'promotions',
      data: { tenant: tenant.id, title: unique('Group sale'), placement: 'banner' as const, _status: 'published' as const, sites },
      draft: false,
      depth: 0,
      overrideAccess: !user,
      ...(user ? { user } : {}),
      context: { disableRevalidate: true },
    })
  const shownOn = async (siteId: number) =>
    (await payload.find({ collection: 'promotions', where: shownOnSite(siteId), limit: 500, depth: 0, ...publicRead })).docs.map((p) => p.id)

  it('a group promotion shows on the sites chosen and on no other; a site’s own stays its own', async () => {
    const shared = await promotion(group, [franchise.id], marketer)
    const own = await promotion(group, [])
    expect(await shownOn(group.id)).toEqual(expect.arrayContaining([shared.id, own.id]))
    expect(await shownOn(franchise.id)).toContain(shared.id)
    expect(await shownOn(franchise.id)).not.toContain(own.id)
    expect(await shownOn(other.id)).not.toContain(shared.id)
  })

  it('may be shown only on other sites of the same group that the marketer works for', async () => {
    expect(await refusal(promotion(group, [other.id]))).toContain('Choose other sites of this dealer group.')
    expect(await refusal(promotion(group, [group.id]))).toContain('Choose other sites of this dealer group.')
    const groupOnly = await createMarketer(payload, [group])
    expect(await refusal(promotion(group, [franchise.id], groupOnly))).toContain('Choose sites you work for.')
    // From the franchise site back to the group site is the same group.
    expect((await promotion(franchise, [group.id], marketer)).sites).toEqual([group.id])
  })

  it('a group page shows at its address on the sites chosen, unless a site has its own page there', async () => {
    const slug = unique('group-offer')
    const page = (tenant: Tenant, title: string, sites: number[] = []) =>
      payload.create({ collection: 'pages', data: { tenant: tenant.id, title, slug, layout: [], _status: 'published' as const, sites }, draft: false, depth: 0, ...trusted })
    const shared = await page(group, 'Group offer', [franchise.id])
    expect((await findPublishedPage(payload, franchise.id, slug))?.id).toBe(shared.id)
    expect((await findPublishedPage(payload, group.id, slug))?.id).toBe(shared.id)
    expect(await findPublishedPage(payload, other.id, slug)).toBeNull()
    const own = await page(franchise, 'Kia offer')
    expect((await findPublishedPage(payload, franchise.id, slug))?.id).toBe(own.id)
  })
})

describe('the admin’s stock list of a group', () => {
  it('filters by dealership (the car’s location’s), for the group’s marketer and nobody outside it', async () => {
    const asMarketer = { user: marketer, overrideAccess: false as const, depth: 0, limit: 200 }
    const byKia = await payload.find({ collection: 'vehicles', where: { dealership: { equals: kia.id } }, ...asMarketer })
    const ids = byKia.docs.map((d) => d.id)
    expect(ids).toContain(kiaCar.id)
    expect(ids).not.toContain(toyotaCar.id)
    expect(new Set(byKia.docs.map((d) => d.dealership))).toEqual(new Set([kia.id]))
    const sortedByRooftop = await payload.find({ collection: 'vehicles', where: { id: { in: [kiaCar.id, toyotaCar.id] } }, sort: 'dealership', ...asMarketer })
    expect(sortedByRooftop.docs.map((d) => d.dealership)).toEqual([kia.id, toyota.id].sort((a, b) => a - b))

    const outsider = await createMarketer(payload, [other])
    const seen = await payload.find({ collection: 'vehicles', where: { dealership: { equals: kia.id } }, user: outsider, overrideAccess: false, depth: 0 })
    expect(seen.docs).toEqual([])
  })
})
