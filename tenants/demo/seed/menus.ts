/**
 * Each demo dealer's single menus document (header mega-menu and footer), built from the menu spec:
 * the default links, a header of Home, Range, Stock, Sell My Car, Finance, Service & Parts and More,
 * and a footer of link columns with the licence numbers underneath. The brand dealer swaps in its
 * Mazda links; the used-only dealer has no Range dropdown and no new or demo stock links.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Menu } from '@/payload-types'
import { findOrCreate, type SeedApi } from './api'
import type { Dealer } from './dealers'

type MenuData = RequiredDataFromCollectionSlug<'menus'>
type HeaderItem = NonNullable<NonNullable<Menu['header']>['items']>[number]
type Link = { label: string; href: string }

const link = (label: string, href: string): Link => ({ label, href })
const dropdown = (label: string, groups: { heading?: string; links: Link[] }[]): HeaderItem => ({ label, kind: 'dropdown', groups })
const plain = (label: string, href: string): HeaderItem => ({ label, kind: 'link', href })

/** The spec's default links, in its order (the footer's first column). */
const DEFAULT_LINKS: Link[] = [
  link('Search Vehicles', '/search/new-used-and-demo-cars'),
  link('Test Drive', '/book-test-drive/'),
  link('Service', '/service'),
  link('Finance', '/finance'),
  link('Trade In', '/trade-in'),
  link('Parts', '/vehicle-parts-and-accessories'),
  link('Contact', '/contact'),
]

const PAGE_LINKS: Link[] = [
  link('About Us', '/about-us'),
  link('Our Locations', '/dealer-locator'),
  link('Contact Us', '/contact'),
  link('Careers', '/careers'),
  link('FAQs', '/pages/faqs'),
  link('Terms & Conditions', '/terms-and-conditions'),
  link('Privacy Policy', '/privacy-policy'),
]

const LEGAL_LINKS: Link[] = [link('Terms & Conditions', '/terms-and-conditions'), link('Privacy Policy', '/privacy-policy')]

function rangeDropdown(isMazda: boolean): HeaderItem {
  const body = isMazda
    ? [
        link('SUVs: CX-3 to CX-90', '/models?body=suv'),
        link('Hatch: Mazda2 and Mazda3', '/models?body=hatch'),
        link('Ute: BT-50', '/models?body=ute'),
        link('Sedan: Mazda3', '/models?body=sedan'),
      ]
    : [link('SUVs', '/models?body=suv'), link('Hatchbacks', '/models?body=hatch'), link('Utes', '/models?body=ute'), link('Sedans', '/models?body=sedan')]
  return dropdown('Range', [
    { heading: 'By body type', links: body },
    { heading: 'Explore', links: [link(isMazda ? 'The full Mazda range' : 'All models', '/models')] },
  ])
}

function stockDropdown(usedOnly: boolean): HeaderItem {
  if (usedOnly) {
    return dropdown('Stock', [
      { heading: 'Browse', links: [link('Used Cars', '/search/used-cars'), link('Caravans & Campers', '/search?item_type=caravan')] },
      { heading: 'Deals', links: [link('Specials', '/offers')] },
    ])
  }
  return dropdown('Stock', [
    { heading: 'Shop', links: [link('Current Offers', '/offers'), link('New Models', '/models')] },
    { heading: 'Search', links: [link('New Cars', '/search/new-cars'), link('Demo Cars', '/search/demo-cars'), link('Used Cars', '/search/used-cars')] },
  ])
}

function financeDropdown(isMazda: boolean): HeaderItem {
  const links = isMazda
    ? [link('Mazda Finance', '/mazda-finance-page'), link('Mazda Assured', '/mazda-assured'), link('Guaranteed Future Value', '/guaranteed-future-value')]
    : [link('Car Finance', '/finance'), link('Get Pre-Approved', '/finance/pre-approval'), link('Insurance', '/finance/insurance')]
  return dropdown('Finance', [{ links }])
}

const serviceDropdown: HeaderItem = dropdown('Service & Parts', [
  { heading: 'Service', links: [link('Book a Service', '/service/'), link('Warranty', '/warranty'), link('Roadside Assist', '/roadside-assist')] },
  { heading: 'Parts', links: [link('Parts & Accessories', '/vehicle-parts-and-accessories/'), link('Accessories', '/accessories')] },
])

function moreDropdown(isMazda: boolean, isGroup: boolean): HeaderItem {
  const brands = isGroup ? [{ heading: 'Group', links: [link('Our Brands', '/brands'), link('Our Locations', '/dealer-locator')] }] : []
  const groups = isMazda
    ? [
        {
          heading: 'Mazda',
          links: [link('BT-50 Ute Centre', '/pages/mazda-bt-50-ute-centre'), link('BT-50 Fleet', '/pages/mazda-bt-50-fleet'), link('Fleet Sales', '/fleet')],
        },
      ]
    : []
  return dropdown('More', [...groups, ...brands, { heading: 'Dealership', links: PAGE_LINKS }])
}

export function menuFor(dealer: Dealer): MenuData {
  const { slug, settings } = dealer.tenant
  const isMazda = slug === 'bayside-mazda'
  const usedOnly = settings?.stock?.stockUsedOnly === true
  const financeHref = settings?.finance?.financeLink ?? '/finance'

  // No "Home" item: the logo is the way home, and at 1,366 px the row has no room to spare (issue 34).
  const items: HeaderItem[] = [
    ...(usedOnly ? [] : [rangeDropdown(isMazda)]),
    stockDropdown(usedOnly),
    plain('Sell My Car', '/trade-in'),
    financeDropdown(isMazda),
    serviceDropdown,
    moreDropdown(isMazda, dealer.tenant.template === 'dealer-group'),
  ]

  const shop = usedOnly
    ? [link('Used Cars', '/search/used-cars'), link('Caravans & Campers', '/search?item_type=caravan')]
    : [link('New Cars', '/search/new-cars'), link('Demo Cars', '/search/demo-cars'), link('Used Cars', '/search/used-cars')]

  return {
    title: 'Site menus',
    header: {
      openOnHover: slug === 'harbour-city',
      items,
      cta: usedOnly ? { label: 'Value My Trade', href: '/trade-in' } : { label: 'Book a Test Drive', href: '/book-test-drive' },
    },
    footer: {
      columns: [
        // The brand dealer's finance page is its own, so its default Finance link points there.
        { heading: 'Quick links', links: DEFAULT_LINKS.map((l) => (l.href === '/finance' ? { ...l, href: financeHref } : l)) },
        {
          heading: usedOnly ? 'Used cars & caravans' : 'Cars',
          links: [link('All stock', '/search/new-used-and-demo-cars'), ...shop, link('Book a test drive', '/book-test-drive')],
        },
        { heading: 'About', links: [link('About Us', '/about-us'), link('Careers', '/careers'), link('FAQs', '/pages/faqs')] },
        { heading: 'Legal', links: LEGAL_LINKS },
      ],
      // The footer prints the licence numbers and copyright from the tenant record; the note is the small print.
      note: 'Prices and offers are subject to change; please confirm with us before you buy.',
    },
  }
}

/** One menus document per dealer (the multi-tenant plugin treats menus as a per-tenant global). */
export async function seedDealerMenu(api: SeedApi, dealer: Dealer, tenantId: number): Promise<void> {
  await findOrCreate(api, 'menus', { tenant: { equals: tenantId } }, { ...menuFor(dealer), tenant: tenantId })
}
