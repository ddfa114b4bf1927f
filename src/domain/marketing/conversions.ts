/**
 * What a completed lead, test drive or reservation tells the ad platforms in the browser (issue 37):
 * a Google Ads conversion (the dealer's conversion id and label, `send_to` as Google writes it) and a
 * Meta standard event, both with the dealer's value in AUD and the lead's own id as the event id, so a
 * server-side copy sent later with the same id is counted once (Google's transaction_id, Meta's eventID).
 */
export type ConversionKind = 'lead' | 'testDrive' | 'reservation'

/** The dealer's conversion values are whole Australian dollars (the settings say so), wherever they are sent. */
export const CONVERSION_CURRENCY = 'AUD'

export type ConversionSettings = {
  googleAdsId: string
  labels: Record<ConversionKind, string>
  values: Record<ConversionKind, number>
  currency: string
}

/** Meta's standard events for each: an enquiry is a Lead, a booked drive a Schedule, a deposit a Purchase. */
const META_EVENTS: Record<ConversionKind, string> = { lead: 'Lead', testDrive: 'Schedule', reservation: 'Purchase' }

export type Conversion = {
  googleAds: { send_to: string; value?: number; currency?: string; transaction_id: string } | null
  meta: { event: string; params: { value?: number; currency?: string } }
}

export function conversionFor(kind: ConversionKind, eventId: string, settings: ConversionSettings): Conversion {
  const value = settings.values[kind] > 0 ? { value: settings.values[kind], currency: settings.currency } : {}
  const label = settings.labels[kind]
  return {
    googleAds: settings.googleAdsId && label ? { send_to: `${settings.googleAdsId}/${label}`, ...value, transaction_id: eventId } : null,
    meta: { event: META_EVENTS[kind], params: value },
  }
}

/** Which conversion a lead form's submission is: a test drive, or any other lead (enquiry, trade-in, service). */
export const leadConversionKind = (form: string): ConversionKind => (form === 'test-drive' ? 'testDrive' : 'lead')
