/**
 * Every demo dealer's pages: the home page (home.ts) and six simple pages written from the dealer's
 * profile (profiles.ts), then the feature, presence and linked pages (featurePages.ts, presencePages.ts,
 * linkedPages.ts). All are created published; a page is found again by tenant and slug.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { findOrCreate, type SeedApi } from './api'
import { licenceLine, type Dealer } from './dealers'
import { enquiryFormBlock, featurePages } from './featurePages'
import { linkedPages } from './linkedPages'
import { presencePages, withPresenceBlocks } from './presencePages'
import { HOME_PAGES } from './home'
import { bold, doc, h2, h3, link, p, ul } from '@/domain/richText/lexical'
import { LOCATIONS, weekInCopy } from './locations'
import type { MediaRole } from './media'
import { PROFILES, type FaqItem } from './profiles'

type PageData = RequiredDataFromCollectionSlug<'pages'>

const tel = (phone: string) => link(`tel:${phone.replace(/[^\d]/g, '')}`, phone)

/** A page made of one rich-text block. */
function textPage(title: string, slug: string, description: string, content: ReturnType<typeof doc>): PageData {
  return {
    title,
    slug,
    layout: [{ blockType: 'richText', content, width: 'reading' }],
    meta: { description },
  }
}

function aboutUs(dealer: Dealer): PageData {
  const profile = PROFILES[dealer.tenant.slug]
  return textPage(
    'About Us',
    'about-us',
    `The story of ${dealer.tenant.name} and the team behind it.`,
    doc(
      h2(`About ${dealer.tenant.name}`),
      ...profile.story.map((paragraph) => p(paragraph)),
      h3('What we stand for'),
      ul(...profile.values),
      p('Come and say hello: ', link('/contact', 'find us and our opening hours'), '.'),
    ),
  )
}

/** Questions every dealer answers, followed by the dealer's own. */
function generalFaqs(dealer: Dealer): FaqItem[] {
  const sellsNew = dealer.newMakes.length > 0
  return [
    {
      question: 'Do I need to book a test drive?',
      answer: 'Walk-ins are welcome, but booking means the car is ready and someone is free to go through it with you. Bring your driver licence.',
    },
    {
      question: 'Is the advertised car still available?',
      answer: 'Our website updates through the day, but cars do sell quickly. Call or send an enquiry and we will confirm before you make the trip.',
    },
    {
      question: 'Can I trade in my current vehicle?',
      answer: 'Yes. Use Value My Trade for an indicative figure; the final price is confirmed once we have inspected the vehicle.',
    },
    sellsNew
      ? {
          question: 'Do new cars come with roadside assistance?',
          answer: 'Most new vehicles include manufacturer roadside assistance for the warranty period. The inclusions vary by brand, so ask us for the details of the model you are buying.',
        }
      : {
          question: 'Will the car have a current registration?',
          answer: 'Most of our cars are sold registered. Where a car is unregistered we can arrange the inspection and registration for you before pick-up.',
        },
    ...PROFILES[dealer.tenant.slug].faqs,
  ]
}

function faqs(dealer: Dealer): PageData {
  return {
    title: 'Frequently Asked Questions',
    slug: 'pages/faqs',
    layout: [
      {
        blockType: 'richText',
        content: doc(p("Can't see your question here? ", link('/contact', 'Get in touch'), ' and we will get back to you within one business day.')),
        width: 'reading',
      },
      { blockType: 'faq', heading: 'Frequently asked questions', rememberOpen: false, items: generalFaqs(dealer) },
    ],
    meta: { description: `Answers to common questions about buying, trading and servicing with ${dealer.tenant.name}.` },
  }
}

function terms(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return textPage(
    'Terms and Conditions',
    'terms-and-conditions',
    `The terms of use of the ${name} website.`,
    doc(
      h2('Using this website'),
      p(`This website is operated by ${name}. By using it you agree to these terms. We may update them from time to time, and the version published here applies.`),
      h3('Vehicle information and pricing'),
      p('We take care to keep vehicle details, photos, features and prices accurate, but errors can occur and stock can sell at any time. Please confirm the price, specifications and availability with us before you buy.'),
      p('Drive-away prices include registration, compulsory third-party insurance and stamp duty for a private buyer unless stated otherwise. Offers are for a limited time, while stocks last, and may be withdrawn.'),
      h3('Finance'),
      p('Repayment examples are estimates only and are not an offer of credit. Approval is subject to the lender\'s credit criteria; fees, charges, terms and conditions apply.'),
      h3('Your consumer rights'),
      p('Nothing in these terms excludes any right you have under the Australian Consumer Law.'),
      h3('Governing law'),
      p(`These terms are governed by the laws of ${PROFILES[dealer.tenant.slug].state}.`),
    ),
  )
}

function privacy(dealer: Dealer): PageData {
  const { name, contact } = dealer.tenant
  return textPage(
    'Privacy Policy',
    'privacy-policy',
    `How ${name} collects, uses and protects your personal information.`,
    doc(
      h2('Your privacy'),
      p(`${name} is bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains how we handle your personal information.`),
      h3('What we collect'),
      ul(
        'Your name and contact details when you make an enquiry, book a test drive or a service',
        "Details of the vehicle you own or want to trade, and your driver licence when you test drive",
        'Information needed to arrange finance or insurance, with your consent',
        'How you use this website, through cookies and similar technologies',
      ),
      h3('How we use it'),
      p('We use your information to answer your enquiry, sell and service your vehicle, arrange finance and, if you agree, tell you about offers. You can opt out of marketing at any time.'),
      h3('Who we share it with'),
      p('We share information only as needed with manufacturers, finance and insurance providers, and service providers who help us run our business, or where the law requires it.'),
      h3('Access, correction and complaints'),
      p('To see or correct the information we hold about you, or to make a complaint, email ', link(`mailto:${contact?.email}`, contact?.email ?? ''), '. If you are not satisfied with our response you can contact the ', link('https://www.oaic.gov.au', 'Office of the Australian Information Commissioner', true), '.'),
    ),
  )
}

function careers(dealer: Dealer): PageData {
  const profile = PROFILES[dealer.tenant.slug]
  return textPage(
    'Careers',
    'careers',
    `Jobs and apprenticeships at ${dealer.tenant.name}.`,
    doc(
      h2(`Work with ${dealer.tenant.name}`),
      p('We look for people who enjoy helping others and take pride in their work, and we back them with training and a long-term career path.'),
      h3('Current opportunities'),
      ul(...profile.roles.map((role): (string | ReturnType<typeof bold>)[] => [bold(role.title), `: ${role.summary}`])),
      p('To apply, email your résumé and a short note about yourself to ', link(`mailto:${profile.careersEmail}`, profile.careersEmail), '.'),
    ),
  )
}

/** Each site's hours as its location record has them, so the contact page and the hours panels agree. */
function openingHours(dealer: Dealer) {
  const lines = LOCATIONS[dealer.tenant.slug].flatMap((site) => {
    const week = weekInCopy(site)
    return week ? [[bold(site.name), `: ${week}`]] : []
  })
  const note = PROFILES[dealer.tenant.slug].hoursNote
  return note ? [ul(...lines), p(note)] : [ul(...lines)]
}

function contactPage(dealer: Dealer): PageData {
  const profile = PROFILES[dealer.tenant.slug]
  const c = dealer.tenant.contact ?? {}
  const phones = [
    c.phone ? ['Main line: ', tel(c.phone)] : null,
    c.phoneNew ? ['New cars: ', tel(c.phoneNew)] : null,
    c.phoneUsed ? ['Used cars: ', tel(c.phoneUsed)] : null,
    c.phoneDemo ? ['Demo cars: ', tel(c.phoneDemo)] : null,
  ].filter((row): row is [string, ReturnType<typeof tel>] => row !== null)
  return textPage(
    'Contact Us',
    'contact',
    `Phone numbers, email, address and opening hours for ${dealer.tenant.name}.`,
    doc(
      h2('Call us'),
      ul(...phones),
      p('Email: ', link(`mailto:${c.email}`, c.email ?? '')),
      h2(profile.sites.length > 1 ? 'Our locations' : 'Find us'),
      ul(...profile.sites.map((site) => [bold(site.name), `: ${site.address}${site.note ? ` (${site.note})` : ''}`])),
      h3('Opening hours'),
      ...openingHours(dealer),
      p(`Dealer licence: ${licenceLine(dealer)}`),
    ),
  )
}

/** Every page of the dealer, as data (pure, so its copy can be checked without a database). */
export function dealerPages(dealer: Dealer, media: Record<MediaRole, { id: number }>): PageData[] {
  return [
    withPresenceBlocks(dealer, HOME_PAGES[dealer.tenant.slug]({ dealer, media })),
    aboutUs(dealer),
    faqs(dealer),
    terms(dealer),
    privacy(dealer),
    careers(dealer),
    { ...contactPage(dealer), layout: [...(contactPage(dealer).layout ?? []), enquiryFormBlock()] } as PageData,
    ...featurePages(dealer),
    ...presencePages(dealer, media),
    ...linkedPages(dealer),
  ]
}

/** Creates (or finds) every page of the dealer, published. */
export async function seedDealerPages(api: SeedApi, dealer: Dealer, tenantId: number, media: Record<MediaRole, { id: number }>): Promise<void> {
  for (const page of dealerPages(dealer, media)) {
    await findOrCreate(
      api,
      'pages',
      { and: [{ tenant: { equals: tenantId } }, { slug: { equals: page.slug } }] },
      { ...page, tenant: tenantId, _status: 'published' },
    )
  }
}
