/**
 * Tenant site settings: the one place a per-dealer switch, label or limit is declared.
 *
 * Each entry gives its type, default, bounds and admin label once; both the zod schema (used by the
 * admin hook, the seed and the site) and the Payload fields of the tenant's `settings` group are
 * derived from this table. A feature that is "on some sites" in the spec becomes a row here, never a
 * list of dealer slugs in code.
 */
import { z } from '@/domain/validation/zod'

import { FINANCE_PROVIDERS } from './financeProviders'
import { CHAT_VENDOR_OPTIONS } from '@/domain/marketing/tags'

type BooleanSetting = { kind: 'boolean'; default: boolean; label: string; description?: string }
type IntegerSetting = {
  kind: 'integer'
  default: number
  min: number
  max: number
  label: string
  description?: string
}
type TextSetting = {
  kind: 'text'
  default: string
  maxLength: number
  label: string
  description?: string
  pattern?: { regex: RegExp; message: string }
  /** May be left empty (an empty string means "not set"). */
  optional?: boolean
}
type SelectSetting<T extends string = string> = {
  kind: 'select'
  default: T
  options: readonly { value: T; label: string }[]
  label: string
  description?: string
}
type IntegerListSetting = {
  kind: 'integerList'
  default: number[]
  min: number
  max: number
  maxItems: number
  label: string
  description?: string
}
type TextListSetting = {
  kind: 'textList'
  default: string[]
  maxItems: number
  label: string
  description?: string
  /** Every entry must match (e.g. a state deposit cap 'NSW:10%'). */
  pattern?: { regex: RegExp; message: string }
}
export type SettingDefinition =
  | BooleanSetting
  | IntegerSetting
  | TextSetting
  | SelectSetting
  | IntegerListSetting
  | TextListSetting

/** A tag's id: empty means the tag is not set up. */
const tagId = (label: string, regex: RegExp, message: string): TextSetting => ({ kind: 'text', default: '', maxLength: 40, optional: true, label, pattern: { regex, message } })
const paused = (what: string): BooleanSetting => ({ kind: 'boolean', default: false, label: `Pause: ${what}`, description: 'Kept set up, but not loaded on the site.' })
const adsLabel = (what: string): TextSetting => ({
  kind: 'text',
  default: '',
  maxLength: 40,
  optional: true,
  label: `Google Ads conversion label: ${what}`,
  description: 'The label after the slash in the conversion’s send_to (AW-123456789/label). Empty: no conversion fires for it.',
  pattern: { regex: /^([A-Za-z0-9_-]{4,40})?$/, message: 'Use the label as Google Ads shows it: letters, digits, - and _.' },
})

/** Groups keep the admin readable: each becomes a collapsible group inside the Settings tab. */
export const SETTING_GROUPS = {
  features: {
    label: 'Shopper features',
    settings: {
      favourites: { kind: 'boolean', default: true, label: 'Favourites' },
      compare: { kind: 'boolean', default: false, label: 'Compare vehicles' },
      compareUsedOnly: {
        kind: 'boolean',
        default: false,
        label: 'Compare used cars only',
        description: 'Hide the compare control on new and demo cars.',
      },
      watchlist: { kind: 'boolean', default: true, label: 'Watchlist (signed-in shoppers)' },
      reserve: { kind: 'boolean', default: false, label: 'Reserve with a deposit' },
      buyOnline: { kind: 'boolean', default: false, label: 'Buy online (checkout journey)' },
      tradeIn: { kind: 'boolean', default: true, label: 'Trade-in valuation' },
      print: { kind: 'boolean', default: true, label: 'Printable vehicle page' },
      garage: { kind: 'boolean', default: true, label: 'My Garage (saved, favourite and viewed cars)' },
      offersSubscription: { kind: 'boolean', default: false, label: 'Offers subscription pricing' },
    },
  },
  comparePage: {
    label: 'Compare page',
    settings: {
      compareHeading: {
        kind: 'text',
        default: 'Compare cars',
        maxLength: 60,
        label: 'Compare page heading',
        description: 'The heading of /compare, where shoppers see up to four cars side by side (when Compare vehicles is on).',
      },
      compareEmptyText: {
        kind: 'text',
        default:
          'You have not picked any cars to compare yet. Tap the compare button on up to four cars, in our search results or on a car’s own page, then choose Compare to see them side by side.',
        maxLength: 300,
        label: 'Compare page text with no cars picked',
      },
    },
  },
  phone: {
    label: 'Phones: header and popups',
    settings: {
      headerSearchLabel: {
        kind: 'text',
        default: 'Search stock',
        maxLength: 30,
        label: "Header search button's name",
        description: 'Read out by screen readers for the magnifier button in the phone header.',
      },
      headerSearchPath: {
        kind: 'text',
        default: '/search/new-used-and-demo-cars',
        maxLength: 120,
        label: 'Header search button address',
        pattern: { regex: /^\/[^\s]*$/, message: 'Use a site path starting with /, for example /search/used-cars.' },
      },
      phonePopupDelaySeconds: {
        kind: 'integer',
        default: 8,
        min: 0,
        max: 300,
        label: 'On phones, popups open after (seconds)',
        description: 'Phones never open a popup on arrival: it waits this long, or for the first scroll, then rises as a bottom sheet. 0: only after a scroll (and with scrolling off too, never on phones).',
      },
      phonePopupOnScroll: {
        kind: 'boolean',
        default: true,
        label: 'On phones, popups may open on the first scroll',
      },
    },
  },
  display: {
    label: 'Vehicle display',
    settings: {
      seriesDisplay: {
        kind: 'boolean',
        default: false,
        label: 'Show series in vehicle names',
        description: 'Breadcrumbs and titles use the full name including series.',
      },
      evTag: { kind: 'boolean', default: false, label: 'Electric / Hybrid / PHEV tag on cards' },
      phoneRevealedByDefault: { kind: 'boolean', default: false, label: 'Phone number revealed by default' },
      showUnregisteredText: {
        kind: 'boolean',
        default: false,
        label: "Show 'Unregistered' for a past rego expiry",
      },
      noPriceText: { kind: 'text', default: 'Enquire for price.', maxLength: 60, label: 'No-price text' },
      justArrivedDays: {
        kind: 'integer',
        default: 8,
        min: 0,
        max: 90,
        label: 'Just-arrived window (days)',
      },
      justArrivedTagName: { kind: 'text', default: 'New', maxLength: 30, label: 'Just-arrived tag' },
      soldTagName: { kind: 'text', default: 'JUST SOLD', maxLength: 30, label: 'Sold tag' },
      similarSameBody: {
        kind: 'boolean',
        default: false,
        label: 'Similar cars: same body type only',
        description: 'On the vehicle page, suggest only cars of the same body type.',
      },
      caravanTestDriveLabel: {
        kind: 'text',
        default: 'Book an Inspection',
        maxLength: 40,
        label: "Caravans: the test drive button's label",
        description: 'A caravan is inspected, not driven: its page shows this instead of Book a Test Drive.',
      },
    },
  },
  stock: {
    label: 'Stock and search',
    settings: {
      soldWindowDays: {
        kind: 'integer',
        default: 3,
        min: 0,
        max: 60,
        label: 'Sold window (days)',
        description: 'Sold cars stay visible for this many days after their sold date.',
      },
      pageSize: { kind: 'integer', default: 21, min: 6, max: 60, label: 'Results per page' },
      popularMakesCount: { kind: 'integer', default: 7, min: 1, max: 40, label: 'Makes shown before Show all makes' },
      promoCardPositions: {
        kind: 'integerList',
        default: [8, 17],
        min: 0,
        max: 200,
        maxItems: 6,
        label: 'Promo card positions in used-only results',
      },
      promoCardRandomOffset: {
        kind: 'boolean',
        default: false,
        label: 'Randomise the promo card position (0 to 2 after the first position)',
      },
      stockUsedOnly: { kind: 'boolean', default: false, label: 'Stock filter: used cars only' },
      stockInStockOnly: { kind: 'boolean', default: false, label: 'Stock filter: in stock only' },
      stockCertifiedOnly: { kind: 'boolean', default: false, label: 'Stock filter: certified only' },
      stockMakes: {
        kind: 'textList',
        default: [],
        maxItems: 40,
        label: 'Stock filter: only these makes',
        description: 'Leave empty for every make.',
      },
      priceAscExcludesZero: {
        kind: 'boolean',
        default: false,
        label: 'Lowest-price sort hides cars without a price',
      },
      searchSynonyms: {
        kind: 'textList',
        // Sensible defaults for Australian car shoppers; each dealer edits its own list.
        default: ['ute, pickup, utility', '4x4, 4wd, awd', 'auto, automatic', 'manual, man', 'hatch, hatchback', 'wagon, estate', 'suv, 4wd', 'hybrid, phev, hev', 'ev, electric'],
        maxItems: 100,
        label: 'Search synonyms',
        description: 'One group per entry, words separated by commas: a shopper typing any of them finds cars with any of them (ute, pickup).',
        pattern: { regex: /^[^,/|]+([,/|][^,/|]+)+$/, message: 'Write at least two words or phrases separated by commas, for example: ute, pickup.' },
      },
    },
  },
  adFeeds: {
    label: 'Ad feeds (Google, Meta)',
    settings: {
      googleVehicleAdsFeed: {
        kind: 'boolean',
        default: false,
        label: 'Google vehicle ads feed',
        description: 'Publishes /feeds/google-vehicle-ads.tsv for Google Merchant Center; each location needs its Google store code.',
      },
      metaVehiclesFeed: {
        kind: 'boolean',
        default: false,
        label: 'Meta automotive catalog feed',
        description: "Publishes /feeds/meta-vehicles.csv for Meta's automotive inventory ads.",
      },
    },
  },
  finance: {
    label: 'Finance',
    settings: {
      financeProvider: {
        kind: 'select',
        default: 'manual',
        options: FINANCE_PROVIDERS,
        label: 'Finance provider',
      },
      financeLink: {
        kind: 'text',
        default: '/finance',
        maxLength: 120,
        label: 'Finance page link',
        pattern: { regex: /^\/[a-z0-9\-/]*$/, message: 'Use a site path starting with /, for example /finance.' },
      },
      financeSummaryHidden: {
        kind: 'boolean',
        default: false,
        label: 'Never show finance summaries',
        description: 'Hides the finance summary strips on every vehicle of this site.',
      },
      financeSummaryHiddenMakes: {
        kind: 'textList',
        default: ['Suzuki'],
        maxItems: 40,
        label: 'Makes that never show finance summaries',
      },
      financeSummaryHiddenDealerships: {
        kind: 'textList',
        default: [],
        maxItems: 40,
        label: 'Dealerships that never show finance summaries',
        description: 'Dealership slugs or names; their vehicles show no finance summary.',
      },
    },
  },
  presence: {
    label: 'Locations, reviews and maps',
    settings: {
      reviewMinimumRating: {
        kind: 'integer',
        default: 4,
        min: 0,
        max: 5,
        label: 'Minimum rating to show stars',
        description: 'A location shows its star rating only when its average is above this.',
      },
      reviewsHidden: { kind: 'boolean', default: false, label: 'Hide review ratings' },
      mapProvider: {
        kind: 'select',
        default: 'none',
        options: [
          { value: 'none', label: 'No interactive map (location card with Get Directions)' },
          { value: 'google-embed', label: 'Google Maps embed' },
        ],
        label: 'Map service',
      },
      mapKey: {
        kind: 'text',
        default: '',
        maxLength: 120,
        optional: true,
        label: 'Map key',
        description: 'The browser key of the map service (restricted to this site). Empty: no interactive map.',
        pattern: { regex: /^[A-Za-z0-9_-]*$/, message: 'Use the key exactly as the map service issued it (letters, digits, - and _).' },
      },
    },
  },
  accounts: {
    label: 'Shopper sign-in and gated pages',
    settings: {
      gateCheckout: {
        kind: 'boolean',
        default: true,
        label: 'Reserve / checkout needs sign-in',
        description: 'Online payment, My Garage and the my-* pages always need sign-in.',
      },
      gateCarFinance: { kind: 'boolean', default: false, label: 'Personalised car finance needs sign-in' },
      gateFinancePage: { kind: 'boolean', default: false, label: 'The finance page needs sign-in' },
      gateSpinToWin: { kind: 'boolean', default: false, label: 'Spin to win needs sign-in' },
      gateTradeIn: { kind: 'boolean', default: false, label: 'Trade-in valuation needs sign-in' },
      gateSellMyCar: { kind: 'boolean', default: false, label: 'Sell my car needs sign-in' },
      garagePath: {
        kind: 'text',
        default: '',
        maxLength: 40,
        optional: true,
        label: 'Branded garage address',
        description: "A group's own name for My Garage, e.g. mymotorama: /{this} shows My Garage and needs sign-in. Empty: /my-garage only.",
        pattern: { regex: /^(my[a-z0-9-]+)?$/, message: "Use one lower-case word starting with 'my', for example mymotorama." },
      },
      smsSender: {
        kind: 'text',
        default: '',
        maxLength: 11,
        optional: true,
        label: 'SMS sender name',
        description: 'Up to 11 letters or digits; empty sends from the shared number.',
        pattern: { regex: /^[A-Za-z0-9 ]*$/, message: 'Use letters, digits and spaces only.' },
      },
    },
  },
  reservation: {
    label: 'Reservations and buying online',
    settings: {
      reservePath: {
        kind: 'select',
        default: 'checkout',
        options: [
          { value: 'checkout', label: '/cars/{slug}/checkout' },
          { value: 'buy-online', label: '/cars/{slug}/buy-online' },
        ],
        label: 'Reservation address',
      },
      depositAmount: {
        kind: 'integer',
        default: 200,
        min: 0,
        max: 100_000,
        label: 'Reservation deposit ($)',
        description: '0 hides the reserve button (a zero deposit is never shown).',
      },
      depositCaps: {
        kind: 'textList',
        default: ['NSW:10%'],
        maxItems: 8,
        label: 'Deposit caps by state',
        description: "One per state, e.g. 'NSW:10%' (of the price) or 'VIC:$500'.",
        pattern: {
          regex: /^(NSW|VIC|QLD|SA|WA|TAS|ACT|NT):(\d{1,2}(\.\d+)?%|\$\d{1,6})$/,
          message: "Write a cap as STATE:10% or STATE:$500 (states NSW, VIC, QLD, SA, WA, TAS, ACT, NT).",
        },
      },
      holdHours: { kind: 'integer', default: 48, min: 1, max: 336, label: 'Hours a reserved car is held' },
      reserveCarTypes: {
        kind: 'textList',
        default: ['new', 'used', 'demo'],
        maxItems: 3,
        label: 'Car types that can be reserved or bought online',
        pattern: { regex: /^(new|used|demo)$/, message: 'Use new, used or demo.' },
      },
      moneyBackGuarantee: {
        kind: 'boolean',
        default: false,
        label: '48-hour money-back guarantee on used cars (copy on the reservation page)',
      },
    },
  },
  forms: {
    label: 'Forms and leads',
    settings: {
      enquiryMessageRequired: { kind: 'boolean', default: true, label: 'Enquiry message required' },
      termsAgreementRequired: {
        kind: 'boolean',
        default: false,
        label: 'Terms agreement checkbox on forms',
        description: 'Shoppers must tick it before an enquiry, test drive, trade-in or instant offer is sent.',
      },
      termsLabel: {
        kind: 'text',
        default: 'I agree to the <a href="/terms-and-conditions">terms of use</a>.',
        maxLength: 300,
        label: 'Terms checkbox label',
        description: 'May contain <a href="...">links</a>, <strong> and <em>; other markup is shown as text.',
      },
      marketingConsentLabel: {
        kind: 'text',
        default: 'Keep me up to date with news and offers',
        maxLength: 200,
        label: 'Marketing consent checkbox label',
        description: 'Shown unticked on every lead form; each lead keeps the wording the shopper saw.',
      },
      serviceIntervalRequired: { kind: 'boolean', default: true, label: 'Service interval required on service bookings' },
      serviceTermsNote: { kind: 'boolean', default: false, label: 'Terms agreement note on service bookings' },
      instantOfferImages: { kind: 'boolean', default: true, label: 'Photo step in the instant offer' },
      leadAutoReply: {
        kind: 'boolean',
        default: false,
        label: 'Email the shopper an instant auto-reply',
        description: 'Sent once per lead, after the lead reaches the dealer.',
      },
      analyticsDataLayer: {
        kind: 'boolean',
        default: false,
        label: 'Push form events to a dataLayer (Google Tag Manager)',
      },
      dataLayerName: {
        kind: 'text',
        default: 'dataLayer',
        maxLength: 40,
        label: 'dataLayer variable name',
        pattern: { regex: /^[A-Za-z_$][A-Za-z0-9_$]*$/, message: 'Use a JavaScript variable name, for example dataLayer.' },
      },
    },
  },
  marketing: {
    label: 'Marketing and ads',
    settings: {
      googleAdsLeadConversion: {
        kind: 'text',
        default: 'Website lead',
        maxLength: 100,
        label: 'Google Ads conversion: enquiries and other leads',
        description: 'The conversion action’s name in Google Ads, as the offline conversions export (Leads › Google Ads conversions) names it.',
      },
      googleAdsLeadValue: { kind: 'integer', default: 0, min: 0, max: 1_000_000, label: 'Value of a lead (AUD)', description: '0 leaves the value out of the export.' },
      googleAdsTestDriveConversion: {
        kind: 'text',
        default: 'Test drive booked',
        maxLength: 100,
        label: 'Google Ads conversion: test drives',
        description: 'The conversion action’s name in Google Ads, as the offline conversions export (Leads › Google Ads conversions) names it.',
      },
      googleAdsTestDriveValue: { kind: 'integer', default: 0, min: 0, max: 1_000_000, label: 'Value of a test drive (AUD)', description: '0 leaves the value out of the export.' },
      googleAdsReservationConversion: {
        kind: 'text',
        default: 'Vehicle reserved',
        maxLength: 100,
        label: 'Google Ads conversion: reservations and online purchases',
        description: 'The conversion action’s name in Google Ads, as the offline conversions export (Leads › Google Ads conversions) names it.',
      },
      googleAdsReservationValue: { kind: 'integer', default: 0, min: 0, max: 1_000_000, label: 'Value of a reservation (AUD)', description: '0 leaves the value out of the export.' },
    },
  },
  tags: {
    label: 'Marketing tags',
    settings: {
      gtmId: tagId('Google Tag Manager container', /^(GTM-[A-Z0-9]{4,12})?$/, 'Use the container id as Tag Manager shows it, for example GTM-ABC1234.'),
      gtmPaused: paused('Google Tag Manager'),
      ga4Id: tagId('Google Analytics 4 measurement id', /^(G-[A-Z0-9]{4,16})?$/, 'Use the measurement id as Google Analytics shows it, for example G-ABC123DEF4.'),
      ga4Paused: paused('Google Analytics 4'),
      googleAdsId: tagId('Google Ads conversion id', /^(AW-\d{6,14})?$/, 'Use the conversion id as Google Ads shows it, for example AW-123456789.'),
      googleAdsLeadLabel: adsLabel('an enquiry or other lead'),
      googleAdsTestDriveLabel: adsLabel('a test drive'),
      googleAdsReservationLabel: adsLabel('a reservation or online purchase'),
      googleAdsPaused: paused('Google Ads conversion tracking'),
      metaPixelId: tagId('Meta pixel id', /^(\d{10,20})?$/, 'Use the pixel id as Meta Events Manager shows it: 10 to 20 digits.'),
      metaPixelPaused: paused('The Meta pixel'),
      clarityId: tagId('Microsoft Clarity project id', /^([a-z0-9]{6,16})?$/, 'Use the project id as Clarity shows it: lower-case letters and digits.'),
      clarityPaused: paused('Microsoft Clarity'),
      chatVendor: {
        kind: 'select',
        default: 'none',
        options: CHAT_VENDOR_OPTIONS,
        label: 'Chat widget',
        description: 'Only these vendors: each one’s script and connection addresses are known to Forecourt, so the site allows them and nothing else.',
      },
      chatId: tagId('Chat widget account id', /^([A-Za-z0-9_-]{3,40}(\/[A-Za-z0-9_-]{1,40})?)?$/, 'Use the id the chat vendor gave you (letters, digits, - and _; Tawk.to: property/widget).'),
      chatPaused: paused('The chat widget'),
      tagsStartAfterSeconds: {
        kind: 'integer',
        default: 5,
        min: 0,
        max: 30,
        label: 'Tags start after the page has been quiet for (seconds)',
        description: 'Tags start at the shopper’s first touch, scroll or key, or once the page has loaded and run no long task for this long (5 s is how Lighthouse finds a page interactive): they never slow the page’s first paint or first response.',
      },
    },
  },
  consent: {
    label: 'Cookie consent',
    settings: {
      consentMode: {
        kind: 'select',
        default: 'ask-first',
        options: [
          { value: 'ask-first', label: 'Ask first: no analytics or marketing tag loads until the shopper allows it' },
          { value: 'notice-only', label: 'Notice only: tags load unless the shopper turns them off' },
        ],
        label: 'Consent',
        description: 'A browser sending Global Privacy Control is always treated as a no to marketing.',
      },
      consentTitle: { kind: 'text', default: 'Your privacy choices', maxLength: 80, label: 'Banner heading' },
      consentText: {
        kind: 'text',
        default: 'We use cookies to run this site, to see how it is used (analytics) and to show you relevant ads elsewhere (marketing). Choose what you allow; you can change it any time from Privacy choices at the foot of every page.',
        maxLength: 600,
        label: 'Banner text (ask first)',
      },
      consentNoticeText: {
        kind: 'text',
        default: 'We use cookies for analytics and to show you relevant ads elsewhere. You can turn them off here or any time from Privacy choices at the foot of every page.',
        maxLength: 600,
        label: 'Banner text (notice only)',
      },
      consentAcceptLabel: { kind: 'text', default: 'Accept all', maxLength: 40, label: 'Accept button' },
      consentRejectLabel: { kind: 'text', default: 'Necessary only', maxLength: 40, label: 'Decline button' },
      consentSaveLabel: { kind: 'text', default: 'Save my choices', maxLength: 40, label: 'Save button' },
      consentLinkLabel: { kind: 'text', default: 'Privacy choices', maxLength: 40, label: 'Footer link' },
    },
  },
  media: {
    label: 'Images',
    settings: {
      maxImageKB: {
        kind: 'integer',
        default: 1500,
        min: 300,
        max: 8000,
        label: 'Largest image after resizing (KB)',
        description: 'Uploads are resized to fit 2,560 px and saved as WebP; one still heavier than this is refused, so pages stay quick on a phone.',
      },
    },
  },
} as const satisfies Record<string, { label: string; settings: Record<string, SettingDefinition> }>

type Groups = typeof SETTING_GROUPS
type ValueOf<D> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'integer' }
    ? number
    : D extends { kind: 'select'; options: readonly { value: infer V }[] }
      ? V
      : D extends { kind: 'text' }
        ? string
        : D extends { kind: 'integerList' }
          ? number[]
          : D extends { kind: 'textList' }
            ? string[]
            : never
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never
type FlatSettings = UnionToIntersection<
  { [G in keyof Groups]: { [K in keyof Groups[G]['settings']]: ValueOf<Groups[G]['settings'][K]> } }[keyof Groups]
>
/** The resolved settings of a tenant: every key present, defaults filled in. */
export type TenantSettings = { [K in keyof FlatSettings]: FlatSettings[K] }

/** Every setting by key, whatever its group. */
export const SETTING_DEFINITIONS: Record<string, SettingDefinition> = Object.fromEntries(
  Object.values(SETTING_GROUPS).flatMap((group) => Object.entries(group.settings)),
)

function zodFor(def: SettingDefinition): z.ZodType {
  switch (def.kind) {
    case 'boolean':
      return z.boolean({ error: 'Choose on or off.' })
    case 'integer':
      return z
        .number({ error: 'Enter a whole number.' })
        .int('Enter a whole number.')
        .min(def.min, `Must be ${def.min} or more.`)
        .max(def.max, `Must be ${def.max} or less.`)
    case 'text': {
      let s = z
        .string({ error: 'Enter some text.' })
        .trim()
        .min(def.optional ? 0 : 1, 'This field cannot be empty.')
        .max(def.maxLength, `Use ${def.maxLength} characters or fewer.`)
      if (def.pattern) s = s.regex(def.pattern.regex, def.pattern.message)
      return s
    }
    case 'select': {
      const values = def.options.map((o) => o.value)
      return z.string().refine((v) => values.includes(v), { message: `Choose one of: ${values.join(', ')}.` })
    }
    case 'integerList':
      return z
        .array(
          z
            .number()
            .int('Positions are whole numbers.')
            .min(def.min, `Each value must be ${def.min} or more.`)
            .max(def.max, `Each value must be ${def.max} or less.`),
        )
        .max(def.maxItems, `At most ${def.maxItems} values.`)
    case 'textList':
    {
      let entry = z.string().trim().min(1, 'Remove empty entries.').max(60)
      if (def.pattern) entry = entry.regex(def.pattern.regex, def.pattern.message)
      return z.array(entry).max(def.maxItems, `At most ${def.maxItems} entries.`)
    }
  }
}

/**
 * The settings schema. Missing keys and nulls (a field never saved) take their defaults, so older
 * tenant records keep working when a later issue adds a setting.
 */
export const tenantSettingsSchema = z.object(
  Object.fromEntries(
    Object.entries(SETTING_DEFINITIONS).map(([key, def]) => [
      key,
      z.preprocess((v) => (v === null || v === undefined ? def.default : v), zodFor(def)),
    ]),
  ),
) as unknown as z.ZodType<TenantSettings>

export const DEFAULT_TENANT_SETTINGS: TenantSettings = tenantSettingsSchema.parse({})

/** Flattens the admin's grouped shape ({ features: {...}, display: {...} }) into one settings object. */
function flattenSettingsGroups(grouped: unknown): Record<string, unknown> {
  const flat: Record<string, unknown> = {}
  if (!grouped || typeof grouped !== 'object') return flat
  for (const groupName of Object.keys(SETTING_GROUPS)) {
    const group = (grouped as Record<string, unknown>)[groupName]
    if (group && typeof group === 'object') Object.assign(flat, group)
  }
  return flat
}

/** Resolves a tenant's stored settings group to a complete, typed settings object. */
export function resolveTenantSettings(grouped: unknown): TenantSettings {
  const parsed = tenantSettingsSchema.safeParse(flattenSettingsGroups(grouped))
  // A record that fails the schema cannot be saved (see the tenants hook), so a failure here means a
  // row written outside Payload; fall back to defaults rather than break every page of the site.
  return parsed.success ? parsed.data : DEFAULT_TENANT_SETTINGS
}

export type SettingsIssue = { path: string; message: string }

/** Validates the admin's grouped settings; returns issues with the admin field path of each. */
export function validateSettingsGroups(grouped: unknown): SettingsIssue[] {
  const issues: SettingsIssue[] = []
  for (const [groupName, group] of Object.entries(SETTING_GROUPS)) {
    const values = ((grouped as Record<string, Record<string, unknown>> | undefined)?.[groupName] ?? {}) as Record<
      string,
      unknown
    >
    for (const [key, def] of Object.entries(group.settings) as [string, SettingDefinition][]) {
      const value = values[key]
      const result = zodFor(def).safeParse(value === null || value === undefined ? def.default : value)
      if (!result.success) {
        issues.push({ path: `settings.${groupName}.${key}`, message: result.error.issues[0]?.message ?? 'Invalid value.' })
      }
    }
  }
  return issues
}
