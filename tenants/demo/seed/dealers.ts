/**
 * The three fictional demo dealers: identity, hosts, theme, contact details and settings.
 *
 * Slugs are fixed (tests and the README rely on them). Phone numbers are in ACMA's range reserved for
 * fiction ((0x) 5550 xxxx), so a demo visitor can never ring a real business. Settings list only what
 * the dealer sets on purpose; everything else takes its default from tenants/settings.ts.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

export type DealerSlug = 'harbour-city' | 'bayside-mazda' | 'outback-used'

/** The tenant record minus the logo, which is uploaded after the tenant exists (media needs a tenant). */
type TenantSeed = RequiredDataFromCollectionSlug<'tenants'> & { slug: DealerSlug }

export type Dealer = {
  tenant: TenantSeed
  /** Short place name used in copy ("on the Gold Coast"). */
  region: string
  /** The makes sold new; empty for a used-only dealer. */
  newMakes: string[]
}

/**
 * The demo dealers' just-arrived tag. The default ('New') reads as a car type on a used car ("NEW" on
 * a 2016 HiLux with 89,000 km), so every demo dealer names it for what it means.
 */
export const JUST_ARRIVED_TAG = 'Just arrived'

export const HARBOUR_CITY: Dealer = {
  region: 'the Gold Coast and Tweed',
  newMakes: ['Toyota', 'Hyundai', 'Kia', 'Ford'],
  tenant: {
    name: 'Harbour City Motor Group',
    slug: 'harbour-city',
    template: 'dealer-group',
    domains: [{ domain: 'harbourcitymotors.com.au' }, { domain: 'www.harbourcitymotors.com.au' }],
    theme: {
      primaryColor: '#0a4a7a',
      onPrimaryColor: '#ffffff',
      accentColor: '#f2a900',
      backgroundColor: '#ffffff',
      textColor: '#16212c',
      headingFont: 'geometric',
      bodyFont: 'system',
    },
    contact: {
      phone: '(07) 5550 1000',
      email: 'sales@harbourcitymotors.com.au',
      // The group's sales lines, used where a car's location has no number of its own: none of them is
      // a location's number (a car's page shows its location's number first).
      phoneNew: '(07) 5550 1070',
      phoneUsed: '(07) 5550 1080',
      phoneDemo: '(07) 5550 1090',
      dealerLicences: [
        { state: 'QLD', number: '3412877' },
        { state: 'NSW', number: 'MD045821' },
      ],
    },
    settings: {
      features: { compare: true, reserve: true, buyOnline: true, offersSubscription: true },
      // Reserve at /cars/{slug}/checkout with the default $200 deposit (capped at 10% in NSW).
      reservation: { moneyBackGuarantee: true },
      // The group's branded My Garage (a route of its own, like /mymotorama).
      accounts: { garagePath: 'myharbourcity' },
      display: { evTag: true, seriesDisplay: true, justArrivedTagName: JUST_ARRIVED_TAG },
      stock: { stockInStockOnly: false, pageSize: 21 },
      finance: { financeProvider: 'taurus' },
      adFeeds: { googleVehicleAdsFeed: true, metaVehiclesFeed: true },
    },
  },
}

export const BAYSIDE_MAZDA: Dealer = {
  region: "Melbourne's bayside",
  newMakes: ['Mazda'],
  tenant: {
    name: 'Bayside Mazda',
    slug: 'bayside-mazda',
    template: 'franchise',
    domains: [{ domain: 'baysidemazda.com.au' }],
    theme: {
      primaryColor: '#8c1c2b',
      onPrimaryColor: '#ffffff',
      accentColor: '#3d4650',
      backgroundColor: '#f7f7f5',
      textColor: '#1c1c1e',
      headingFont: 'humanist',
      bodyFont: 'humanist',
    },
    contact: {
      phone: '(03) 5550 3000',
      email: 'hello@baysidemazda.com.au',
      phoneNew: '(03) 5550 3010',
      phoneUsed: '(03) 5550 3020',
      phoneDemo: '(03) 5550 3010',
      dealerLicences: [{ state: 'VIC', number: 'LMCT 11923' }],
    },
    settings: {
      // stockMakes stays empty on purpose: a franchise also sells trade-ins of every make.
      features: { favourites: true, compare: true, reserve: true },
      // This site reserves at /cars/{slug}/buy-online (its /checkout is a 404).
      reservation: { reservePath: 'buy-online', depositAmount: 500 },
      display: { phoneRevealedByDefault: true, justArrivedTagName: JUST_ARRIVED_TAG },
      stock: { stockMakes: [] },
      finance: { financeProvider: 'manual', financeLink: '/mazda-finance-page' },
      adFeeds: { googleVehicleAdsFeed: true, metaVehiclesFeed: true },
    },
  },
}

export const OUTBACK_USED: Dealer = {
  region: 'Broken Hill and the Far West',
  newMakes: [],
  tenant: {
    name: 'Outback Used Cars & Caravans',
    slug: 'outback-used',
    template: 'used-specialist',
    domains: [{ domain: 'outbackusedcars.com.au' }],
    theme: {
      primaryColor: '#8a3b12',
      onPrimaryColor: '#fffaf2',
      accentColor: '#d98e04',
      backgroundColor: '#fffaf2',
      textColor: '#2b1d14',
      headingFont: 'industrial',
      bodyFont: 'system',
    },
    contact: {
      phone: '(08) 5550 2000',
      email: 'sales@outbackusedcars.com.au',
      phoneUsed: '(08) 5550 2020',
      dealerLicences: [{ state: 'NSW', number: 'MD078314' }],
    },
    settings: {
      features: { tradeIn: true, compare: true, reserve: true },
      display: { noPriceText: 'Call for price.', justArrivedTagName: JUST_ARRIVED_TAG },
      stock: { stockUsedOnly: true, promoCardPositions: [9], promoCardRandomOffset: true },
      finance: { financeProvider: 'angle' },
      adFeeds: { googleVehicleAdsFeed: true, metaVehiclesFeed: true },
      // The demo's site with an agency's tags: the consent banner asks before any of them loads.
      marketing: { googleAdsLeadValue: 40, googleAdsTestDriveValue: 80, googleAdsReservationValue: 500 },
      tags: {
        gtmId: 'GTM-OUTBK01',
        ga4Id: 'G-OUTBACK123',
        googleAdsId: 'AW-1234567890',
        googleAdsLeadLabel: 'demoLeadLbl',
        googleAdsTestDriveLabel: 'demoDriveLbl',
        googleAdsReservationLabel: 'demoRsvLbl',
        metaPixelId: '1234567890123456',
      },
    },
  },
}

export const DEALERS: Dealer[] = [HARBOUR_CITY, BAYSIDE_MAZDA, OUTBACK_USED]

/** "QLD 3412877 · NSW MD045821": the licence line printed in footers and on the contact page. */
export const licenceLine = (dealer: Dealer): string =>
  (dealer.tenant.contact?.dealerLicences ?? []).map((l) => `${l.state} ${l.number}`).join(' · ')
