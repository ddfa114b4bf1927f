/** The vehicle page's Reserve Now / Buy Online buttons and its Reserved state. */
import { describe, expect, it } from 'vitest'

import type { Vehicle } from '@/payload-types'
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@tenants/settings'
import { vehiclePageModel, type PageLocation, type PageTenant } from '@/domain/vehicle-page/viewModel'

const NOW = Date.UTC(2026, 2, 2)
const car = (extra: Partial<Vehicle> = {}): Vehicle =>
  ({
    id: 9,
    tenant: 3,
    slug: '2021-kia-cerato-s-r9',
    location: 11,
    status: 'in_stock',
    show_on_dealer_website: true,
    year: 2021,
    make: 'Kia',
    model: 'Cerato',
    badge: 'S',
    car_type: 'used',
    item_type: 'car',
    price: 24_990,
    reserved: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as Vehicle
const location = (state: string): PageLocation => ({
  id: 11,
  name: 'Tweed Heads',
  slug: 'tweed-heads',
  primary: true,
  phone: null,
  address: { street: null, city: 'Tweed Heads', state, postcode: '2485', lat: null, lng: null, placeUrl: null },
})
const tenant = (settings: Partial<TenantSettings>): PageTenant => ({
  id: 3,
  name: 'Harbour City',
  slug: 'harbour-city',
  settings: { ...DEFAULT_TENANT_SETTINGS, ...settings },
  contact: { phone: null, phoneNew: null, phoneUsed: null, phoneDemo: null },
})
const model = (v: Vehicle, settings: Partial<TenantSettings>, state = 'QLD') =>
  vehiclePageModel({ vehicle: v, tenant: tenant(settings), locations: [location(state)], now: NOW, origin: 'https://harbour.example' })
const hrefOf = (m: ReturnType<typeof model>, id: string) => (m.actions.find((a) => a.id === id) as { href?: string } | undefined)?.href

describe('the vehicle page with reservations on', () => {
  it('shows Reserve Now to the site’s reservation path with the deposit line, and Buy Online to the journey', () => {
    const m = model(car(), { reserve: true, buyOnline: true })
    expect(m.actions.map((a) => a.label)).toEqual(['Enquire Now', 'Book a Test Drive', 'Reserve Now', 'Buy Online', 'Get Finance', 'Trade-In Valuation'])
    expect(hrefOf(m, 'reserve')).toBe('/cars/2021-kia-cerato-s-r9/checkout')
    expect(hrefOf(m, 'buy_online')).toBe('/checkout-journey?car_id=9')
    expect(m.reserveNote).toBe('$200 fully refundable deposit, held for 48 hours')
    expect(m.reserved).toBe(false)
    expect(hrefOf(model(car(), { reserve: true, reservePath: 'buy-online' }), 'reserve')).toBe('/cars/2021-kia-cerato-s-r9/buy-online')
  })

  it('caps the deposit line by the car’s state', () => {
    expect(model(car({ price: 1500 }), { reserve: true }, 'NSW').reserveNote).toBe('$150 fully refundable deposit, held for 48 hours')
  })

  it('a reserved car says Reserved and offers neither Reserve Now nor Buy Online', () => {
    const m = model(car({ reserved: true }), { reserve: true, buyOnline: true })
    expect(m.reserved).toBe(true)
    expect(m.actions.map((a) => a.id)).not.toContain('reserve')
    expect(m.actions.map((a) => a.id)).not.toContain('buy_online')
    expect(m.reserveNote).toBeNull()
  })

  it('a sold car, a car without a price, a zero deposit or the switch off: no reserve button and no deposit shown', () => {
    const cases: [Vehicle, Partial<TenantSettings>][] = [
      [car({ status: 'sold' }), { reserve: true }],
      [car({ price: 0 }), { reserve: true }],
      [car(), { reserve: true, depositAmount: 0 }],
      [car(), { reserve: false }],
      [car({ car_type: 'new' }), { reserve: true, reserveCarTypes: ['used'] }],
    ]
    for (const [v, s] of cases) {
      const m = model(v, s)
      expect(m.actions.map((a) => a.id)).not.toContain('reserve')
      expect(m.reserveNote).toBeNull()
    }
  })
})
