/**
 * The demo dealers' presence records: holiday hours, dated promotions (one current, one expired, one
 * future, plus a used-car card), a popup, the model range and, for the group, its brand directory.
 *
 * Dates are relative to the seed run, so a fresh database always has a live promotion, an expired
 * one and an upcoming one, and the next Christmas and Boxing Day show as holiday hours.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { CATALOG_MODELS, fromPrice, modelImagePath } from '../catalog/models'
import { addDays, calendarDateIn, zonedMidnight } from '../../src/domain/presence/timezone'
import { segmentSlug } from '../../src/lib/search/routing'
import { findOrCreate, type SeedApi } from './api'
import type { Dealer, DealerSlug } from './dealers'
import { doc, h2, link, p, ul } from './lexical'
import { LOCATIONS } from './locations'
import type { MediaRole } from './media'

const SEED_ZONE = 'Australia/Brisbane'

/** A day picked in the admin is stored as noon of that day in its zone (see src/fields/timezones.ts). */
export const noonOf = (date: string, tz: string) => new Date(zonedMidnight(date, tz).getTime() + 12 * 3600_000).toISOString()

const dayFromNow = (now: number, days: number, tz = SEED_ZONE) => addDays(calendarDateIn(new Date(now), tz), days)

/** The next 25 December on or after today (in the zone), as YYYY-MM-DD. */
function nextChristmas(now: number, tz: string): string {
  const today = calendarDateIn(new Date(now), tz)
  const year = Number(today.slice(0, 4))
  const thisYear = `${year}-12-25`
  return today <= thisYear ? thisYear : `${year + 1}-12-25`
}

async function seedSpecialHours(api: SeedApi, dealer: DealerSlug, tenantId: number, locationIds: Record<string, number>, now: number) {
  for (const location of LOCATIONS[dealer]) {
    const id = locationIds[location.slug]
    if (!id || !location.openingHours?.length) continue
    const tz = location.timezone ?? SEED_ZONE
    const christmas = nextChristmas(now, tz)
    const boxingDay = addDays(christmas, 1)
    const isService = location.type !== 'sales'
    const entries: Omit<RequiredDataFromCollectionSlug<'special-hours'>, 'tenant' | 'location'>[] = isService
      ? // Workshops shut from Christmas to New Year.
        [{ label: 'Christmas shutdown', date: noonOf(christmas, tz), date_tz: tz as never, endDate: noonOf(addDays(christmas, 7), tz), endDate_tz: tz as never, status: 'closed' }]
      : [
          { label: 'Christmas Day', date: noonOf(christmas, tz), date_tz: tz as never, status: 'closed' },
          { label: 'Boxing Day Sale', date: noonOf(boxingDay, tz), date_tz: tz as never, status: 'open', open: '09:00', close: '15:00' },
        ]
    for (const entry of entries) {
      await findOrCreate(
        api,
        'special-hours',
        { and: [{ location: { equals: id } }, { label: { equals: entry.label } }] },
        { ...entry, location: id, tenant: tenantId },
      )
    }
  }
}

type PromotionSeed = Omit<RequiredDataFromCollectionSlug<'promotions'>, 'tenant' | 'startDate' | 'expiryDate'> & { from: number; to: number }

function promotionsFor(dealer: Dealer): PromotionSeed[] {
  const usedOnly = dealer.tenant.slug === 'outback-used'
  const saleTypes = usedOnly ? (['used'] as const) : (['new', 'demo'] as const)
  return [
    {
      title: usedOnly ? 'Caravan Season Clearance' : 'End of Year Sale',
      description: usedOnly
        ? 'Selected caravans and tow vehicles with a full tank, a new set of tyres and 12 months rego.'
        : 'Drive-away deals on selected new and demo stock, with a free first service.',
      link: '/special-offers',
      linkLabel: 'See the offers',
      placement: 'banner',
      carTypes: [...saleTypes],
      position: 1,
      from: -10,
      to: 20,
    },
    {
      title: 'Winter Run-Out',
      description: 'Last season’s run-out deals have ended. Check our current offers instead.',
      link: '/special-offers',
      placement: 'banner',
      position: 2,
      from: -60,
      to: -30,
    },
    {
      title: 'New Year Finance Event',
      description: 'Low-rate finance on selected stock, starting in the new year.',
      link: '/finance',
      placement: 'banner',
      position: 3,
      from: 30,
      to: 60,
    },
    {
      title: 'Trade-In Bonus Month',
      description: 'An extra $1,000 on your trade when you buy any used car this month.',
      link: '/trade-in',
      linkLabel: 'Value my trade',
      placement: 'card',
      carTypes: ['used'],
      position: 12,
      from: -5,
      to: 90,
    },
    {
      title: 'Book your service online',
      description: 'Genuine servicing with a free loan car. Book a time that suits you.',
      link: '/service',
      linkLabel: 'Book a service',
      placement: 'vehicle-banner',
      position: 2,
      from: -5,
      to: 120,
    },
  ]
}

async function seedPromotions(api: SeedApi, dealer: Dealer, tenantId: number, media: Record<MediaRole, { id: number }>, now: number) {
  for (const { from, to, ...promotion } of promotionsFor(dealer)) {
    await findOrCreate(
      api,
      'promotions',
      { and: [{ tenant: { equals: tenantId } }, { title: { equals: promotion.title } }] },
      {
        ...promotion,
        image: promotion.placement === 'banner' ? media.banner.id : undefined,
        startDate: noonOf(dayFromNow(now, from), SEED_ZONE),
        startDate_tz: SEED_ZONE,
        expiryDate: noonOf(dayFromNow(now, to), SEED_ZONE),
        expiryDate_tz: SEED_ZONE,
        tenant: tenantId,
      },
    )
  }
}

async function seedPopup(api: SeedApi, dealer: Dealer, tenantId: number, now: number) {
  const usedOnly = dealer.tenant.slug === 'outback-used'
  await findOrCreate(
    api,
    'popups',
    { tenant: { equals: tenantId } },
    {
      title: usedOnly ? 'Free caravan health check' : 'Boxing Day Sale',
      content: doc(
        p(
          usedOnly
            ? 'Bring your van in before the holidays for a free 20-point safety check of tyres, brakes, bearings and gas.'
            : 'Our biggest sale of the year: drive-away prices on new and demo stock, this Boxing Day only.',
        ),
      ),
      link: usedOnly ? '/service' : '/special-offers',
      linkLabel: usedOnly ? 'Book a check' : 'See the offers',
      active: true,
      expiryDate: noonOf(dayFromNow(now, 40), SEED_ZONE),
      expiryDate_tz: SEED_ZONE,
      maxWidth: dealer.tenant.slug === 'bayside-mazda' ? 480 : 600,
      tenant: tenantId,
    },
  )
}

/** Which catalogue makes each dealer's "Explore Our Range" shows (used-only dealers have no range). */
const RANGE_MAKES: Partial<Record<DealerSlug, { makes: string[]; perMake: number }>> = {
  'bayside-mazda': { makes: ['Mazda'], perMake: 30 },
  'harbour-city': { makes: ['Toyota', 'Hyundai', 'Kia', 'Ford'], perMake: 5 },
}

async function seedRange(api: SeedApi, dealer: DealerSlug, tenantId: number, makeIds: Record<string, number>) {
  const range = RANGE_MAKES[dealer]
  if (!range) return
  let position = 0
  for (const make of range.makes) {
    const models = CATALOG_MODELS.filter((m) => m.make === make && m.years[1] === null && m.itemType === 'car' && m.bodies.length > 0).slice(0, range.perMake)
    for (const m of models) {
      position += 1
      await findOrCreate(
        api,
        'range-models',
        { and: [{ tenant: { equals: tenantId } }, { slug: { equals: `${m.manufacturer}-${m.slug}` } }] },
        {
          name: `${m.make} ${m.name}`,
          slug: `${m.manufacturer}-${m.slug}`,
          make: makeIds[m.manufacturer],
          status: m.status ?? null,
          bodies: [...m.bodies],
          fromPrice: fromPrice(m),
          imageUrl: modelImagePath(m),
          shortDescription: m.description,
          // The demo sites have no model landing pages yet, so each model opens its stock in search.
          overrideUrl: `/search/${m.manufacturer}/${segmentSlug(m.name)}`,
          position,
          tenant: tenantId,
        },
      )
    }
  }
}

type BrandSeed = Omit<RequiredDataFromCollectionSlug<'brands'>, 'tenant' | 'make'> & { makeSlug?: string }

/** The group's brand directory: its franchises, and the group businesses under 'Our Brands'. */
const GROUP_BRANDS: BrandSeed[] = [
  { name: 'Toyota', slug: 'toyota', group: 'car', makeSlug: 'toyota', description: 'Australia’s favourite: HiLux, RAV4, LandCruiser and hybrids across the range.' },
  { name: 'Hyundai', slug: 'hyundai', group: 'car', makeSlug: 'hyundai', description: 'Tucson, i30 and the all-electric IONIQ 5, with a five-year warranty.' },
  { name: 'Kia', slug: 'kia', group: 'car', makeSlug: 'kia', description: 'Sportage, Sorento, Carnival and the EV range, with a seven-year warranty.' },
  { name: 'Ford', slug: 'ford', group: 'car', makeSlug: 'ford', description: 'Ranger, Everest and Mustang, sold and serviced at Tweed Heads.' },
  { name: 'Yamaha Motorcycles', slug: 'yamaha', group: 'motorcycle', makeSlug: 'yamaha', description: 'Road, adventure and off-road bikes, plus genuine parts and gear.' },
  { name: 'Kawasaki', slug: 'kawasaki', group: 'motorcycle', makeSlug: 'kawasaki', description: 'Ninja, Z and KLR models, with test rides by appointment.' },
  { name: 'Isuzu Trucks', slug: 'isuzu-trucks', group: 'truck', makeSlug: 'isuzu-trucks', description: 'Light and medium trucks for trades and fleets, with body building arranged.' },
  { name: 'Fuso', slug: 'fuso', group: 'truck', makeSlug: 'fuso', description: 'Canter light trucks, including the all-electric eCanter.' },
  { name: 'Harbour City Service', slug: 'harbour-city-service', group: 'our', description: 'Factory-trained servicing for every brand we sell, with loan cars and a courtesy shuttle.' },
  { name: 'Harbour City Finance', slug: 'harbour-city-finance', group: 'our', description: 'Car, bike and truck finance arranged in the showroom through our lending partners.' },
]

async function seedBrands(api: SeedApi, dealer: Dealer, tenantId: number, makeIds: Record<string, number>) {
  if (dealer.tenant.template !== 'dealer-group') return
  for (const [index, { makeSlug, ...brand }] of GROUP_BRANDS.entries()) {
    await findOrCreate(
      api,
      'brands',
      { and: [{ tenant: { equals: tenantId } }, { slug: { equals: brand.slug } }] },
      {
        ...brand,
        make: makeSlug ? makeIds[makeSlug] : undefined,
        position: index,
        overview: doc(
          h2(`${brand.name} at ${dealer.tenant.name}`),
          p(brand.description),
          ul('Sales, service and genuine parts under one roof', 'Finance and trade-ins arranged on the spot', 'Test drives seven days by appointment'),
          p('Questions? ', link('/contact', 'Contact our team'), '.'),
        ),
        tenant: tenantId,
      },
    )
  }
}

/** Seeds everything above for one dealer; locations and media must exist already. */
export async function seedDealerPresence(
  api: SeedApi,
  dealer: Dealer,
  tenantId: number,
  ctx: { locationIds: Record<string, number>; media: Record<MediaRole, { id: number }>; makeIds: Record<string, number>; now: number },
): Promise<void> {
  await seedSpecialHours(api, dealer.tenant.slug, tenantId, ctx.locationIds, ctx.now)
  await seedPromotions(api, dealer, tenantId, ctx.media, ctx.now)
  await seedPopup(api, dealer, tenantId, ctx.now)
  await seedRange(api, dealer.tenant.slug, tenantId, ctx.makeIds)
  await seedBrands(api, dealer, tenantId, ctx.makeIds)
}
