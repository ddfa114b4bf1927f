/**
 * Registration wording and the used-car block: "Rego expiry: a past date shows
 * Unregistered on some sites, else nothing; a future date shows Expires on {date}." The "some sites"
 * switch is the tenant setting `showUnregisteredText`.
 */
import type { TenantSettings } from '@tenants/settings'
import type { TimeZone } from '../presence/timezone'
import { toMs, type Instant } from '../vehicles/time'
import { DEFAULT_VEHICLE_TIME_ZONE, formatAuDate, toCalendarDate } from './dates'

const UNREGISTERED_TEXT = 'Unregistered'

export type RegoExpiry =
  | { kind: 'expires'; date: string; text: string }
  | { kind: 'unregistered'; text: typeof UNREGISTERED_TEXT }

export type RegoOptions = Pick<TenantSettings, 'showUnregisteredText'> & {
  now: Instant
  /** The dealer's zone, deciding what "today" is (default Australia/Brisbane). */
  timeZone?: TimeZone
}

/** `Expires on 05/08/2026`. */
function expiresOnText(date: string): string {
  return `Expires on ${date}`
}

/**
 * The rego expiry wording, or null to show nothing. The expiry day itself still counts as registered
 * (rego runs to the end of that day), so only a date before today is past. A missing or unreadable date
 * shows nothing.
 */
export function regoExpiry(expiry: string | Date | null | undefined, options: RegoOptions): RegoExpiry | null {
  const tz = options.timeZone ?? DEFAULT_VEHICLE_TIME_ZONE
  const date = toCalendarDate(expiry, tz)
  if (!date) return null
  const today = toCalendarDate(new Date(toMs(options.now)), tz)
  if (today && date < today) {
    return options.showUnregisteredText ? { kind: 'unregistered', text: UNREGISTERED_TEXT } : null
  }
  const shown = formatAuDate(date)
  return { kind: 'expires', date: shown, text: expiresOnText(shown) }
}

export type UsedCarFields = {
  car_type?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  /** The history report link (the car's `file`). */
  file?: string | null
}

export type UsedCarBlock = {
  registration: string | null
  regoExpiry: RegoExpiry | null
  /** The history report button shows only when the car has a file. */
  historyReportUrl: string | null
}

const text = (s: string | null | undefined) => (typeof s === 'string' && s.trim() !== '' && s.trim().toLowerCase() !== 'null' ? s.trim() : null)

/**
 * The used-car block: registration plate, rego expiry wording and history report link. Only for used
 * cars; null when the car is not used or the block would be empty.
 */
export function usedCarBlock(car: UsedCarFields, options: RegoOptions): UsedCarBlock | null {
  if (car.car_type !== 'used') return null
  const block: UsedCarBlock = {
    registration: text(car.regplate),
    regoExpiry: regoExpiry(car.rego_expiry, options),
    historyReportUrl: text(car.file),
  }
  return block.registration || block.regoExpiry || block.historyReportUrl ? block : null
}
