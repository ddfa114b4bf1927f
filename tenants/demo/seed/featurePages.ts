/**
 * Demo pages built from the feature blocks (finance, search, forms). Each dealer gets the same set,
 * tuned to its profile; the dealer's own settings (provider, page size, ...) do the rest.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Dealer } from './dealers'

type PageData = RequiredDataFromCollectionSlug<'pages'>

const isUsedOnly = (dealer: Dealer) => Boolean(dealer.tenant.settings?.stock?.stockUsedOnly)

function financePage(dealer: Dealer, slug: string, title: string): PageData {
  return {
    title,
    slug,
    meta: { description: `Estimate your repayments and apply for car finance with ${dealer.tenant.name}.` },
    layout: [
      {
        blockType: 'financeCalculator',
        heading: 'Finance calculator',
        intro: 'Move the sliders, or type the figures, to estimate your repayments, then ask our team for a quote.',
        variant: isUsedOnly(dealer) ? 'extras' : 'standard',
        extrasInput: 'tradeIn',
        buttonLabel: 'Get Finance Quote',
        showDisclaimer: true,
      },
      { blockType: 'financeSummary', heading: 'Finance example', layout: 'strip', sampleAmount: 30000, sampleTermYears: 5, sampleDeposit: 0, sampleBalloon: 0 },
      { blockType: 'financeEstimate', heading: 'What could it cost each week?', samplePrice: 30000, defaultFrequency: 'weekly', fetchQuote: false },
      { blockType: 'fuelCalculator', heading: 'Fuel cost calculator' },
    ],
  } as PageData
}

function searchPages(dealer: Dealer): PageData[] {
  const usedOnly = isUsedOnly(dealer)
  return [
    {
      title: 'Search Our Stock',
      slug: 'search',
      layout: [
        {
          blockType: 'searchResults',
          variant: 'search',
          defaultSort: 'vehicles',
          layout: 'grid',
          // The dealership panel shows itself only where there are two or more (Harbour City's rooftops).
          filters: ['carType', 'make', 'price', 'km', 'year', 'body', 'fuel', 'transmission', 'drive', 'colour', 'location', 'dealership', 'seats'],
          carTypeOptions: ['all', 'new', 'used', 'demo'],
          promoCard: true,
          showViewCount: false,
          // The used dealer's label says "caravans" when only caravans are shown.
          itemNoun: usedOnly ? 'auto' : 'cars',
        },
      ],
      meta: {
        description: `Browse ${usedOnly ? 'used cars and caravans' : 'new, demo and used cars'} for sale at ${dealer.tenant.name}. Filter by make, price, kilometres, year and body type.`,
      },
    },
    {
      title: 'Special Offers',
      slug: 'special-offers',
      layout: [
        {
          blockType: 'searchResults',
          variant: 'offers',
          defaultSort: 'vehicles_price_asc',
          layout: 'grid',
          filters: ['carType', 'make', 'price', 'body', 'location'],
          carTypeOptions: ['all', 'new', 'used', 'demo'],
          promoCard: false,
          showViewCount: false,
          itemNoun: 'cars',
        },
      ],
      meta: {
        description: `Special offers at ${dealer.tenant.name}: ${usedOnly ? 'reduced prices on used cars and caravans' : 'reduced prices and drive-away deals on new, demo and used stock'}.`,
      },
    },
  ] as PageData[]
}

/** The enquiry form that closes the Contact Us page. */
export const enquiryFormBlock = () => ({
  blockType: 'enquiryForm' as const,
  heading: 'Send us a message',
  categories: ['Sales', 'Service', 'Parts', 'Finance', 'General'].map((label) => ({ label })),
  showLocation: true,
})

function formPages(dealer: Dealer): PageData[] {
  const name = dealer.tenant.name
  const page = (title: string, slug: string, description: string, block: Record<string, unknown>): PageData =>
    ({ title, slug, meta: { description }, layout: [block] }) as unknown as PageData
  return [
    page('Book a Test Drive', 'book-test-drive', `Book a test drive at ${name}.`, {
      blockType: 'multiStepForm',
      heading: 'Book a test drive',
      showLocation: true,
    }),
    // /service (the booking form in the full service-page layout) is in presencePages.ts.
    page('Trade-In Valuation', 'trade-in', `Value your trade-in with ${name}.`, {
      blockType: 'tradeInWizard',
      heading: 'What is your car worth?',
      variant: isUsedOnly(dealer) ? 'used' : 'standard',
    }),
    page('Sell My Car', 'sell-my-car', `Get an instant offer for your car from ${name}.`, {
      blockType: 'instantOffer',
      heading: 'Get an instant offer in 2 minutes',
      contactPath: '/contact',
    }),
  ]
}

export function featurePages(dealer: Dealer): PageData[] {
  const pages = [financePage(dealer, 'finance', 'Finance'), ...searchPages(dealer), ...formPages(dealer)]
  const financeLink = dealer.tenant.settings?.finance?.financeLink
  if (financeLink && financeLink !== '/finance') pages.push(financePage(dealer, financeLink.replace(/^\//, ''), 'Finance'))
  return pages
}
