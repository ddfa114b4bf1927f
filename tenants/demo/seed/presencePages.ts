/**
 * The dealer-presence pages of the demo dealers: /service in the service-page layout,
 * /dealer-locator, /models ("Explore Our Range"), /brands for the group, /warranty and
 * /roadside-assist (the service page links to both), and the presence blocks added to home pages.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Page } from '@/payload-types'
import type { Dealer } from './dealers'
import { doc, h2, p, ul } from '@/domain/richText/lexical'
import { LOCATIONS } from './locations'
import type { MediaRole } from './media'
import { GROUP_BRANDS } from './presence'
import { PROFILES } from './profiles'

type Layout = NonNullable<Page['layout']>
type PageData = RequiredDataFromCollectionSlug<'pages'>
type Media = Record<MediaRole, { id: number }>

const isUsedOnly = (dealer: Dealer) => dealer.tenant.slug === 'outback-used'
const hasRange = (dealer: Dealer) => dealer.tenant.slug !== 'outback-used'

const SERVICE_FEATURES = [
  { title: 'Genuine service', icon: 'genuine', text: 'Factory-trained technicians follow the maker’s schedule, so your warranty stays intact.' },
  { title: 'Quick-Smart 90-minute service', icon: 'clock', text: 'A standard logbook service done while you wait, in 90 minutes.' },
  { title: 'Free loan cars', icon: 'car', text: 'Keep moving while we work: book a loan car with your service.' },
  { title: 'Waiting lounge', icon: 'coffee', text: 'Wi-Fi, barista coffee and a quiet desk if you would rather stay.' },
  { title: 'Courtesy shuttle', icon: 'shuttle', text: 'We drop you at work or home nearby and collect you again.' },
  { title: 'Early-bird drop-off', icon: 'sunrise', text: 'Drop your car and key before we open, on your way to work.' },
  { title: 'Genuine parts', icon: 'parts', text: 'Parts made for your car, backed by the maker’s parts warranty.' },
  { title: 'Ongoing maintenance plan', icon: 'plan', text: 'Fixed prices for your next services, paid as you go.' },
  { title: 'Software updates', icon: 'software', text: 'The latest engine, safety and multimedia software at every visit.' },
  { title: 'Full health check', icon: 'health', text: 'Tyres, brakes, battery and fluids checked and reported with photos.' },
] as const

function servicePage(dealer: Dealer, media: Media): PageData {
  const name = dealer.tenant.name
  const layout: Layout = [
    {
      blockType: 'hero',
      image: media.banner.id,
      eyebrow: 'GENUINE SERVICING',
      heading: 'Service',
      text: `Book your next service with ${name}: genuine parts, factory-trained technicians and a loan car if you need one.`,
      cta: { label: 'BOOK NOW', href: '#book-a-service' },
      style: 'overlay',
    },
    {
      blockType: 'richText',
      content: doc(
        h2('Servicing that keeps your warranty and your plans on track'),
        p('Every service follows the maker’s schedule and uses genuine parts. We explain the work before we start and send photos of anything that needs attention.'),
      ),
      width: 'reading',
    },
  ]
  // One dealership runs set drop-off and pick-up times for its Quick-Smart service.
  if (dealer.tenant.slug === 'bayside-mazda') {
    layout.push({
      blockType: 'timetable',
      heading: 'Drop-off and pick-up times',
      rows: [
        { label: 'Drop-off', times: '7:45am and 8:45am' },
        { label: 'Pick-up', times: '2:00pm and 4:30pm' },
      ],
      note: 'Quick-Smart 90-minute services run all day; ask when you book.',
    })
  }
  layout.push(
    {
      blockType: 'serviceBooking',
      heading: 'Book a service',
      variant: dealer.tenant.slug === 'bayside-mazda' ? 'minimal' : 'standard',
      showLocation: true,
    } as Layout[number],
    { blockType: 'featuresGrid', heading: 'Why service with us', style: 'features', items: SERVICE_FEATURES.map((f) => ({ ...f })) },
    {
      blockType: 'featuresGrid',
      heading: 'Included with every service',
      style: 'benefits',
      items: [
        { title: 'Complimentary service (3,000km or 3 months)', icon: 'star' },
        { title: 'Free car wash and vacuum', icon: 'star' },
        { title: '12 months roadside assistance with each logbook service', icon: 'shield' },
      ],
    },
    {
      blockType: 'cta',
      // A used-only dealer sells no maker's cars, so it has no maker to certify its workshop.
      ...(isUsedOnly(dealer)
        ? { heading: 'Our own workshop', text: 'Every car and van we sell is checked over here first, by the technicians who will service it.' }
        : { heading: 'Factory-certified service centre', text: 'Our workshop is certified by the makers we sell, audited every year, and our technicians train with them.' }),
      buttons: [{ link: { label: 'BOOK NOW', href: '#book-a-service' } }],
      tone: 'primary',
    },
    {
      blockType: 'relatedLinks',
      heading: 'You might also be interested in',
      links: [
        {
          label: 'Warranty',
          href: '/warranty',
          description: isUsedOnly(dealer) ? 'What the warranty on a used car from us covers.' : 'What your new-car warranty covers, and how servicing keeps it.',
        },
        { label: 'Roadside Assist', href: '/roadside-assist', description: '24/7 help anywhere in Australia, renewed with every service.' },
      ],
    },
    { blockType: 'locationDetail', heading: 'Find our service centre', locationType: 'service-and-parts', showMap: true },
  )
  return { title: 'Service', slug: 'service', meta: { description: `Book a genuine service with ${name}.` }, layout }
}

function textPage(title: string, slug: string, description: string, content: ReturnType<typeof doc>): PageData {
  return { title, slug, meta: { description }, layout: [{ blockType: 'richText', content, width: 'reading' }] }
}

/** Years of the maker's unlimited-kilometre new-car warranty, for the makes the demo dealers sell new. */
const NEW_CAR_WARRANTY_YEARS: Record<string, number> = { Toyota: 5, Hyundai: 5, Kia: 7, Ford: 5, Mazda: 5 }
const YEARS_IN_WORDS: Record<number, string> = { 3: 'three', 5: 'five', 7: 'seven', 10: 'ten' }
const andList = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/** The warranty sentence for the makes the dealer sells new: a single-brand dealer's says that brand's only. */
function newCarWarranty(makes: string[]): string {
  const byYears = new Map<number, string[]>()
  for (const make of makes) {
    const years = NEW_CAR_WARRANTY_YEARS[make] ?? 5
    byYears.set(years, [...(byYears.get(years) ?? []), make])
  }
  const words = (years: number) => YEARS_IN_WORDS[years] ?? String(years)
  const groups = [...byYears.entries()].sort(([a], [b]) => a - b)
  if (groups.length === 1) return `New ${andList(makes)} cars carry the maker’s ${words(groups[0]![0])}-year, unlimited-kilometre warranty.`
  return `New cars carry the maker’s unlimited-kilometre warranty: ${groups.map(([years, group]) => `${words(years)} years on ${andList(group)}`).join(', ')}.`
}

function warranty(dealer: Dealer): PageData {
  if (isUsedOnly(dealer)) {
    return textPage(
      'Warranty',
      'warranty',
      `Used-car warranty at ${dealer.tenant.name}.`,
      doc(
        h2('Your warranty'),
        p(`Eligible cars come with the statutory warranty ${PROFILES[dealer.tenant.slug].state} law gives used cars bought from a dealer, and extended warranty is available on most cars.`),
        ul('Your rights under the Australian Consumer Law always apply', 'Certified pre-owned cars add a 1-year extra warranty', 'Ask us what is covered on the car you are looking at'),
      ),
    )
  }
  return textPage(
    'Warranty',
    'warranty',
    `New-car and used-car warranty at ${dealer.tenant.name}.`,
    doc(
      h2('Your warranty'),
      p(newCarWarranty(dealer.newMakes)),
      ul('Servicing with us keeps the warranty intact', 'Genuine parts carry their own parts warranty', 'Certified pre-owned cars add a 1-year extra warranty'),
    ),
  )
}

function roadsideAssist(dealer: Dealer): PageData {
  return textPage(
    'Roadside Assist',
    'roadside-assist',
    `Roadside assistance for ${dealer.tenant.name} customers.`,
    doc(
      h2('Help when you need it'),
      p('Every logbook service with us renews 12 months of roadside assistance: flat tyres, flat batteries, lock-outs and towing to our workshop.'),
    ),
  )
}

/** Presence pages every dealer gets, plus /models and /brands where they apply. */
export function presencePages(dealer: Dealer, media: Media): PageData[] {
  const pages: PageData[] = [
    servicePage(dealer, media),
    warranty(dealer),
    roadsideAssist(dealer),
    {
      title: 'Dealer Locator',
      slug: 'dealer-locator',
      meta: { description: `Find a ${dealer.tenant.name} location near you: addresses, opening hours and directions.` },
      layout: [
        { blockType: 'locations', heading: 'Our Locations', layout: 'auto', showStockButton: true },
        { blockType: 'paymentMethods', heading: 'Payment methods accepted' },
      ],
    },
  ]
  if (hasRange(dealer)) {
    pages.push({
      title: 'Explore Our Range',
      slug: 'models',
      meta: { description: `Every new model at ${dealer.tenant.name}, by body type.` },
      hideBreadcrumbs: false,
      layout: [
        {
          blockType: 'modelRange',
          heading: 'Explore Our Range',
          categories: (['suv', 'hatch', 'sedan', 'ute', 'ev'] as const).map((body) => ({ body })),
          showAll: true,
          allLabel: 'All',
          display: 'grid',
        },
      ],
    })
  }
  if (dealer.tenant.template === 'dealer-group') {
    pages.push({
      title: 'Our Brands',
      slug: 'brands',
      meta: { description: `The car, motorcycle and truck brands of ${dealer.tenant.name}, and our own businesses.` },
      layout: [
        {
          blockType: 'brandDirectory',
          heading: 'Our Brands',
          intro: 'One group, many brands: find the showroom, workshop or business you need.',
          // Counted from the seeded sites and directory, so the banner agrees with the pages it sits on.
          stats: [
            { value: String(LOCATIONS[dealer.tenant.slug].length), label: 'Locations' },
            { value: String(GROUP_BRANDS.filter((b) => b.group !== 'our').length), label: 'Brands' },
            { value: '30+', label: 'Years Est.' },
          ],
        },
      ],
    })
  }
  return pages
}

/**
 * Adds the presence blocks to a home page: the hero search (or the range on the franchise site) and
 * the live promotions right after the hero, the locations near the end.
 */
export function withPresenceBlocks(dealer: Dealer, home: PageData): PageData {
  const layout = [...(home.layout ?? [])] as Layout
  const [first, ...rest] = layout
  const upper: Layout = []
  if (dealer.tenant.slug === 'bayside-mazda') {
    upper.push({ blockType: 'promotions', display: 'banner', limit: 3 })
    upper.push({
      blockType: 'modelRange',
      heading: 'Explore Our Range',
      categories: (['suv', 'hatch', 'sedan', 'ute'] as const).map((body) => ({ body })),
      showAll: false,
      display: 'carousel',
    })
  } else {
    upper.push({
      blockType: 'heroSearch',
      // A used-only dealer has no new cars to search.
      heading: isUsedOnly(dealer) ? 'Search Our Used Vehicles' : 'Search Our New & Used Vehicles',
      carTypeOptions: isUsedOnly(dealer) ? ['all'] : ['all', 'new', 'used', 'demo'],
      dropdowns: isUsedOnly(dealer) ? ['make', 'model', 'location'] : ['make', 'model', 'body'],
      showPriceSlider: true,
      pricePicks: 'standard',
      tiles: isUsedOnly(dealer) ? 'body' : 'make',
      tileLimit: 8,
    })
    upper.push({ blockType: 'promotions', display: 'banner', limit: 3 })
  }
  const lower: Layout = [{ blockType: 'locations', heading: 'Our Locations', layout: 'auto', showStockButton: true }]
  return { ...home, layout: first ? [first, ...upper, ...rest, ...lower] : [...upper, ...lower] }
}
