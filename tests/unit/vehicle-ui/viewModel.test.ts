/** The vehicle page's view model: the page's inputs mapped through the domain rules (no React, no Payload). */
import { describe, expect, it } from 'vitest'

import type { Vehicle } from '@/payload-types'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import {
  absolute,
  carLocation,
  isVehicleVisible,
  soldTimestamp,
  vehicleName,
  vehiclePageModel,
  type PageLocation,
  type PageTenant,
} from '@/domain/vehicle-page/viewModel'
import { vehicleRevalidationTags } from '@/domain/cache/tags'
import { readViews, viewJsonUrl, viewsText } from '@/components/vehicle/page/ViewTracker.client'
import { cleanVehicleSlug } from '@/lib/site/vehicle'

const NOW = Date.UTC(2025, 6, 15, 2, 0, 0)
const DAY = 86_400_000

const car: Vehicle = {
  id: 7,
  tenant: 3,
  slug: '2022-mazda-cx-5-maxx-sport-u123',
  name: '2022 Mazda CX-5 Maxx Sport',
  location: 11,
  status: 'in_stock',
  show_on_dealer_website: true,
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  series: 'KF',
  car_type: 'used',
  item_type: 'car',
  price: 34990,
  before_price: 36990,
  price_type: 'Drive Away',
  km: 30500,
  trans: '6 Speed Automatic',
  simple_body: 'suv',
  vin: 'JM0KF4WLA00123456',
  stocknum: 'U123',
  regplate: '123XYZ',
  rego_expiry: '2026-02-01T14:00:00.000Z',
  file: 'https://reports.example/7.pdf',
  dealercomments: 'One owner.|Full service history.',
  standard_equipment: ['Apple CarPlay', ' ', 'apple carplay'],
  updatedAt: '2025-07-01T00:00:00.000Z',
  createdAt: '2025-07-01T00:00:00.000Z',
}

const tenant: PageTenant = {
  id: 3,
  name: 'Harbour City Motor Group',
  slug: 'harbour-city',
  settings: { ...DEFAULT_TENANT_SETTINGS },
  contact: { phone: '(07) 5550 1000', phoneNew: null, phoneUsed: '(07) 5550 2000', phoneDemo: null },
}

const loc = (id: number, city: string, primary: boolean): PageLocation => ({
  id,
  name: `${city} Motors`,
  slug: city.toLowerCase(),
  primary,
  phone: '(07) 5550 9999',
  address: { street: '1 Main St', city, state: 'QLD', postcode: '4000', lat: null, lng: null, placeUrl: null },
})
const locations = [loc(10, 'Brisbane', true), loc(11, 'Toowoomba', false)]

const model = (v: Partial<Vehicle> = {}, t: Partial<PageTenant['settings']> = {}) =>
  vehiclePageModel({
    vehicle: { ...car, ...v },
    tenant: { ...tenant, settings: { ...tenant.settings, ...t } },
    locations,
    now: NOW,
    origin: 'https://harbourcitymotors.com.au',
    sampleRate: 8.5,
    comparisonRate: 9.1,
  })

describe('vehiclePageModel', () => {
  it('names the car, its breadcrumb (Home > Search > title) and the price with its was-price', () => {
    const m = model()
    expect(m.name).toBe('2022 Mazda CX-5 Maxx Sport')
    expect(m.breadcrumbs.map((b) => b.label)).toEqual(['Home', 'Search', '2022 Mazda CX-5 Maxx Sport'])
    expect(m.breadcrumbs[2]!.href).toBeNull()
    expect(m.price).toEqual({ kind: 'price', amount: 34990, wasPrice: 36990 })
    expect(m.priceType).toBe('Drive Away')
    expect(m.keyInformation.map((r) => r.key)).toEqual(['km', 'transmission', 'body'])
    expect(m.keyInformation[2]!.value).toBe('SUV')
  })

  it('uses the full name with series when series display is on', () => {
    const m = model({}, { seriesDisplay: true })
    expect(m.name).toBe('2022 Mazda CX-5 Maxx Sport KF')
    expect(m.breadcrumbTitle).toBe('2022 Mazda CX-5 Maxx Sport KF')
  })

  it('gives an available car its actions in the spec order, with the finance link parameters', () => {
    const m = model()
    expect(m.actions.map((a) => a.label)).toEqual(['Enquire Now', 'Book a Test Drive', 'Get Finance', 'Trade-In Valuation', 'History Report'])
    const href = (id: string) => m.actions.find((a) => a.id === id && a.kind === 'link') as { href: string }
    expect(href('test_drive').href).toBe('/book-test-drive?car_id=7')
    expect(href('trade_in').href).toBe('/cars/trade-in?car_id=7')
    expect(href('get_finance').href).toBe(
      '/finance?preferredDealership=harbour-city&vehiclePriceBudget=34990&car_id=7&car_type=used&vin=JM0KF4WLA00123456#finance-form',
    )
    expect(href('history_report').href).toBe('https://reports.example/7.pdf')
    expect(m.soldMessage).toBeNull()
  })

  it('drops Trade-In when the dealer switches it off, and History Report without a file', () => {
    const m = model({ file: null }, { tradeIn: false })
    expect(m.actions.map((a) => a.id)).toEqual(['enquire', 'test_drive', 'get_finance'])
  })

  it('gives a sold car the SOLD panel message and no action buttons, calculators or sticky buttons', () => {
    const m = model({ status: 'sold', sold: true, sold_date: new Date(NOW - DAY).toISOString() })
    expect(m.available).toBe(false)
    expect(m.actions).toEqual([])
    expect(m.soldMessage).toBe('Unfortunately this car recently sold.')
    expect(m.showCalculators).toBe(false)
    expect(m.sticky.showButtons).toBe(false)
    expect(m.sticky.estimate).toBeNull()
    expect(model({ status: 'sold', item_type: 'caravan' }).soldMessage).toBe('Unfortunately this caravan recently sold.')
  })

  it('shows calculators only with a price above 0, on the reduced price', () => {
    expect(model({ price: 0 }).showCalculators).toBe(false)
    const reduced = model({ offer_price: 30000 })
    expect(reduced.showCalculators).toBe(true)
    expect(reduced.financePrice).toBe(30000)
    expect(reduced.sticky.estimate).toMatch(/^est\. \$\d[\d,]*\/wk based on sample 8\.5% p\.a\.$/)
  })

  it("takes the car's location's number, by car type where it has one, revealed only when the dealer says so", () => {
    expect(model().phone).toEqual({ number: '(07) 5550 9999', revealed: false })
    const withDesk = [loc(10, 'Brisbane', true), { ...loc(11, 'Toowoomba', false), phoneUsed: '(07) 5550 9990' }]
    const input = { vehicle: car, tenant, now: NOW, origin: 'https://harbourcitymotors.com.au', sampleRate: 8.5, comparisonRate: 9.1 }
    expect(vehiclePageModel({ ...input, locations: withDesk }).phone).toEqual({ number: '(07) 5550 9990', revealed: false })
    // A car whose location has no number at all takes the dealer's line for its type.
    expect(vehiclePageModel({ ...input, locations: [loc(10, 'Brisbane', true), { ...loc(11, 'Toowoomba', false), phone: null }] }).phone?.number).toBe('(07) 5550 2000')
    expect(model({ car_type: 'new' }, { phoneRevealedByDefault: true }).phone).toEqual({ number: '(07) 5550 9999', revealed: true })
  })

  it("announces 'Located at {city}' when the car's city differs from the primary location's", () => {
    expect(model().announcement?.text).toBe('Located at Toowoomba')
    expect(model({ location: 10 }).announcement).toBeNull()
  })

  it('lists the features once and keeps the information sections in order', () => {
    const m = model()
    expect(m.features).toEqual(['Apple CarPlay'])
    expect(m.sections.map((s) => s.title)).toEqual(["Dealer Comments", "What's Included", 'Why Buy From Us?', 'Reserve Online', 'Protect Your Car', 'Features'])
    expect(model({ standard_equipment: [] }).sections.map((s) => s.id)).not.toContain('features')
  })

  it('prints, favourites and records the viewed car per dealer switches', () => {
    const m = model()
    expect(m.printHref).toBe('/print?car_id=2022-mazda-cx-5-maxx-sport-u123')
    expect(m.favourite).toMatchObject({ id: 7, slug: car.slug, make: 'Mazda', model: 'CX-5' })
    expect(m.viewed).toEqual({ id: 7, stocknum: 'U123', make: 'Mazda', model: 'CX-5', body: 'SUV', simple_body: 'suv' })
    const off = model({}, { print: false, favourites: false })
    expect(off.printHref).toBeNull()
    expect(off.favourite).toBeNull()
  })

  it('writes a JSON-LD Car that parses and names the car, with the seller address', () => {
    const ld = JSON.parse(model().jsonLd)
    expect(ld['@type']).toBe('Car')
    expect(ld.name).toBe('2022 Mazda CX-5 Maxx Sport')
    expect(ld.brand.name).toBe('Mazda')
    expect(ld.vehicleIdentificationNumber).toBe('JM0KF4WLA00123456')
    expect(ld.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 30500, unitCode: 'KMT' })
    expect(ld.offers).toMatchObject({ price: 34990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' })
    expect(ld.offers.seller).toMatchObject({ '@type': 'AutoDealer', address: { addressLocality: 'Toowoomba' } })
    expect(ld.url).toBe('https://harbourcitymotors.com.au/cars/2022-mazda-cx-5-maxx-sport-u123')
  })

  it('escapes markup in the JSON-LD so dealer data cannot close the script tag', () => {
    const m = model({ name: '</script><b>x' })
    expect(m.jsonLd).not.toContain('</script>')
    expect(JSON.parse(m.jsonLd).name).toBe('</script><b>x')
  })
})

describe('visibility of a stored vehicle', () => {
  const noFilter = { stockUsedOnly: false, stockInStockOnly: false, stockCertifiedOnly: false, stockMakes: [] }
  const settings = { soldWindowDays: 3, ...noFilter }
  it('shows in-stock and coming-soon cars on the website, hides others', () => {
    expect(isVehicleVisible(car, settings, NOW)).toBe(true)
    expect(isVehicleVisible({ ...car, status: 'coming_soon' }, settings, NOW)).toBe(true)
    expect(isVehicleVisible({ ...car, show_on_dealer_website: false }, settings, NOW)).toBe(false)
    expect(isVehicleVisible({ ...car, status: 'on_hold' }, settings, NOW)).toBe(false)
  })
  it('shows a sold car only within the sold window', () => {
    expect(isVehicleVisible({ ...car, status: 'sold', sold_date: new Date(NOW - 2 * DAY).toISOString() }, settings, NOW)).toBe(true)
    expect(isVehicleVisible({ ...car, status: 'sold', sold_date: new Date(NOW - 4 * DAY).toISOString() }, settings, NOW)).toBe(false)
    expect(isVehicleVisible({ ...car, status: 'sold', sold_date: new Date(NOW - 4 * DAY).toISOString() }, { ...settings, soldWindowDays: 7 }, NOW)).toBe(true)
    expect(isVehicleVisible({ ...car, status: 'sold', sold_date: null }, settings, NOW)).toBe(false)
  })
  it("hides a car the site's stock filter leaves out, as the site's search does", () => {
    expect(isVehicleVisible({ ...car, car_type: 'new' }, { ...settings, stockUsedOnly: true }, NOW)).toBe(false)
    expect(isVehicleVisible(car, { ...settings, stockUsedOnly: true }, NOW)).toBe(true)
    expect(isVehicleVisible({ ...car, status: 'coming_soon' }, { ...settings, stockInStockOnly: true }, NOW)).toBe(false)
    expect(isVehicleVisible({ ...car, certified: false }, { ...settings, stockCertifiedOnly: true }, NOW)).toBe(false)
    expect(isVehicleVisible({ ...car, certified: true }, { ...settings, stockCertifiedOnly: true }, NOW)).toBe(true)
    expect(isVehicleVisible(car, { ...settings, stockMakes: ['Toyota', 'Kia'] }, NOW)).toBe(false)
    expect(isVehicleVisible(car, { ...settings, stockMakes: ['Toyota', 'Mazda'] }, NOW)).toBe(true)
  })
  it('reads the sold date as epoch ms', () => {
    expect(soldTimestamp({ sold_date: '2025-07-14T00:00:00.000Z' })).toBe(Date.UTC(2025, 6, 14))
    expect(soldTimestamp({ sold_date: 'nope' })).toBeNull()
  })
})

describe('helpers', () => {
  it('names a car from its parts when it has no stored name', () => {
    expect(vehicleName({ ...car, name: null }, { seriesDisplay: false })).toBe('2022 Mazda CX-5 Maxx Sport')
  })
  it('finds the car location among the tenant locations, else from the populated relation', () => {
    expect(carLocation({ location: 11 }, locations)?.name).toBe('Toowoomba Motors')
    expect(carLocation({ location: 99 }, locations)).toBeNull()
  })
  it('makes media URLs absolute', () => {
    expect(absolute('https://a.test/', '/api/media/file/x.jpg')).toBe('https://a.test/api/media/file/x.jpg')
    expect(absolute('https://a.test', 'https://cdn.test/x.jpg')).toBe('https://cdn.test/x.jpg')
  })
  it('accepts slugs as stored and refuses paths', () => {
    expect(cleanVehicleSlug('2022-mazda-cx-5')).toBe('2022-mazda-cx-5')
    expect(cleanVehicleSlug('a%2Fb')).toBeNull()
    expect(cleanVehicleSlug('%E0%A4%A')).toBeNull()
    expect(cleanVehicleSlug('x'.repeat(161))).toBeNull()
  })
})

describe('view.json (client side)', () => {
  it('asks with the spec query parameters', () => {
    expect(viewJsonUrl('a b', { photosCount: 12, updatedAt: 1700, websiteId: 3 })).toBe('/api/vehicles/a%20b/view.json?photos_count=12&website_id=3&updated_at=1700')
  })
  it('reads views, and null from a non-OK or malformed answer', async () => {
    expect(await readViews(new Response(JSON.stringify({ views: 42, car_fields: {} }), { status: 200 }))).toBe(42)
    expect(await readViews(new Response(JSON.stringify({ views: null }), { status: 404 }))).toBeNull()
    expect(await readViews(new Response('oops', { status: 200 }))).toBeNull()
  })
  it('words the count', () => {
    expect(viewsText(1)).toBe('1 view')
    expect(viewsText(1234)).toBe('1,234 views')
  })
})

describe('revalidation tags', () => {
  it('evicts the vehicle and its tenant, both tenants on a move', () => {
    expect(vehicleRevalidationTags({ id: 7, tenant: 3 })).toEqual(['vehicle:7', 'stock:3'])
    expect(vehicleRevalidationTags({ id: 7, tenant: { id: 4 } }, { tenant: 3 })).toEqual(['vehicle:7', 'stock:4', 'stock:3'])
  })
})
