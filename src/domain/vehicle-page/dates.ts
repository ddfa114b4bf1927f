/**
 * Calendar dates on the vehicle page (rego expiry, build and compliance dates). Stored dates are ISO
 * instants; they are read on the dealer's wall calendar so a date saved as local midnight never shows
 * as the day before on a UTC server.
 */
import { calendarDateIn, isCalendarDate, type CalendarDate, type TimeZone } from '../presence/timezone'

/** The zone used when the caller names none (Queensland has no daylight saving). */
export const DEFAULT_VEHICLE_TIME_ZONE: TimeZone = 'Australia/Brisbane'

/**
 * The calendar date of a stored date or instant in `tz`, or null when it is missing or not a date. A
 * string must start with a real 'YYYY-MM-DD' date (JavaScript would roll '2025-02-30' over to 2 March).
 */
export function toCalendarDate(value: string | Date | null | undefined, tz: TimeZone = DEFAULT_VEHICLE_TIME_ZONE): CalendarDate | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' && !isCalendarDate(value.trim().slice(0, 10))) return null
  try {
    const date = calendarDateIn(value, tz)
    return isCalendarDate(date) ? date : null
  } catch {
    return null
  }
}

/** Australian day-first dates: '2026-08-05' → '05/08/2026'. */
export function formatAuDate(date: CalendarDate): string {
  const [y, m, d] = date.split('-')
  return `${d}/${m}/${y}`
}

/** Month and year: '2019-03-14' → '03/2019' (how compliance and build plates read). */
export function formatMonthYear(date: CalendarDate): string {
  const [y, m] = date.split('-')
  return `${m}/${y}`
}
