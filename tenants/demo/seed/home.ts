/**
 * The demo dealers' home pages. Each is written for its dealer, with a block order of its own, so the
 * three sites look different from the first screen:
 *   harbour-city   hero, welcome, service banner, FAQ, call to action
 *   bayside-mazda  split hero, light call to action, welcome, FAQ (remembers open answers), banner
 *   outback-used   hero, caravan banner, welcome, trade-in call to action, FAQ
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Page } from '@/payload-types'
import { DEFAULT_TENANT_SETTINGS } from '../../settings'
import type { Dealer, DealerSlug } from './dealers'
import { bold, doc, h2, h3, link, p, ul } from '@/domain/richText/lexical'
import { dayInCopy, primarySite } from './locations'
import type { MediaRole } from './media'

type Layout = NonNullable<Page['layout']>
type PageData = RequiredDataFromCollectionSlug<'pages'>
type HomeInput = { dealer: Dealer; media: Record<MediaRole, { id: number }> }

const SEARCH_ALL = '/search/new-used-and-demo-cars'

/** The two buttons every dealer's call to action offers. */
const testDriveAndTrade = (first: 'test-drive' | 'trade') => {
  const testDrive = { link: { label: 'Book a Test Drive', href: '/book-test-drive' } }
  const trade = { link: { label: 'Value My Trade', href: '/trade-in' } }
  return first === 'test-drive' ? [testDrive, trade] : [trade, testDrive]
}

/** The deposit and hold the dealer's reservation settings give (the defaults where it sets none). */
function reservationTerms(dealer: Dealer): { deposit: string; hours: number } {
  const r = dealer.tenant.settings?.reservation
  const deposit = r?.depositAmount ?? DEFAULT_TENANT_SETTINGS.depositAmount
  return { deposit: `$${deposit.toLocaleString('en-AU')}`, hours: r?.holdHours ?? DEFAULT_TENANT_SETTINGS.holdHours }
}

function harbourCity({ dealer, media }: HomeInput): PageData {
  const { contact } = dealer.tenant
  const reserve = reservationTerms(dealer)
  const layout: Layout = [
    {
      blockType: 'hero',
      image: media.hero.id,
      heading: 'Four brands. One harbourside home.',
      text: 'Toyota, Hyundai, Kia and Ford under one group on the Gold Coast and the Tweed, with hundreds of new, used and demo cars ready to test drive this week.',
      cta: { label: 'Search all stock', href: SEARCH_ALL },
      style: 'overlay',
    },
    {
      blockType: 'richText',
      content: doc(
        h2('Welcome to Harbour City Motor Group'),
        p(
          'Family-owned since 1987, we have grown from a single used-car yard on the Southport foreshore into four franchise dealerships across ',
          dealer.region,
          '.',
        ),
        p('Compare models across brands side by side, reserve the car you want online with a refundable deposit, and drive it home ready to go.'),
        ul(
          [bold('New cars'), ' from Toyota, Hyundai, Kia and Ford'],
          'Hundreds of quality used and demonstrator vehicles',
          'Finance arranged on the spot through our lending partners',
          'Factory-trained service at Southport and Tweed Heads',
        ),
        p('Call us on ', link(`tel:${contact?.phone?.replace(/[^\d]/g, '')}`, contact?.phone ?? ''), ' or ', link('/contact', 'find your nearest site'), '.'),
      ),
      width: 'reading',
    },
    {
      blockType: 'imageBanner',
      image: media.banner.id,
      caption: 'Capped-price servicing for all four brands. Book your next service online.',
      href: '/service',
      height: 'medium',
    },
    {
      blockType: 'faq',
      heading: 'Buying with Harbour City',
      rememberOpen: false,
      items: [
        {
          question: 'Can I reserve a car online?',
          answer: `Yes. Choose Reserve on any eligible vehicle and pay a refundable ${reserve.deposit} deposit. We hold the car for ${reserve.hours} hours while we confirm the details with you.`,
        },
        {
          question: 'Do you accept trade-ins of any make?',
          answer: 'Absolutely. We take trade-ins of every make and model, whichever brand you are buying. Value My Trade gives you an indicative price, which we confirm when we inspect the car.',
        },
        {
          question: 'What is a demo car?',
          answer: "A demonstrator is a current-model new car we have used for test drives or as staff transport. It carries the balance of the manufacturer's new-car warranty and usually has only a few thousand kilometres on the odometer.",
        },
        {
          question: 'Are your prices drive-away?',
          answer: 'New and demo prices are drive-away unless marked otherwise, and include registration, CTP and stamp duty for a private buyer. Used cars sold in Queensland come with a current safety certificate.',
        },
        {
          question: 'Can I get finance on the day?',
          answer: "Our business managers can usually arrange pre-approval the same day. Fees, charges, terms and conditions apply, and approval is subject to the lender's credit criteria.",
        },
      ],
    },
    {
      blockType: 'cta',
      heading: 'Ready when you are',
      text: 'Book a test drive at Southport or Tweed Heads, or get a price for your current car in two minutes.',
      buttons: testDriveAndTrade('test-drive'),
      tone: 'primary',
    },
  ]
  return {
    title: 'Harbour City Motor Group: New, Used and Demo Cars on the Gold Coast',
    slug: 'home',
    layout,
    meta: {
      title: 'Harbour City Motor Group | Toyota, Hyundai, Kia & Ford, Gold Coast',
      description: 'New, used and demo Toyota, Hyundai, Kia and Ford cars at Southport and Tweed Heads. Compare, reserve online and book a test drive today.',
      image: media.hero.id,
    },
  }
}

function baysideMazda({ dealer, media }: HomeInput): PageData {
  const saturday = dayInCopy(primarySite(dealer.tenant.slug), 6)
  const layout: Layout = [
    {
      blockType: 'hero',
      image: media.hero.id,
      heading: 'Drive the bayside, the Mazda way',
      text: 'From the nimble Mazda2 to the seven-seat CX-90, explore the full Mazda range, plus demonstrators and quality used cars, at our Cheltenham showroom.',
      cta: { label: 'Browse new, demo and used', href: SEARCH_ALL },
      style: 'split',
    },
    {
      blockType: 'cta',
      heading: 'Feel it for yourself',
      text: 'Book a test drive in any current Mazda, or find out what your car is worth before you visit.',
      buttons: testDriveAndTrade('test-drive'),
      tone: 'light',
    },
    {
      blockType: 'richText',
      content: doc(
        h2('Your local Mazda dealer since 1994'),
        p(`${dealer.tenant.name} has looked after drivers across ${dealer.region}, from Brighton to Mordialloc, for three decades.`),
        h3('Why buy from us'),
        ul(
          ['Mazda Finance with repayments to suit you: ', link('/mazda-finance-page', 'see finance options')],
          ['Late-model ', link('/mazda-assured', 'Mazda Assured'), ' pre-owned cars with a full service history'],
          [link('/guaranteed-future-value', 'Guaranteed Future Value'), ' on selected new models'],
          'Genuine Mazda servicing with a free loan car (bookings essential)',
        ),
        p('Most of our used cars are local trade-ins, so you will find plenty of other makes alongside the Mazdas.'),
      ),
      width: 'reading',
    },
    {
      blockType: 'faq',
      heading: 'Your Mazda questions, answered',
      rememberOpen: true,
      items: [
        {
          question: 'What is Guaranteed Future Value?',
          answer: 'Guaranteed Future Value sets the minimum value of your Mazda at the end of your finance term. When the term ends you can trade it in, pay the final amount and keep it, or hand it back, subject to the conditions of your finance contract.',
        },
        {
          question: 'What warranty comes with a new Mazda?',
          answer: 'New Mazdas come with a five-year, unlimited-kilometre factory warranty and roadside assistance. Ask us for the current terms for the model you are looking at.',
        },
        {
          question: 'Do you sell used cars of other makes?',
          answer: 'Yes. Most of our used stock comes from trade-ins, so we always have a mix of makes alongside our Mazda Assured pre-owned cars.',
        },
        {
          question: 'How do I book a service?',
          answer: 'Book online at any time or call our service team. We offer capped-price servicing, early drop-off and a courtesy shuttle within 5 km of the dealership.',
        },
        {
          question: 'Can I test drive on the weekend?',
          // The showroom's own Saturday hours, so the answer agrees with its hours panel.
          answer: `Yes. The showroom is open Saturday ${saturday ?? 'by appointment'}. Book ahead and we will have the car charged, fuelled and ready for you.`,
        },
      ],
    },
    {
      blockType: 'imageBanner',
      image: media.banner.id,
      caption: 'Take the coast road: test drive the Mazda of your choice this weekend.',
      href: '/book-test-drive',
      height: 'short',
    },
  ]
  return {
    title: 'Bayside Mazda: New Mazda, Demo and Used Cars in Cheltenham',
    slug: 'home',
    layout,
    meta: {
      title: "Bayside Mazda | New & Used Mazda, Melbourne's Bayside",
      description: 'The full new Mazda range, demonstrators and quality used cars in Cheltenham. Mazda Finance, Guaranteed Future Value and genuine Mazda servicing.',
      image: media.hero.id,
    },
  }
}

function outbackUsed({ dealer, media }: HomeInput): PageData {
  const { contact } = dealer.tenant
  const layout: Layout = [
    {
      blockType: 'hero',
      image: media.hero.id,
      heading: 'Built for the long way round',
      text: 'Hand-picked used 4WDs, utes, family cars and caravans, checked over in our own workshop and ready for Broken Hill and beyond.',
      cta: { label: 'Search our stock', href: SEARCH_ALL },
      style: 'overlay',
    },
    {
      blockType: 'imageBanner',
      image: media.banner.id,
      caption: 'Caravans and campers in stock now: weighed, checked and ready to tow.',
      href: '/search?item_type=caravan',
      height: 'tall',
    },
    {
      blockType: 'richText',
      content: doc(
        h2('A fair go on every car and caravan'),
        p(`We are a locally owned yard serving ${dealer.region}. We only sell used vehicles, so every one has been through our own workshop before it reaches the lot.`),
        ul(
          'Cars, utes and 4WDs: tyres, brakes, cooling and suspension checked',
          'Caravans and campers: gas, electrics, seals and wheel bearings checked',
          'Tare and ATM from the compliance plate listed on every van',
          'Delivery across the Far West and into South Australia',
        ),
        p('Prefer to talk it through? Ring us on ', link(`tel:${contact?.phone?.replace(/[^\d]/g, '')}`, contact?.phone ?? ''), ' and ask for a yarn with the team.'),
      ),
      width: 'full',
    },
    {
      blockType: 'cta',
      heading: 'Got a car or van to trade?',
      text: 'We trade in and buy vehicles and caravans of every make. Get an indicative price online, then bring it in for a quick inspection.',
      buttons: testDriveAndTrade('trade'),
      tone: 'primary',
    },
    {
      blockType: 'faq',
      heading: 'Good to know',
      rememberOpen: false,
      items: [
        {
          question: 'Why do some cars say "Call for price"?',
          answer: 'Freshly traded vehicles are still going through our workshop, and we price them once the inspection is done. Give us a call and we will tell you how it is coming along.',
        },
        {
          question: 'Do you deliver to remote areas?',
          answer: 'Yes. We regularly deliver across the Far West, into South Australia and up to the Queensland border. Ask us for a delivery quote.',
        },
        {
          question: "Can you check a caravan's weights against my tow vehicle?",
          answer: "Every van we sell comes with its tare and ATM from the compliance plate. We will check them against your vehicle's towing capacity and tow ball rating before you buy.",
        },
        {
          question: 'Do your used cars come with a warranty?',
          answer: 'Eligible vehicles come with statutory warranty under NSW law, and extended warranty is available on most cars. Your rights under the Australian Consumer Law always apply.',
        },
        {
          question: 'Can you arrange finance?',
          answer: 'Yes. We work with a range of lenders for car, caravan and personal loans. Fees, charges and lending criteria apply.',
        },
      ],
    },
  ]
  return {
    title: 'Outback Used Cars & Caravans: Used 4WDs, Utes and Caravans in Broken Hill',
    slug: 'home',
    layout,
    meta: {
      title: 'Outback Used Cars & Caravans | Broken Hill',
      description: 'Quality used cars, 4WDs, utes and caravans in Broken Hill, inspected in our own workshop. Trade-ins welcome and delivery across the Far West.',
      image: media.hero.id,
    },
  }
}

export const HOME_PAGES: Record<DealerSlug, (input: HomeInput) => PageData> = {
  'harbour-city': harbourCity,
  'bayside-mazda': baysideMazda,
  'outback-used': outbackUsed,
}
