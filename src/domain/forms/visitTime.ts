/**
 * When a shopper may ask to come in (issue 34): a test drive's preferred date and time is refused when
 * it is already past, or when the location is closed then, and the message gives the location's hours
 * that day so the shopper can pick again without leaving the form. The time is the location's wall
 * clock (what a datetime-local input gives, read as the location's zone); a full ISO instant from a
 * JSON client is read on that clock too. Special hours win over the weekly row, as on the location page.
 */
import { effectiveHours, formatHours, groupWeekRows, isWeekday, type OpeningHoursRow } from '../presence/hours'
import { formatShortDate, hoursForDate, type SpecialHours } from '../presence/specialHours'
import { calendarDateIn, isCalendarDate, zonedMidnight, zonedParts, type CalendarDate, type TimeZone } from '../presence/timezone'

export type VisitPlace = { name: string; tz: TimeZone; weekly: readonly OpeningHoursRow[]; special: readonly SpecialHours[] }

export const VISIT_MESSAGES = {
  past: 'Please choose a date and time that has not passed.',
  closedDay: (place: string, day: string) => `${place} is closed on ${day}. Please choose another day.`,
  outsideHours: (place: string, day: string, hours: string) => `${place} is open ${hours} on ${day}. Please choose a time within those hours.`,
} as const

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/

/** The wall-clock date and minute of the day `value` names at the place, or null when it is no time. */
function visitWallTime(value: string, tz: TimeZone): { date: CalendarDate; minutes: number; at: Date } | null {
  const local = LOCAL.exec(value)
  if (local) {
    const date = local[1]!
    if (!isCalendarDate(date)) return null
    const minutes = Number(local[2]) * 60 + Number(local[3])
    if (minutes >= 24 * 60) return null
    return { date, minutes, at: new Date(zonedMidnight(date, tz).getTime() + minutes * 60_000) }
  }
  const ms = Date.parse(value)
  if (Number.isNaN(ms) || !/T/.test(value)) return null
  const parts = zonedParts(ms, tz)
  return { date: calendarDateIn(new Date(ms), tz), minutes: parts.hour * 60 + parts.minute, at: new Date(ms) }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Weekly rows as stored (the REST API gives the weekday as text), in the presence rules' shape. */
export function weeklyRows(rows: readonly { weekday?: unknown; status?: string | null; open?: string | null; close?: string | null }[] | null | undefined): OpeningHoursRow[] {
  return (rows ?? [])
    .map((r) => ({ weekday: Number(r.weekday), status: r.status === 'closed' ? ('closed' as const) : r.status === 'open' ? ('open' as const) : null, open: r.open ?? null, close: r.close ?? null }))
    .filter((r) => isWeekday(r.weekday))
}

/**
 * Null when the place can take a visit at `value`, else the message to show. A day the place has no
 * hours for (neither a weekly row nor special hours) is not refused: the dealer has not said.
 */
export function visitTimeProblem(value: string, place: VisitPlace, now: Date): string | null {
  const time = visitWallTime(value, place.tz)
  if (!time) return null
  if (time.at.getTime() < now.getTime()) return VISIT_MESSAGES.past
  const day = hoursForDate(time.date, place.weekly, place.special)
  if (!day) return null
  const hours = effectiveHours(day)
  const label = formatShortDate(time.date)
  if (hours.status !== 'open') return VISIT_MESSAGES.closedDay(place.name, label)
  if (time.minutes < minutesOf(hours.open) || time.minutes >= minutesOf(hours.close)) {
    return VISIT_MESSAGES.outsideHours(place.name, label, formatHours(hours))
  }
  return null
}

/** The earliest value a datetime-local input should offer at the place: now on its clock. */
export function visitMinValue(place: Pick<VisitPlace, 'tz'>, now: Date): string {
  const p = zonedParts(now, place.tz)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${calendarDateIn(now, place.tz)}T${pad(p.hour)}:${pad(p.minute)}`
}

/** 'Southport hours: Mon - Fri 8:30am - 5:30pm, Sat 8:00am - 12:00pm, Sun Closed', or null without weekly hours. */
export function visitHoursHint(place: Pick<VisitPlace, 'name' | 'weekly'>): string | null {
  const lines = groupWeekRows([...place.weekly])
  return lines.length ? `${place.name} hours: ${lines.map((l) => `${l.label} ${l.hours}`).join(', ')}` : null
}
