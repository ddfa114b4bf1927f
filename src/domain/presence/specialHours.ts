/**
 * Special (holiday) hours: dated entries that replace a location's weekly hours on their dates, for
 * example Christmas Day closed or a Boxing Day sale open 9 to 1. Dates are calendar dates in the
 * location's own zone, so nothing here needs a time zone.
 */
import {
  CLOSED_LABEL,
  DAY_LABELS,
  effectiveHours,
  formatHours,
  isWeekday,
  validateHoursRow,
  type OpeningHoursRow,
} from './hours'
import { addDays, calendarDateIn, isCalendarDate, weekdayOf, type CalendarDate } from './timezone'
import { compareCodePoints } from '../format/text'

export type SpecialHours = {
  id?: string | number
  label?: string | null
  /** First day, 'YYYY-MM-DD'. */
  date: string
  /** Last day, inclusive; missing means the entry covers `date` only. */
  endDate?: string | null
  status: 'open' | 'closed'
  open?: string | null
  close?: string | null
}

/** The hours in force on one date. `special` is the entry that set them, when one did. */
export type EffectiveDayHours = {
  status: 'open' | 'closed'
  open?: string
  close?: string
  special?: SpecialHours
}

/** A day of the coming week, for the hours table. */
export type WeekDay = {
  date: CalendarDate
  weekday: number
  /** Null when there is neither a weekly row nor a special entry for the day. */
  hours: EffectiveDayHours | null
  /** True when special hours apply, so the table can note it ('Public holiday'). */
  isSpecial: boolean
  /** The special entry's label, when it has one. */
  note: string | null
}

const SPECIAL_HOURS_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD.',
  endDate: 'Enter the end date as YYYY-MM-DD, or leave it empty.',
  endBeforeStart: 'The end date must be on or after the start date.',
} as const

/** How far ahead the holiday hours dialog looks, in days. */
const UPCOMING_SPECIAL_HOURS_DAYS = 60

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The last day an entry covers: its end date, or its start date when it has none (or an earlier one). */
function specialHoursEnd(entry: Pick<SpecialHours, 'date' | 'endDate'>): CalendarDate {
  const end = entry.endDate?.trim()
  return end && end > entry.date ? end : entry.date
}

/** True when `date` falls within the entry's dates (inclusive). */
export function specialHoursCovers(entry: Pick<SpecialHours, 'date' | 'endDate'>, date: CalendarDate): boolean {
  return entry.date <= date && date <= specialHoursEnd(entry)
}

/** 'Thu 25 Dec'. */
export function formatShortDate(date: CalendarDate): string {
  const [, m, d] = date.split('-').map(Number)
  return `${DAY_LABELS[weekdayOf(date)]} ${d} ${MONTHS[m! - 1]}`
}

/** 'Thu 25 Dec', or 'Fri 26 Dec - Sun 28 Dec' for more than one day. */
export function formatDateRange(date: CalendarDate, endDate?: CalendarDate | null): string {
  const end = specialHoursEnd({ date, endDate })
  return end === date ? formatShortDate(date) : `${formatShortDate(date)} - ${formatShortDate(end)}`
}

/**
 * The message for an entry whose dates overlap `other`: it names the other entry (its label, or its
 * date when it has none) and its dates, so the editor knows which one to change. Exported so the admin
 * and tests compare against the same text.
 */
export function specialHoursOverlapMessage(other: Pick<SpecialHours, 'label' | 'date' | 'endDate'>): string {
  const name = other.label?.trim() || other.date
  return `Overlaps the special hours for ${name} (${formatDateRange(other.date, other.endDate)}). Change the dates or edit that entry.`
}

/**
 * Why an entry cannot be saved, or null. Checked in order: valid dates; the end date not before the
 * start date; an open entry has valid opening and closing times (the weekly hours messages); and no
 * overlap with another entry (inclusive ranges). `others` may contain the entry itself: an entry with
 * the same id is skipped. Others with unreadable dates are skipped too; their own validation reports them.
 */
export function validateSpecialHours(entry: SpecialHours, others: readonly SpecialHours[]): string | null {
  if (!isCalendarDate(entry.date)) return SPECIAL_HOURS_MESSAGES.date
  const endDate = entry.endDate?.trim() || null
  if (endDate !== null && !isCalendarDate(endDate)) return SPECIAL_HOURS_MESSAGES.endDate
  if (endDate !== null && endDate < entry.date) return SPECIAL_HOURS_MESSAGES.endBeforeStart
  if (entry.status !== 'closed') {
    const message = validateHoursRow({ status: 'open', open: entry.open, close: entry.close })
    if (message) return message
  }
  const end = endDate ?? entry.date
  for (const other of others) {
    if (entry.id !== undefined && entry.id !== null && other.id === entry.id) continue
    if (!isCalendarDate(other.date)) continue
    if (other.date <= end && entry.date <= specialHoursEnd(other)) return specialHoursOverlapMessage(other)
  }
  return null
}

function fromRow(row: Parameters<typeof effectiveHours>[0], special?: SpecialHours): EffectiveDayHours {
  const h = effectiveHours(row)
  const out: EffectiveDayHours = h.status === 'open' ? { status: 'open', open: h.open, close: h.close } : { status: 'closed' }
  if (special) out.special = special
  return out
}

/**
 * The hours in force on `date`: a special entry covering the date wins (the first one listed, should
 * entries overlap); otherwise the weekly row for the date's weekday (its first row). Null when neither
 * exists. An open entry or row without valid times reads as closed.
 */
export function hoursForDate(
  date: CalendarDate,
  weekly: readonly OpeningHoursRow[],
  special: readonly SpecialHours[],
): EffectiveDayHours | null {
  const entry = special.find((s) => isCalendarDate(s.date) && specialHoursCovers(s, date))
  if (entry) return fromRow(entry, entry)
  const weekday = weekdayOf(date)
  const row = weekly.find((r) => isWeekday(r.weekday) && r.weekday === weekday)
  return row ? fromRow(row) : null
}

/**
 * Entries whose dates meet the window [today, today + withinDays], earliest first (ties: the shorter
 * entry, then input order). An entry already running today is included. Used by the holiday hours dialog.
 */
export function upcomingSpecialHours(
  today: CalendarDate,
  special: readonly SpecialHours[],
  withinDays: number = UPCOMING_SPECIAL_HOURS_DAYS,
): SpecialHours[] {
  const last = addDays(today, withinDays)
  return special
    .filter((s) => isCalendarDate(s.date) && s.date <= last && specialHoursEnd(s) >= today)
    .sort((a, b) => compareCodePoints(a.date, b.date) || compareCodePoints(specialHoursEnd(a), specialHoursEnd(b)))
}

/** An entry for display: { dates: 'Fri 26 Dec - Sun 28 Dec', hours: '9:00am - 1:00pm' | 'Closed', label }. */
export function formatSpecialHours(entry: SpecialHours): { dates: string; hours: string; label: string | null } {
  return {
    dates: formatDateRange(entry.date, entry.endDate),
    hours: entry.status === 'closed' ? CLOSED_LABEL : formatHours(entry),
    label: entry.label?.trim() || null,
  }
}

/** The seven days from `today`, each with the hours in force and whether special hours set them. */
export function weekWithSpecialHours(
  today: CalendarDate,
  weekly: readonly OpeningHoursRow[],
  special: readonly SpecialHours[],
): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(today, i)
    const hours = hoursForDate(date, weekly, special)
    return {
      date,
      weekday: weekdayOf(date),
      hours,
      isSpecial: hours?.special !== undefined,
      note: hours?.special?.label?.trim() || null,
    }
  })
}

/** A special-hours record as stored (dates as instants, with the zone each day was picked in). */
export type SpecialHoursDoc = {
  label?: string | null
  location?: number | { id: number } | null
  date?: string | null
  date_tz?: string | null
  endDate?: string | null
  endDate_tz?: string | null
  status?: 'open' | 'closed' | null
  open?: string | null
  close?: string | null
}

/** A stored record as the rules here read it: calendar days in the zone they were picked in. */
export function specialHoursFromDoc(doc: SpecialHoursDoc & { id?: number | string }): SpecialHours | null {
  if (!doc.date) return null
  const date = calendarDateIn(doc.date, doc.date_tz || 'Australia/Brisbane')
  const endDate = doc.endDate ? calendarDateIn(doc.endDate, doc.endDate_tz || doc.date_tz || 'Australia/Brisbane') : null
  return { id: doc.id, label: doc.label ?? null, date, endDate, status: doc.status === 'closed' ? 'closed' : 'open', open: doc.open ?? null, close: doc.close ?? null }
}
