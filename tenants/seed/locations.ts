/**
 * The demo dealers' sites. Street numbers are invented (the streets and suburbs are real, so maps and
 * distance searches behave); phone numbers are in the range reserved for fiction, like dealers.ts.
 * Slugs are referenced by the stock profiles (tenants/inventory/profiles.ts).
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { findOrCreate, type SeedApi } from './api'
import type { DealerSlug } from './dealers'

type LocationSeed = Omit<RequiredDataFromCollectionSlug<'locations'>, 'tenant'> & { slug: string }

export const LOCATIONS: Record<DealerSlug, LocationSeed[]> = {
  'harbour-city': [
    {
      name: 'Harbour City Toyota & Hyundai Southport', slug: 'southport', type: 'sales', primary: true,
      address: { street: '120 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9676, lng: 153.4138 },
      phone: '(07) 5550 1010', timezone: 'Australia/Brisbane',
    },
    {
      name: 'Harbour City Kia & Ford Tweed Heads', slug: 'tweed-heads', type: 'sales',
      address: { street: '45 Wharf Street', city: 'Tweed Heads', state: 'NSW', postcode: '2485', lat: -28.1762, lng: 153.5409 },
      phone: '(07) 5550 1040', timezone: 'Australia/Sydney',
    },
    {
      name: 'Harbour City Used Cars Brisbane', slug: 'eight-mile-plains', type: 'sales',
      address: { street: '2450 Logan Road', city: 'Eight Mile Plains', state: 'QLD', postcode: '4113', lat: -27.5829, lng: 153.0958 },
      phone: '(07) 5550 1060', timezone: 'Australia/Brisbane',
    },
    {
      name: 'Harbour City Service Centre Tweed Heads South', slug: 'tweed-heads-service', type: 'service-and-parts',
      address: { street: '12 Enterprise Avenue', city: 'Tweed Heads South', state: 'NSW', postcode: '2486', lat: -28.2011, lng: 153.5324 },
      phone: '(07) 5550 1050', timezone: 'Australia/Sydney',
    },
  ],
  'bayside-mazda': [
    {
      name: 'Bayside Mazda Cheltenham', slug: 'cheltenham', type: 'sales', primary: true,
      address: { street: '1200 Nepean Highway', city: 'Cheltenham', state: 'VIC', postcode: '3192', lat: -37.9594, lng: 145.0493 },
      phone: '(03) 5550 3000', timezone: 'Australia/Melbourne',
    },
    {
      name: 'Bayside Mazda Service Centre', slug: 'cheltenham-service', type: 'service-and-parts',
      address: { street: '15 Park Road', city: 'Cheltenham', state: 'VIC', postcode: '3192', lat: -37.9668, lng: 145.0551 },
      phone: '(03) 5550 3050', timezone: 'Australia/Melbourne',
    },
  ],
  'outback-used': [
    {
      // Broken Hill keeps South Australian time, so its hours are on Adelaide's clock.
      name: 'Outback Used Cars & Caravans Broken Hill', slug: 'broken-hill', type: 'sales', primary: true,
      address: { street: '88 Williams Street', city: 'Broken Hill', state: 'NSW', postcode: '2880', lat: -31.9577, lng: 141.4627 },
      phone: '(08) 5550 2000', timezone: 'Australia/Adelaide',
    },
    {
      name: 'Outback Used Cars & Caravans Dubbo', slug: 'dubbo', type: 'sales',
      address: { street: '150 Cobra Street', city: 'Dubbo', state: 'NSW', postcode: '2830', lat: -32.2566, lng: 148.6154 },
      phone: '(02) 5550 2100', timezone: 'Australia/Sydney',
    },
  ],
}

/** Creates the dealer's sites that are missing (found by tenant and slug); returns their ids by slug. */
export async function seedDealerLocations(api: SeedApi, dealer: DealerSlug, tenantId: number): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const location of LOCATIONS[dealer]) {
    const doc = await findOrCreate(
      api,
      'locations',
      { and: [{ tenant: { equals: tenantId } }, { slug: { equals: location.slug } }] },
      {
        ...location,
        tenant: tenantId,
        // Where this site's leads go (demo addresses; delivery writes them to the local mail folder).
        leadEmails: { sales: `sales@${location.slug}.test`, service: `service@${location.slug}.test`, tradeIn: `buying@${location.slug}.test` },
      },
    )
    ids[location.slug] = doc.id
  }
  return ids
}
