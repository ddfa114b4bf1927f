/**
 * The dealer's marketing tags in the shopper's browser (issue 37): Consent Mode's signals, the
 * shopper's stored choice, each tag's start, and the events and conversions the tags receive.
 *
 * Only our own code starts a tag: it sets up the vendor's queue (gtag, fbq, clarity, a chat's
 * settings) and adds the vendor's script by its address, which the page's policy allows for this
 * dealer only (src/domain/marketing/tags.ts). The CMS holds ids, never a script.
 *
 * Order matters to Google: the default consent (all denied) is on the dataLayer before any tag is
 * loaded, and each later choice is pushed as an update, so GTM's and gtag's tags read the current
 * signals whenever they arrive. Events pushed before a tag loads wait in its queue, in order.
 *
 * Browser only. Tracking only: nothing here throws into the page.
 */
import {
  allowedTags,
  categoryAllowed,
  CONSENT_STORAGE_KEY,
  consentModeSignals,
  DENIED_SIGNALS,
  effectiveConsent,
  parseConsent,
  type Consent,
  type ConsentChoice,
  type ConsentMode,
} from '@/domain/marketing/consent'
import { scriptKey, scriptsToLoad, type SiteTag } from '@/domain/marketing/tags'
import { tagCostKey, type LoadedTag } from '@/domain/marketing/tagCost'
import { recordStartedTag } from './started'
import { windowDataLayer } from '../events/dataLayer'
import type { AnalyticsEventId } from '@/domain/forms/analytics'
import { ascFromPlatformEvent, type AscEvent } from '@/domain/marketing/ascEvents'
import { ascPageType } from '@/domain/marketing/ascPageType'
import { conversionFor, type ConversionKind, type ConversionSettings } from '@/domain/marketing/conversions'

type TagEvent = AscEvent

export type TagsConfig = {
  tags: SiteTag[]
  mode: ConsentMode
  dataLayerName: string
  conversions: ConversionSettings
  /** Each script's key and origins, for what it costs the page (worked out on the server: the vendor catalogue stays there). */
  measured: LoadedTag[]
}

type Queue = { (...args: unknown[]): void; q?: unknown[]; queue?: unknown[]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string }
type TagWindow = Window & Record<string, unknown> & { fbq?: Queue; _fbq?: Queue; clarity?: Queue }

/** The change of consent every listener (the banner, other tabs' choices) hears. */
export const CONSENT_CHANGED = 'forecourt:consent-changed'

let config: TagsConfig | null = null
/**
 * Events sent before the layout's loader configured the tags (a page's effects run before its
 * layout's on the first render): sent on, in order, once it has. A site without tags never configures
 * them, so the list is capped.
 */
const pending: TagEvent[] = []
const MAX_PENDING = 50
/** Tags whose script is on the page, by script: a script is added once per page life. */
const started = new Set<string>()
/** The Consent Mode signals last pushed (the default, all denied, to begin with). */
let lastSignals = JSON.stringify(DENIED_SIGNALS)
/** Whether the page may start its tags (after it is interactive: MarketingTags.client.tsx). */
let ready = false

const tagWindow = () => window as unknown as TagWindow

/** The dataLayer the dealer's Google tags read: the one the platform's own events go onto too (../events/dataLayer.ts). */
const dataLayer = (): unknown[] => windowDataLayer(config?.dataLayerName ?? '')

/** Google's gtag(): its scripts read the Arguments object itself off the dataLayer, not an array. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js recognises its commands only as Arguments objects
  dataLayer().push(arguments)
}

/** The choice made on this page when the browser refuses storage: it then holds until the page is left. */
let unstoredChoice: string | null = null

export const globalPrivacyControl = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true

export function currentConsent(): Consent {
  const mode = config?.mode ?? 'ask-first'
  let stored: string | null = unstoredChoice
  try {
    stored = localStorage.getItem(CONSENT_STORAGE_KEY) ?? unstoredChoice
  } catch {
    /* storage refused: only this page's choice */
  }
  return effectiveConsent(parseConsent(stored, new Date()), mode, globalPrivacyControl())
}

/** Sets up the page's tags: the default consent first, then whatever the stored choice allows once ready. */
export function configureTags(next: TagsConfig): void {
  const first = config === null
  config = next
  if (first) {
    gtag('consent', 'default', { ...DENIED_SIGNALS, wait_for_update: 500 })
    sendToTags(pending.splice(0))
    window.addEventListener('storage', (event) => {
      if (event.key === CONSENT_STORAGE_KEY) applyConsent()
    })
  }
  applyConsent()
}

/** Lets the tags start (the page is interactive), and starts those the consent allows. */
export function tagsMayStart(): void {
  ready = true
  applyConsent()
}

/** Keeps the shopper's choice and applies it at once: no reload, on this page and every later one. */
export function saveConsent(choice: Omit<ConsentChoice, 'at'>): void {
  const stored: ConsentChoice = { ...choice, marketing: choice.marketing && !globalPrivacyControl(), at: new Date().toISOString() }
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    unstoredChoice = JSON.stringify(stored)
  }
  applyConsent()
}

function applyConsent(): void {
  if (!config) return
  const consent = currentConsent()
  keepTouches(categoryAllowed('marketing', consent, config.mode))
  // Only a change is pushed: the tags read the latest signals, and a repeat would only lengthen the queue.
  const signals = JSON.stringify(consentModeSignals(consent, config.mode))
  if (signals !== lastSignals) {
    lastSignals = signals
    gtag('consent', 'update', JSON.parse(signals))
    const fbq = tagWindow().fbq
    if (fbq) fbq('consent', consent.marketing ? 'grant' : 'revoke')
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED))
  }
  if (!ready) return
  for (const tag of scriptsToLoad(allowedTags(config.tags, consent, config.mode))) startTag(tag)
  // gtag.js may already be on the page for the other Google tag: each allowed id still needs its config.
  for (const tag of allowedTags(config.tags, consent, config.mode)) configureGoogle(tag)
}

/**
 * Where a shopper's first and last touch (src/components/forms/browser.ts) are kept across visits for
 * 90 days: only while they allow marketing (or the dealer's banner is a notice and they did not say no).
 * Otherwise the session's storage alone holds them, and a withdrawn consent deletes the kept copy.
 */
export const KEPT_TOUCHES_KEY = 'forecourt:touches'

function keepTouches(allowed: boolean) {
  try {
    const session = sessionStorage.getItem(KEPT_TOUCHES_KEY)
    if (!allowed) localStorage.removeItem(KEPT_TOUCHES_KEY)
    else if (session) localStorage.setItem(KEPT_TOUCHES_KEY, session)
  } catch {
    /* storage off: the session keeps them, or nothing does */
  }
}

const configured = new Set<string>()
function configureGoogle(tag: SiteTag) {
  if ((tag.vendor !== 'ga4' && tag.vendor !== 'googleAds') || configured.has(tag.id)) return
  configured.add(tag.id)
  gtag('config', tag.id)
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  document.head.appendChild(script)
}

/** The vendor's own queue first (their snippet's job, done by our code), then its script. */
function startTag(tag: SiteTag): void {
  const key = scriptKey(tag)
  if (started.has(key)) return
  started.add(key)
  const measured = config?.measured.find((m) => m.key === tagCostKey(tag))
  if (measured) recordStartedTag(measured)
  const w = tagWindow()
  switch (tag.vendor) {
    case 'gtm':
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      break
    case 'ga4':
    case 'googleAds':
      gtag('js', new Date())
      break
    case 'metaPixel': {
      const fbq: Queue = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args)
        else fbq.queue!.push(args)
      }
      Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq })
      w.fbq = fbq
      w._fbq ??= fbq
      fbq('consent', currentConsent().marketing ? 'grant' : 'revoke')
      fbq('init', tag.id)
      fbq('track', 'PageView')
      break
    }
    case 'clarity': {
      const clarity: Queue = (...args: unknown[]) => void (clarity.q ??= []).push(args)
      w.clarity = clarity
      break
    }
    case 'livechat':
      w.__lc = { license: Number(tag.id) || tag.id }
      break
    case 'intercom':
      w.intercomSettings = { app_id: tag.id }
      break
    case 'tawk':
      w.Tawk_API ??= {}
      w.Tawk_LoadStart = new Date()
      break
  }
  addScript(tag.src)
}

/**
 * Sends named events (the ASC names: src/domain/marketing/ascEvents.ts) to the dealer's Google tags.
 * They go onto the page's own dataLayer whatever the consent: nothing leaves the browser until a tag
 * the shopper allowed loads and reads the queue, in order, under the Consent Mode signals of the time.
 * So a page viewed before the shopper's choice still counts once they allow analytics.
 */
export function sendToTags(events: readonly TagEvent[]): void {
  if (!config) {
    pending.push(...events.slice(0, MAX_PENDING - pending.length))
    return
  }
  if (config.tags.length === 0) return
  try {
    const gtm = config.tags.some((t) => t.vendor === 'gtm')
    const ga4 = config.tags.some((t) => t.vendor === 'ga4')
    for (const event of events) {
      if (gtm) dataLayer().push({ event: event.name, ...event.params })
      if (ga4) gtag('event', event.name, event.params)
    }
  } catch {
    /* tracking only */
  }
}

/** One of the platform's own events (src/lib/events/client.ts), under its ASC name. */
export function sendPlatformEvent(eventId: AnalyticsEventId, details: Record<string, unknown>): void {
  if (config?.tags.length === 0) return
  sendToTags(ascFromPlatformEvent(eventId, details, { pageType: ascPageType(window.location.pathname) }))
}

/**
 * A completed lead, test drive or reservation, as a Google Ads conversion and a Meta standard event,
 * each with the dealer's value and the lead's id as the event id: a server-side copy sent later with
 * the same id is counted once.
 */
export function sendConversion(kind: ConversionKind, eventId: string): void {
  if (!config) return
  try {
    const consent = currentConsent()
    const allowed = allowedTags(config.tags, consent, config.mode)
    const conversion = conversionFor(kind, eventId, config.conversions)
    const ads = allowed.find((t) => t.vendor === 'googleAds')
    if (ads && conversion.googleAds) gtag('event', 'conversion', conversion.googleAds)
    const fbq = tagWindow().fbq
    if (allowed.some((t) => t.vendor === 'metaPixel') && fbq) fbq('track', conversion.meta.event, conversion.meta.params, { eventID: eventId })
  } catch {
    /* tracking only */
  }
}
