/**
 * Google Ads offline click conversions (issue 37): the file a dealer uploads to Google Ads (Goals ›
 * Conversions › Uploads) to say which ad clicks became leads, test drives and reservations, so that
 * Google learns which ads sell cars. Google's upload CSV: a line naming the time zone, a header, then
 * one row per conversion: click id, conversion name, time with zone, value, currency.
 *
 * Pure: src/lib/leads/googleAdsExport.ts reads the leads and each dealer's settings and streams these lines.
 */
import type { TenantSettings } from '@tenants/settings'
import { csvRow } from '@/domain/leads/csv'
import { CONVERSION_CURRENCY } from './conversions'
/** Google refuses a conversion whose click is older: older leads are left out. */
import { CLICK_WINDOW_DAYS } from './touch'

const DAY_MS = 86_400_000

const HEADER = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency']

/** The dealer's conversion names and values (the settings' marketing group). */
export type GoogleAdsSettings = Pick<
  TenantSettings,
  | 'googleAdsLeadConversion'
  | 'googleAdsLeadValue'
  | 'googleAdsTestDriveConversion'
  | 'googleAdsTestDriveValue'
  | 'googleAdsReservationConversion'
  | 'googleAdsReservationValue'
>

/** A Google Ads conversion action: its name in the dealer's account, and what one is worth (0: no value). */
type Conversion = { name: string; value: number }

/** A lead with a Google click, and its dealer's settings. */
export type ClickedLead = { gclid: string; form: string | null | undefined; createdAt: string; settings: GoogleAdsSettings }

/**
 * Which conversion a lead's form counts as: a booked test drive is one, a reservation or an online
 * purchase (money down on a car) another, and every other form (an enquiry, a service booking, a
 * trade-in, an instant offer) is a lead.
 */
export function conversionFor(form: string | null | undefined, settings: GoogleAdsSettings): Conversion {
  switch (form) {
    case 'test-drive':
      return { name: settings.googleAdsTestDriveConversion, value: settings.googleAdsTestDriveValue }
    case 'reservation':
    case 'online-purchase':
      return { name: settings.googleAdsReservationConversion, value: settings.googleAdsReservationValue }
    default:
      return { name: settings.googleAdsLeadConversion, value: settings.googleAdsLeadValue }
  }
}

/** The oldest lead time Google still takes a conversion for: 90 days before now. */
export const oldestClickTime = (now: Date): Date => new Date(now.getTime() - CLICK_WINDOW_DAYS * DAY_MS)

/** True when the lead came in within the last 90 days (a lead comes after its click, never before). */
const withinClickWindow = (createdAt: string, now: Date): boolean => Date.parse(createdAt) >= oldestClickTime(now).getTime()

/** The lead's time in UTC with its offset written out, yyyy-MM-ddTHH:mm:ss+00:00 (ISO 8601, which Google takes). */
export const conversionTime = (createdAt: string): string => `${new Date(createdAt).toISOString().slice(0, 19)}+00:00`

/** The file's first lines: the time zone its times are in (UTC, as each time also says), then the header. */
export const googleAdsHeader = (): string => csvRow(['Parameters:TimeZone=+0000']) + csvRow(HEADER)

/**
 * A lead's row. A value of 0 means the dealer gave none: value and currency are left empty, and Google
 * then counts the conversion with the conversion action's own default value.
 */
function conversionRow(lead: ClickedLead): string {
  const { name, value } = conversionFor(lead.form, lead.settings)
  const hasValue = value > 0
  // csvRow guards cells against spreadsheet formulas: a click id is whatever the shopper's address
  // said, so a planted "=…" is written as text (and Google, finding no such click, skips it).
  return csvRow([lead.gclid.trim(), name, conversionTime(lead.createdAt), hasValue ? value : '', hasValue ? CONVERSION_CURRENCY : ''])
}

/** The rows for these leads: those with a click id and within Google's 90 days, one row each. */
export function googleAdsLines(leads: readonly ClickedLead[], now: Date): string {
  return leads
    .filter((lead) => lead.gclid.trim() !== '' && withinClickWindow(lead.createdAt, now))
    .map(conversionRow)
    .join('')
}
