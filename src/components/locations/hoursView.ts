/**
 * The rows of an Opening Hours table. The weekly lines come from the domain grouping (Mon - Fri when
 * identical); once the shopper's "today" is known, special hours falling in the coming seven days are
 * listed under the weekly line of their weekday ('Christmas Day (Thu 25 Dec)': Closed), and the line
 * covering today is marked. Without a date (server render, ISR) only the weekly lines show, so the
 * cached page never carries a stale "today".
 */
import {
  CLOSED_LABEL,
  calendarDateIn,
  formatHours,
  formatShortDate,
  groupWeekRows,
  isValidTimeZone,
  offsetSpans,
  weekWithSpecialHours,
  type CalendarDate,
  type OffsetSpan,
  type OpeningHoursRow,
  type SpecialHours,
} from '@/domain/presence'
import { departmentOptions, type DepartmentOption } from './select'
import type { LocationView } from '@/domain/presence/locationView'

/** What the hours components need of a location; small, because it is sent to the browser. */
export type HoursData = {
  name: string
  timezone: string
  /** The zone's UTC offsets for about a year from the render (see offsetSpans): the browser reads "now" with them. */
  offsets: OffsetSpan[]
  weekly: OpeningHoursRow[]
  special: SpecialHours[]
  /**
   * The location's date when the page was made: whether the Holiday hours button shows before the
   * browser knows its own date, so the button is in the page from the first paint rather than pushing
   * what follows down when it appears (null for a zone we can't read).
   */
  renderedOn: CalendarDate | null
}
export type Department = DepartmentOption & { hours: HoursData }

const DAY_MS = 86_400_000
/** Pages stay cached until their content changes: past that, the browser reads the zone with Intl. */
const OFFSETS_AHEAD_DAYS = 400

export const hoursDataOf = (location: LocationView, now = Date.now()): HoursData => ({
  name: location.name,
  timezone: location.timezone,
  offsets: isValidTimeZone(location.timezone) ? offsetSpans(location.timezone, now - DAY_MS, now + OFFSETS_AHEAD_DAYS * DAY_MS) : [],
  weekly: location.openingHours,
  special: location.specialHours,
  renderedOn: isValidTimeZone(location.timezone) ? calendarDateIn(new Date(now), location.timezone) : null,
})

/** The options of the hours selector, one per location at the address, each with its hours. */
export function departmentsOf(locations: readonly LocationView[]): Department[] {
  const options = departmentOptions(locations)
  return locations.map((l, i) => ({ ...options[i]!, hours: hoursDataOf(l) }))
}

export type HoursTableRow = {
  key: string
  label: string
  hours: string
  closed: boolean
  /** A special-hours row for one date, overriding the weekly line above it on that date. */
  special: boolean
  /** The line that covers today (weekly) or is today (special). */
  today: boolean
}

/** Rows of the table; empty when the location has no weekly hours (the table renders nothing). */
export function hoursTableRows(
  weekly: readonly OpeningHoursRow[],
  special: readonly SpecialHours[],
  today: CalendarDate | null,
): HoursTableRow[] {
  const lines = groupWeekRows(weekly)
  if (lines.length === 0) return []
  const week = today ? weekWithSpecialHours(today, weekly, special) : []
  const todayWeekday = week[0]?.weekday
  const rows: HoursTableRow[] = []
  const specialRow = (i: number): HoursTableRow => {
    const day = week[i]!
    const date = formatShortDate(day.date)
    const closed = day.hours!.status === 'closed'
    return {
      key: `s${day.date}`,
      label: day.note ? `${day.note} (${date})` : date,
      hours: closed ? CLOSED_LABEL : formatHours(day.hours!),
      closed,
      special: true,
      today: i === 0,
    }
  }
  const shown = new Set<number>()
  for (const line of lines) {
    rows.push({
      key: `w${line.weekdays.join('')}`,
      label: line.label,
      hours: line.hours,
      closed: line.closed,
      special: false,
      today: todayWeekday !== undefined && line.weekdays.includes(todayWeekday),
    })
    for (const [i, day] of week.entries()) {
      if (!day.isSpecial || !day.hours || !line.weekdays.includes(day.weekday)) continue
      rows.push(specialRow(i))
      shown.add(i)
    }
  }
  // A special date on a weekday without a weekly row (no Sunday row, say) still shows, at the end.
  for (const [i, day] of week.entries()) if (day.isSpecial && day.hours && !shown.has(i)) rows.push(specialRow(i))
  return rows
}
