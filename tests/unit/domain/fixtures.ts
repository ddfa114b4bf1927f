import type { SearchRecord } from '@/domain/search/record'
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@tenants/settings'

export const NOW = Date.UTC(2025, 6, 15, 2, 0, 0)
export const DAY = 86_400_000

/** An in-stock used car shown on the website; override what a test needs. */
export function record(overrides: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID: '1',
    id: 1,
    slug: '2020-toyota-corolla',
    path: '/cars/2020-toyota-corolla',
    name: '2020 Toyota Corolla Ascent Sport',
    year: 2020,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: null,
    colour: 'White',
    price: 25990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    price_type: 'Drive Away',
    km: 45000,
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    reserved: false,
    sold: false,
    certified: false,
    created_at_timestamp: NOW - 30 * DAY,
    sold_date_timestamp: null,
    stocknum: 'U1234',
    body: 'Hatch',
    transmission: 'Automatic',
    fuel: 'Petrol',
    drive: 'FWD',
    seats: 5,
    doors: 5,
    item_type: 'car',
    make_model: 'Toyota Corolla',
    price_range: null,
    weekly_price_range: null,
    categories: [],
    location_id: 1,
    location_name: 'Main',
    location_slug: 'main',
    city: 'Brisbane',
    state: 'QLD',
    dealership_name: 'Test Motors',
    dealership_id: null,
    primary_image_url: 'https://img.example/1.jpg',
    thumbnails: ['https://img.example/1-thumb.jpg'],
    photos_count: 1,
    views: 0,
    custom_rank: 0,
    show_on_dealer_website: true,
    ...overrides,
  }
}

export function settings(overrides: Partial<TenantSettings> = {}): TenantSettings {
  return { ...DEFAULT_TENANT_SETTINGS, ...overrides }
}
