/**
 * The demo dealers' presence records: holiday hours, dated promotions (one current, one expired, one
 * future, plus a used-car card), a popup, the model range and, for the group, its brand directory.
 *
 * Dates are relative to the seed run, so a fresh database always has a live promotion, an expired
 * one and an upcoming one, and the next Christmas and Boxing Day show as holiday hours. Promotion and
 * popup copy names no holiday or season it was not computed for: the demo can be seeded on any day.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'
import type { SupportedTimezones } from '@/payload-types'

import { CATALOG_MODELS, fromPrice, modelImagePath } from '../catalog/models'
import { addDays, calendarDateIn, zonedMidnight } from '@/domain/presence/timezone'
import { segmentSlug } from '@/domain/search/routing'
import type { StockVehicle } from '../inventory/generate'
import { findOrCreate, type SeedApi } from './api'
import type { Dealer, DealerSlug } from './dealers'
import { doc, h2, link, p, ul } from '@/domain/richText/lexical'
import { LOCATIONS } from './locations'
import type { MediaRole } from './media'
import { dealerStock } from './stock'

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
    const tz: SupportedTimezones = location.timezone ?? SEED_ZONE
    const christmas = nextChristmas(now, tz)
    const boxingDay = addDays(christmas, 1)
    const isService = location.type !== 'sales'
    const entries: Omit<RequiredDataFromCollectionSlug<'special-hours'>, 'tenant' | 'location'>[] = isService
      ? // Workshops shut from Christmas to New Year.
        [{ label: 'Christmas shutdown', date: noonOf(christmas, tz), date_tz: tz, endDate: noonOf(addDays(christmas, 7), tz), endDate_tz: tz, status: 'closed' }]
      : [
          { label: 'Christmas Day', date: noonOf(christmas, tz), date_tz: tz, status: 'closed' },
          // Holiday hours only: no Boxing Day sale is among the promotions.
          { label: 'Boxing Day', date: noonOf(boxingDay, tz), date_tz: tz, status: 'open', open: '09:00', close: '15:00' },
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

/** A promotion or popup as the seed writes it, before the tenant and the banner image are added. */
export type PromotionSeed = Omit<RequiredDataFromCollectionSlug<'promotions'>, 'tenant'>
export type PopupSeed = Omit<RequiredDataFromCollectionSlug<'popups'>, 'tenant'>

/** '18 December': a seeded day (YYYY-MM-DD) as copy says it. */
export const dateInCopy = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', timeZone: 'UTC' })

/** Southern-hemisphere season of a day, so a past promotion is named after when it actually ran. */
export function seasonOf(date: string): 'Summer' | 'Autumn' | 'Winter' | 'Spring' {
  const month = Number(date.slice(5, 7))
  return month === 12 || month <= 2 ? 'Summer' : month <= 5 ? 'Autumn' : month <= 8 ? 'Winter' : 'Spring'
}

const dated = (now: number, from: number, to: number) => {
  const [start, end] = [dayFromNow(now, from), dayFromNow(now, to)]
  const dates = { startDate: noonOf(start, SEED_ZONE), startDate_tz: SEED_ZONE, expiryDate: noonOf(end, SEED_ZONE), expiryDate_tz: SEED_ZONE } as const
  return { start, end, dates }
}

/** The sale running on the day of the seed: the home banner, and what the popup advertises. */
export function currentSale(dealer: Dealer, now: number): PromotionSeed {
  const usedOnly = dealer.tenant.slug === 'outback-used'
  const { end, dates } = dated(now, -10, 20)
  return {
    // Named after no season or holiday: its dates move with the seed run.
    title: usedOnly ? 'Caravan Clearance' : 'Drive-Away Sale',
    description: usedOnly
      ? `Selected caravans and tow vehicles with a full tank, a new set of tyres and 12 months rego. Ends ${dateInCopy(end)}.`
      : `Drive-away deals on selected new and demo stock, with a free first service. Ends ${dateInCopy(end)}.`,
    link: '/special-offers',
    linkLabel: 'See the offers',
    placement: 'banner',
    carTypes: usedOnly ? ['used'] : ['new', 'demo'],
    position: 1,
    ...dates,
  }
}

/** One current, one expired and one upcoming banner, a used-car card and a vehicle-page banner. */
export function promotionsFor(dealer: Dealer, now: number): PromotionSeed[] {
  const usedOnly = dealer.tenant.slug === 'outback-used'
  const expired = dated(now, -60, -30)
  const upcoming = dated(now, 30, 60)
  const tradeIn = dated(now, -5, 90)
  const season = seasonOf(dayFromNow(now, -45))
  return [
    currentSale(dealer, now),
    {
      // A run-out clears new cars, which a used-only dealer does not sell.
      title: usedOnly ? `${season} Sale` : `${season} Run-Out`,
      description: `Our ${season.toLowerCase()} ${usedOnly ? 'sale has' : 'run-out deals have'} ended. Check our current offers instead.`,
      link: '/special-offers',
      placement: 'banner',
      position: 2,
      ...expired.dates,
    },
    {
      title: 'Low-Rate Finance Event',
      description: `Low-rate finance on selected stock, from ${dateInCopy(upcoming.start)}.`,
      link: '/finance',
      placement: 'banner',
      position: 3,
      ...upcoming.dates,
    },
    {
      // It runs for three months, so the copy gives its end date rather than "this month".
      title: 'Trade-In Bonus',
      description: `An extra $1,000 on your trade when you buy any used car by ${dateInCopy(tradeIn.end)}.`,
      link: '/trade-in',
      linkLabel: 'Value my trade',
      placement: 'card',
      carTypes: ['used'],
      position: 12,
      ...tradeIn.dates,
    },
    {
      title: 'Book your service online',
      description: 'Genuine servicing with a free loan car. Book a time that suits you.',
      link: '/service',
      linkLabel: 'Book a service',
      placement: 'vehicle-banner',
      position: 2,
      ...dated(now, -5, 120).dates,
    },
  ]
}

async function seedPromotions(api: SeedApi, dealer: Dealer, tenantId: number, media: Record<MediaRole, { id: number }>, now: number) {
  for (const promotion of promotionsFor(dealer, now)) {
    await findOrCreate(
      api,
      'promotions',
      { and: [{ tenant: { equals: tenantId } }, { title: { equals: promotion.title } }] },
      { ...promotion, image: promotion.placement === 'banner' ? media.banner.id : undefined, tenant: tenantId },
    )
  }
}

/** The popup advertises the current sale in its words and ends with it, so the two never disagree. */
export function popupFor(dealer: Dealer, now: number): PopupSeed {
  const sale = currentSale(dealer, now)
  return {
    title: sale.title,
    content: doc(p(sale.description ?? '')),
    link: sale.link,
    linkLabel: sale.linkLabel,
    active: true,
    expiryDate: sale.expiryDate,
    expiryDate_tz: sale.expiryDate_tz,
    maxWidth: dealer.tenant.slug === 'bayside-mazda' ? 480 : 600,
  }
}

async function seedPopup(api: SeedApi, dealer: Dealer, tenantId: number, now: number) {
  await findOrCreate(api, 'popups', { tenant: { equals: tenantId } }, { ...popupFor(dealer, now), tenant: tenantId })
}

/** Which catalogue makes each dealer's "Explore Our Range" shows (used-only dealers have no range). */
const RANGE_MAKES: Partial<Record<DealerSlug, { makes: string[]; perMake: number }>> = {
  'bayside-mazda': { makes: ['Mazda'], perMake: 30 },
  'harbour-city': { makes: ['Toyota', 'Hyundai', 'Kia', 'Ford'], perMake: 5 },
}

export type RangeModelSeed = Omit<RequiredDataFromCollectionSlug<'range-models'>, 'tenant' | 'make'> & { manufacturer: string }

/** 'Mazda CX-6e' for each model the dealer lists (in stock or arriving; sold and hidden cars don't count). */
export const listedModels = (stock: readonly StockVehicle[]): Set<string> =>
  new Set(stock.filter((v) => v.status !== 'sold' && v.show_on_dealer_website !== false).map((v) => `${v.make} ${v.model}`))

/**
 * The dealer's model range. A catalogue model marked coming soon is listed as new once the dealer has
 * cars of it listed: a card saying "register your interest" beside priced stock contradicts itself.
 */
export function rangeModelsFor(dealer: DealerSlug, listed: ReadonlySet<string>): RangeModelSeed[] {
  const range = RANGE_MAKES[dealer]
  if (!range) return []
  return range.makes.flatMap((make) =>
    CATALOG_MODELS.filter((m) => m.make === make && m.years[1] === null && m.itemType === 'car' && m.bodies.length > 0)
      .slice(0, range.perMake)
      .map((m) => {
        const name = `${m.make} ${m.name}`
        const arrived = m.status === 'coming_soon' && listed.has(name)
        return {
          name,
          slug: `${m.manufacturer}-${m.slug}`,
          manufacturer: m.manufacturer,
          status: arrived ? 'new' : (m.status ?? null),
          bodies: [...m.bodies],
          fromPrice: fromPrice(m),
          imageUrl: modelImagePath(m),
          shortDescription: arrived ? `The all-new ${name} is here: see the cars we have in stock and on order.` : m.description,
          // The demo sites have no model landing pages yet, so each model opens its stock in search.
          overrideUrl: `/search/${m.manufacturer}/${segmentSlug(m.name)}`,
        }
      }),
  ).map((model, index) => ({ ...model, position: index + 1 }))
}

async function seedRange(api: SeedApi, dealer: DealerSlug, tenantId: number, makeIds: Record<string, number>, now: number) {
  const models = rangeModelsFor(dealer, RANGE_MAKES[dealer] ? listedModels(dealerStock(dealer, now)) : new Set())
  for (const { manufacturer, ...model } of models) {
    await findOrCreate(
      api,
      'range-models',
      { and: [{ tenant: { equals: tenantId } }, { slug: { equals: model.slug } }] },
      { ...model, make: makeIds[manufacturer], tenant: tenantId },
    )
  }
}

type BrandSeed = Omit<RequiredDataFromCollectionSlug<'brands'>, 'tenant' | 'make'> & { makeSlug?: string }

/** The group's brand directory: its franchises, and the group businesses under 'Our Brands'. */
export const GROUP_BRANDS: BrandSeed[] = [
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
  await seedRange(api, dealer.tenant.slug, tenantId, ctx.makeIds, ctx.now)
  await seedBrands(api, dealer, tenantId, ctx.makeIds)
}
