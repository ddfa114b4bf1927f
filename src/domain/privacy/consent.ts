/**
 * What a shopper agreed to, as they saw it (issue 39): the marketing choice and the terms wording the
 * form showed, a version naming that wording, and the time. A dealer asked "did this person agree to
 * hear from us?" answers from the lead itself, even after the dealer has reworded its forms.
 *
 * Every lead form shows the marketing box unticked: a shopper who leaves it alone has not agreed. The
 * spec's `opt_in: true` stays the payload default for a lead raised where no choice is shown (a
 * reservation), and such a lead records that no wording was shown.
 */
import type { FormConfig } from '../forms/config'

/** The note a service booking shows under its button when the dealer switches it on. */
export const SERVICE_TERMS_NOTE = 'By booking you agree to our <a href="/terms-and-conditions">terms of use</a>.'

export type ConsentRecord = {
  /** Whether the shopper agreed to hear from the dealer. */
  marketing: boolean
  /** The marketing box's label as shown; null when the form showed no choice. */
  marketingWording: string | null
  /** Whether the terms were agreed (a ticked box, or the note under the button); null when none were shown. */
  termsAccepted: boolean | null
  termsWording: string | null
  /** Names the wording: the same words give the same version on every lead and every site. */
  version: string
  recordedAt: string
}

/** FNV-1a over the wording: short, stable, and enough to tell one wording from another. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

export const consentVersion = (marketingWording: string | null, termsWording: string | null): string =>
  `c-${fnv1a(`${marketingWording ?? ''}\u0000${termsWording ?? ''}`)}`

type Shown = Pick<FormConfig, 'marketingLabel' | 'termsRequired' | 'termsLabel' | 'serviceTermsNote'>

/** The record for a lead form that showed the marketing box (every form the lead API takes). */
export function formConsent(form: string, config: Shown, fields: Record<string, unknown>, now: Date): ConsentRecord {
  // The service booking hides the terms box and may show a note instead (blocks/ServiceBooking).
  const termsWording = form === 'service' ? (config.serviceTermsNote ? SERVICE_TERMS_NOTE : null) : config.termsRequired ? config.termsLabel : null
  const termsAccepted = termsWording === null ? null : form === 'service' ? true : fields.terms_conditions === true
  return {
    marketing: fields.opt_in === true,
    marketingWording: config.marketingLabel,
    termsAccepted,
    termsWording,
    version: consentVersion(config.marketingLabel, termsWording),
    recordedAt: now.toISOString(),
  }
}

/** The record for a lead raised where no choice was shown: the spec's payload default, no wording. */
export function noChoiceConsent(now: Date): ConsentRecord {
  return { marketing: true, marketingWording: null, termsAccepted: null, termsWording: null, version: consentVersion(null, null), recordedAt: now.toISOString() }
}
