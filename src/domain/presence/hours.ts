/**
 * Weekly opening hours of a dealer location: one row per weekday, times as 24-hour 'HH:MM' in the
 * location's own time zone. Hours that run past midnight are not supported: a day closes after it opens.
 */

/** One weekday's hours. `weekday` is 0 = Sunday … 6 = Saturday. */
export type OpeningHoursRow = {
  weekday: number
  status?: 'open' | 'closed' | null
  /** 'HH:MM', 24-hour. */
  open?: string | null
  /** 'HH:MM', 24-hour. */
  close?: string | null
}

/** The hours part of a row (shared with special hours, which have dates instead of a weekday). */
export type HoursFields = Pick<OpeningHoursRow, 'status' | 'open' | 'close'>

/** A line of the hours table: one day, or Monday to Friday when they are all the same. */
export type HoursLine = {
  label: string
  /** '8:30am - 5:30pm' or 'Closed'. */
  hours: string
  closed: boolean
  weekdays: number[]
}

/** Full day names, indexed by weekday (0 = Sunday). */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
/** Short day labels, indexed by weekday (0 = Sunday). */
export const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
/** Label of the Monday-to-Friday line. */
const WEEKDAYS_LABEL = 'Mon - Fri'
export const CLOSED_LABEL = 'Closed'

/** 24-hour 'HH:MM', 00:00 to 23:59. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export const HOURS_MESSAGES = {
  timeFormat: 'Enter times as HH:MM, for example 08:30.',
  bothTimes: 'Enter an opening and a closing time, or mark the day closed.',
  closeAfterOpen: 'The closing time must be after the opening time.',
  weekday: 'Choose a day of the week for each row.',
} as const

/** True for an integer 0–6. */
export function isWeekday(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6
}

/**
 * The stored order of the week list is Sunday first, and the site shows it "from the second entry to
 * the seventh, then the first". This does exactly that: sort by weekday 0–6 (stable), then move the
 * first entry to the end. With all seven days that is Monday … Saturday, Sunday. With Sunday missing
 * the first entry is Monday, so Monday goes last; that is the documented rule, kept as is.
 */
export function orderWeekRows<R extends Pick<OpeningHoursRow, 'weekday'>>(rows: readonly R[]): R[] {
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday)
  if (sorted.length < 2) return sorted
  return [...sorted.slice(1), sorted[0]!]
}

/** '08:30' → '8:30am', '17:00' → '5:00pm', '12:00' → '12:00pm', '00:00' → '12:00am'. Anything else is returned unchanged. */
export function formatTime(time: string): string {
  const t = time.trim()
  if (!TIME_PATTERN.test(t)) return time
  const [h, m] = t.split(':').map(Number)
  const hour12 = h! % 12 === 0 ? 12 : h! % 12
  return `${hour12}:${String(m).padStart(2, '0')}${h! < 12 ? 'am' : 'pm'}`
}

/**
 * The effective hours of a row: open only when not marked closed and both times are valid; a row
 * without times reads as closed (the admin leaves times empty on closed days).
 */
export function effectiveHours(row: HoursFields): { status: 'open'; open: string; close: string } | { status: 'closed' } {
  const open = row.open?.trim()
  const close = row.close?.trim()
  if (row.status === 'closed' || !open || !close || !TIME_PATTERN.test(open) || !TIME_PATTERN.test(close)) {
    return { status: 'closed' }
  }
  return { status: 'open', open, close }
}

/** '8:30am - 5:30pm', or 'Closed'. */
export function formatHours(row: HoursFields): string {
  const h = effectiveHours(row)
  return h.status === 'open' ? `${formatTime(h.open)} - ${formatTime(h.close)}` : CLOSED_LABEL
}

/** Position in the displayed week: Monday 0 … Sunday 6. */
function mondayFirst(weekday: number): number {
  return (weekday + 6) % 7
}

/**
 * The lines of the hours table, Monday to Sunday. Monday to Friday share one 'Mon - Fri' line only when
 * all five rows exist and show the same hours (two closed days match whatever times were left on them);
 * otherwise every day has its own line. Saturday and Sunday are never grouped. Days without a row are
 * left out, as are rows with an invalid weekday; a repeated weekday uses its first row.
 */
export function groupWeekRows(rows: readonly OpeningHoursRow[]): HoursLine[] {
  const byDay = new Map<number, OpeningHoursRow>()
  for (const row of rows) if (isWeekday(row.weekday) && !byDay.has(row.weekday)) byDay.set(row.weekday, row)

  const line = (weekdays: number[], label: string, row: OpeningHoursRow): HoursLine => {
    const hours = formatHours(row)
    return { label, hours, closed: effectiveHours(row).status === 'closed', weekdays }
  }

  const weekdayRows = [1, 2, 3, 4, 5].map((d) => byDay.get(d))
  const first = weekdayRows[0]
  const grouped =
    first !== undefined && weekdayRows.every((r) => r !== undefined && formatHours(r) === formatHours(first))

  const lines: HoursLine[] = []
  if (grouped) lines.push(line([1, 2, 3, 4, 5], WEEKDAYS_LABEL, first))
  const days = [...byDay.keys()].sort((a, b) => mondayFirst(a) - mondayFirst(b))
  for (const d of days) {
    if (grouped && d >= 1 && d <= 5) continue
    lines.push(line([d], DAY_LABELS[d]!, byDay.get(d)!))
  }
  return lines
}

/**
 * Why a row of hours cannot be saved, or null when it can. A closed day needs no times. A day is open
 * when marked open, or when unmarked but given a time; an unmarked day without times is closed.
 * Times are checked as HH:MM first, then both must be present, then closing must follow opening.
 */
export function validateHoursRow(row: HoursFields): string | null {
  if (row.status === 'closed') return null
  const open = row.open?.trim() || null
  const close = row.close?.trim() || null
  if (row.status !== 'open' && !open && !close) return null
  if ((open && !TIME_PATTERN.test(open)) || (close && !TIME_PATTERN.test(close))) return HOURS_MESSAGES.timeFormat
  if (!open || !close) return HOURS_MESSAGES.bothTimes
  // Zero-padded HH:MM strings compare in time order.
  if (close <= open) return HOURS_MESSAGES.closeAfterOpen
  return null
}

/**
 * Why a week of rows cannot be saved, or null. Every row needs a weekday; each weekday appears at most
 * once ('Monday is listed more than once.'); then each row must be valid, its message prefixed with the
 * day ('Monday: The closing time must be after the opening time.'). The first problem is reported.
 */
export function validateWeekRows(rows: readonly OpeningHoursRow[]): string | null {
  const seen = new Set<number>()
  for (const row of rows) {
    if (!isWeekday(row.weekday)) return HOURS_MESSAGES.weekday
    if (seen.has(row.weekday)) return `${DAY_NAMES[row.weekday]} is listed more than once.`
    seen.add(row.weekday)
  }
  for (const row of rows) {
    const message = validateHoursRow(row)
    if (message) return `${DAY_NAMES[row.weekday]}: ${message}`
  }
  return null
}
