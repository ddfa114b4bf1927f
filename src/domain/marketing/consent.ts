/**
 * A shopper's cookie consent (issue 37), as pure rules: what a stored choice says, what the dealer's
 * mode and the browser's Global Privacy Control make of it, which tags that lets load, and the four
 * signals of Google's Consent Mode v2.
 *
 * - "Ask first" (the default): until the shopper chooses, nothing but the necessary may run, and no
 *   tag loads at all, not even a chat (a choice must have been made).
 * - "Notice only": analytics and marketing run unless the shopper turns them off.
 * - Global Privacy Control (`navigator.globalPrivacyControl`) is a no to marketing whatever else was
 *   chosen: it is the shopper's standing answer, given before any banner.
 */
import type { ConsentCategory, SiteTag } from './tags'

export type ConsentMode = 'ask-first' | 'notice-only'

/** What the banner stores in the shopper's browser (first-party, for this site only). */
export type ConsentChoice = { analytics: boolean; marketing: boolean; at: string }

/** Where the choice is kept in the browser, and for how long it holds before we ask again. */
export const CONSENT_STORAGE_KEY = 'forecourt:consent'
export const CONSENT_DAYS = 365

/** What holds on this page: whether the banner asks, and what may run. */
export type Consent = { chosen: boolean; analytics: boolean; marketing: boolean }

/** Reads a stored choice; anything malformed or older than CONSENT_DAYS counts as no choice. */
export function parseConsent(raw: string | null, now: Date): ConsentChoice | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean' || typeof value.at !== 'string') return null
    const at = Date.parse(value.at)
    if (!Number.isFinite(at) || at > now.getTime() || now.getTime() - at > CONSENT_DAYS * 86_400_000) return null
    return { analytics: value.analytics, marketing: value.marketing, at: value.at }
  } catch {
    return null
  }
}

export function effectiveConsent(choice: ConsentChoice | null, mode: ConsentMode, globalPrivacyControl: boolean): Consent {
  const base = choice ?? (mode === 'notice-only' ? { analytics: true, marketing: true } : { analytics: false, marketing: false })
  return { chosen: choice !== null, analytics: base.analytics, marketing: base.marketing && !globalPrivacyControl }
}

/** Whether the banner shows: with no choice stored, in either mode (notice only shows it as a notice). */
export const bannerShown = (consent: Consent) => !consent.chosen

/** Whether a tag of this category may load now. */
export function categoryAllowed(category: ConsentCategory, consent: Consent, mode: ConsentMode): boolean {
  if (mode === 'ask-first' && !consent.chosen) return false
  if (category === 'necessary') return true
  return consent[category]
}

export const allowedTags = (tags: readonly SiteTag[], consent: Consent, mode: ConsentMode): SiteTag[] =>
  tags.filter((tag) => categoryAllowed(tag.category, consent, mode))

export type ConsentModeSignals = {
  ad_storage: 'granted' | 'denied'
  analytics_storage: 'granted' | 'denied'
  ad_user_data: 'granted' | 'denied'
  ad_personalization: 'granted' | 'denied'
}

/**
 * Google's Consent Mode v2: analytics consent grants analytics storage; marketing consent grants ad
 * storage, sending user data to Google for ads and ad personalisation. Before a choice in "ask first"
 * every signal is denied.
 */
export function consentModeSignals(consent: Consent, mode: ConsentMode): ConsentModeSignals {
  const analytics = categoryAllowed('analytics', consent, mode)
  const marketing = categoryAllowed('marketing', consent, mode)
  const signal = (on: boolean) => (on ? 'granted' : 'denied')
  return { ad_storage: signal(marketing), analytics_storage: signal(analytics), ad_user_data: signal(marketing), ad_personalization: signal(marketing) }
}

/** The signals every page starts with, before any stored choice is read. */
export const DENIED_SIGNALS: ConsentModeSignals = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
