/**
 * The demo dealers' sites. Street numbers are invented (the streets and suburbs are real, so maps and
 * distance searches behave); phone numbers are in the range reserved for fiction, like dealers.ts.
 * Slugs are referenced by the stock profiles (tenants/demo/inventory/profiles.ts).
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { formatTime, groupWeekRows } from '@/domain/presence/hours'
import { slugify } from '@/domain/presence/locationSlugs'
import { findOrCreate, type SeedApi } from './api'
import type { DealerSlug } from './dealers'

/** A location as seeded; in a group, `dealershipName` names its rooftop, seeded as a dealership record first. */
type LocationSeed = Omit<RequiredDataFromCollectionSlug<'locations'>, 'tenant' | 'dealership'> & { slug: string; dealershipName?: string }
type HoursRows = NonNullable<LocationSeed['openingHours']>

/** A week of hours, Sunday first (as stored): [open, close] or null for closed. */
const week = (...days: ([string, string] | null)[]): HoursRows =>
  days.map((d, weekday) =>
    d ? { weekday: String(weekday) as HoursRows[number]['weekday'], status: 'open' as const, open: d[0], close: d[1] } : { weekday: String(weekday) as HoursRows[number]['weekday'], status: 'closed' as const },
  )

const weekdays = (hours: [string, string]) => [hours, hours, hours, hours, hours] as const
/** Showroom: Mon–Fri 8:30–5:30, Sat 8–4, closed Sunday. */
const SALES = week(null, ...weekdays(['08:30', '17:30']), ['08:00', '16:00'])
/** Workshop: Mon–Fri 7:30–5, Sat 8–12, closed Sunday. */
const SERVICE = week(null, ...weekdays(['07:30', '17:00']), ['08:00', '12:00'])
/** A late Thursday, so this showroom's weekdays are listed one by one rather than grouped. */
const SALES_LATE_THURSDAY = week(['10:00', '16:00'], ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '20:00'], ['08:30', '17:30'], ['08:00', '16:00'])

export const LOCATIONS: Record<DealerSlug, LocationSeed[]> = {
  'harbour-city': [
    {
      name: 'Harbour City Toyota & Hyundai Southport', slug: 'southport', type: 'sales', primary: true,
      address: { street: '120 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9676, lng: 153.4138 },
      // The used-car desk has its own line; new and demo cars ring the showroom.
      phone: '(07) 5550 1010', phoneUsed: '(07) 5550 1015', landline: '(07) 5550 1000', storeCode: 'HC-SOUTHPORT', timezone: 'Australia/Brisbane', dealershipName: 'Harbour City Toyota & Hyundai',
      openingHours: SALES, reviews: { averageRating: 4.7, count: 312 }, dealerLicenceNumber: 'QLD 3412877',
    },
    {
      // Same building as the showroom: the hours selector switches between the two departments.
      name: 'Harbour City Toyota & Hyundai Southport Service', slug: 'southport-service', type: 'service',
      address: { street: '120 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9676, lng: 153.4138 },
      phone: '(07) 5550 1020', timezone: 'Australia/Brisbane', dealershipName: 'Harbour City Toyota & Hyundai',
      openingHours: SERVICE, reviews: { averageRating: 4.6, count: 141 }, repairerLicenceNumber: 'MVR 80412',
    },
    {
      name: 'Harbour City Kia & Ford Tweed Heads', slug: 'tweed-heads', type: 'sales',
      address: { street: '45 Wharf Street', city: 'Tweed Heads', state: 'NSW', postcode: '2485', lat: -28.1762, lng: 153.5409 },
      phone: '(07) 5550 1040', storeCode: 'HC-TWEED', timezone: 'Australia/Sydney', dealershipName: 'Harbour City Kia & Ford',
      openingHours: SALES_LATE_THURSDAY, reviews: { averageRating: 4.5, count: 128 }, dealerLicenceNumber: 'NSW MD045821',
    },
    {
      name: 'Harbour City Used Cars Brisbane', slug: 'eight-mile-plains', type: 'sales',
      address: { street: '2450 Logan Road', city: 'Eight Mile Plains', state: 'QLD', postcode: '4113', lat: -27.5829, lng: 153.0958 },
      phone: '(07) 5550 1060', storeCode: 'HC-EMP', timezone: 'Australia/Brisbane', dealershipName: 'Harbour City Used Cars',
      openingHours: SALES, reviews: { averageRating: 3.9, count: 54 }, dealerLicenceNumber: 'QLD 3412877',
    },
    {
      name: 'Harbour City Service Centre Tweed Heads South', slug: 'tweed-heads-service', type: 'service-and-parts',
      address: { street: '12 Enterprise Avenue', city: 'Tweed Heads South', state: 'NSW', postcode: '2486', lat: -28.2011, lng: 153.5324 },
      phone: '(07) 5550 1050', timezone: 'Australia/Sydney', dealershipName: 'Harbour City Kia & Ford',
      openingHours: SERVICE, repairerLicenceNumber: 'MVRL 51234',
    },
  ],
  'bayside-mazda': [
    {
      name: 'Bayside Mazda Cheltenham', slug: 'cheltenham', type: 'sales', primary: true,
      address: { street: '1200 Nepean Highway', city: 'Cheltenham', state: 'VIC', postcode: '3192', lat: -37.9594, lng: 145.0493 },
      phone: '(03) 5550 3000', landline: '(03) 5550 3001', storeCode: 'BM-CHELTENHAM', timezone: 'Australia/Melbourne',
      openingHours: SALES, reviews: { averageRating: 4.8, count: 520 }, dealerLicenceNumber: 'LMCT 11923',
    },
    {
      name: 'Bayside Mazda Service Centre', slug: 'cheltenham-service', type: 'service-and-parts',
      address: { street: '15 Park Road', city: 'Cheltenham', state: 'VIC', postcode: '3192', lat: -37.9668, lng: 145.0551 },
      phone: '(03) 5550 3050', timezone: 'Australia/Melbourne',
      openingHours: SERVICE, reviews: { averageRating: 4.9, count: 233 },
    },
  ],
  'outback-used': [
    {
      // Broken Hill keeps South Australian time, so its hours are on Adelaide's clock.
      name: 'Outback Used Cars & Caravans Broken Hill', slug: 'broken-hill', type: 'sales', primary: true,
      address: { street: '88 Williams Street', city: 'Broken Hill', state: 'NSW', postcode: '2880', lat: -31.9577, lng: 141.4627 },
      phone: '(08) 5550 2000', storeCode: 'OU-BROKENHILL', timezone: 'Australia/Adelaide',
      openingHours: week(null, ...weekdays(['08:00', '17:00']), ['08:00', '12:00']), reviews: { averageRating: 4.6, count: 87 }, dealerLicenceNumber: 'NSW MD078314',
    },
    {
      name: 'Outback Used Cars & Caravans Dubbo', slug: 'dubbo', type: 'sales',
      address: { street: '150 Cobra Street', city: 'Dubbo', state: 'NSW', postcode: '2830', lat: -32.2566, lng: 148.6154 },
      phone: '(02) 5550 2100', storeCode: 'OU-DUBBO', timezone: 'Australia/Sydney',
      openingHours: week(null, ...weekdays(['08:30', '17:30']), ['08:30', '13:00']), reviews: { averageRating: 4.4, count: 36 }, dealerLicenceNumber: 'NSW MD078314',
    },
    {
      // Not open yet: listed with a badge so shoppers know it is coming, without hours. The year follows
      // the seed run, so the badge never promises a year already past.
      name: 'Outback Used Cars & Caravans Mildura', slug: 'mildura', type: 'sales', badge: `COMING EARLY ${new Date().getFullYear() + 1}`,
      address: { street: '300 Deakin Avenue', city: 'Mildura', state: 'VIC', postcode: '3500', lat: -34.1963, lng: 142.1511 },
      phone: '(03) 5550 2200', storeCode: 'OU-MILDURA', timezone: 'Australia/Melbourne',
    },
  ],
}

const rowsOf = (location: LocationSeed) => (location.openingHours ?? []).map((r) => ({ ...r, weekday: Number(r.weekday) }))

/** 'Mon - Fri 8:30am - 5:30pm, Sat 8:00am - 4:00pm, Sun Closed': a site's week as page copy, from its hours. */
export function weekInCopy(location: LocationSeed): string | null {
  const rows = rowsOf(location)
  return rows.length ? groupWeekRows(rows).map((line) => `${line.label} ${line.hours}`).join(', ') : null
}

/** '8:00am to 4:00pm' on a weekday (0 = Sunday) at the site, or null when it is closed or has no hours. */
export function dayInCopy(location: LocationSeed, weekday: number): string | null {
  const row = rowsOf(location).find((r) => r.weekday === weekday)
  return row?.status === 'open' && row.open && row.close ? `${formatTime(row.open)} to ${formatTime(row.close)}` : null
}

/** The dealer's primary site (every dealer has one). */
export const primarySite = (dealer: DealerSlug): LocationSeed => LOCATIONS[dealer].find((l) => l.primary) ?? LOCATIONS[dealer][0]!

/** Creates the group's dealerships its sites name (found by tenant and slug); returns their ids by name. */
async function seedDealerships(api: SeedApi, dealer: DealerSlug, tenantId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const name of new Set(LOCATIONS[dealer].map((l) => l.dealershipName).filter((n): n is string => Boolean(n)))) {
    const slug = slugify(name)
    const doc = await findOrCreate(api, 'dealerships', { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] }, {
      name,
      slug,
      tenant: tenantId,
      visible: true,
      // The rooftop's own desk (demo addresses; delivery writes them to the local mail folder).
      leadEmails: { sales: `sales@${slug}.test` },
    })
    ids.set(name, doc.id)
  }
  return ids
}

/** Creates the dealer's sites that are missing (found by tenant and slug), with their dealerships; returns their ids by slug. */
export async function seedDealerLocations(api: SeedApi, dealer: DealerSlug, tenantId: number): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  const dealerships = await seedDealerships(api, dealer, tenantId)
  for (const { dealershipName, ...location } of LOCATIONS[dealer]) {
    const doc = await findOrCreate(
      api,
      'locations',
      { and: [{ tenant: { equals: tenantId } }, { slug: { equals: location.slug } }] },
      {
        ...location,
        tenant: tenantId,
        dealership: dealershipName ? dealerships.get(dealershipName) : undefined,
        // Where this site's leads go (demo addresses; delivery writes them to the local mail folder).
        leadEmails: { sales: `sales@${location.slug}.test`, service: `service@${location.slug}.test`, tradeIn: `buying@${location.slug}.test` },
      },
    )
    ids[location.slug] = doc.id
  }
  return ids
}
