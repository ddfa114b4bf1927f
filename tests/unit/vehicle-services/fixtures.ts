import type { Location, Media, Vehicle } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@tenants/settings'
import { DEFAULT_THEME } from '@tenants/theme'

export function siteTenant(overrides: Partial<SiteTenant> = {}, settings: Partial<TenantSettings> = {}): SiteTenant {
  return {
    id: 1,
    name: 'Harbour City Motor Group',
    slug: 'harbour-city',
    template: 'franchise' as SiteTenant['template'],
    primaryDomain: 'harbourcitymotors.com.au',
    stockTenantId: 1,
    settings: { ...DEFAULT_TENANT_SETTINGS, stockDealershipIds: [], customTags: [], ...settings },
    tags: [],
    theme: DEFAULT_THEME,
    logo: null,
    contact: { phone: '(07) 5550 1000', phoneNew: null, phoneUsed: '(07) 5550 2000', phoneDemo: null, email: 'sales@harbour.test', dealerLicences: [{ state: 'QLD', number: '3001234' }] },
    ...overrides,
  }
}

const location: Location = {
  id: 3,
  name: 'Harbour City Toyota',
  slug: 'harbour-city-toyota',
  address: { street: '1 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215' },
  phone: '(07) 5550 3000',
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
} as Location

const photo: Media = {
  id: 9,
  alt: 'Front three-quarter view',
  url: '/api/media/file/rav4.webp',
  filename: 'rav4.webp',
  mimeType: 'image/webp',
  width: 1600,
  height: 1067,
  sizes: { card: { url: '/api/media/file/rav4-640x427.webp', width: 640, height: 427 }, og: { filename: 'rav4-1200x630.jpg', mimeType: 'image/jpeg', width: 1200, height: 630 } },
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
}

export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 42,
    tenant: 1,
    slug: '2021-toyota-rav4-gx-abc123',
    location,
    status: 'in_stock',
    sold: false,
    reserved: false,
    show_on_dealer_website: true,
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    car_type: 'used',
    item_type: 'car',
    price: 32990,
    before_price: 35990,
    price_type: 'Drive Away',
    km: 45210,
    simple_body: 'suv',
    simple_transmission: 'Automatic',
    trans: 'Automatic',
    fuel: 'Unleaded Petrol',
    stocknum: 'ABC123',
    vin: 'JTMW1RFV10D000001',
    colour: 'Silver',
    seats: 5,
    dealercomments: 'One owner.|Full service history.',
    images: [photo],
    updatedAt: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  } as Vehicle
}
