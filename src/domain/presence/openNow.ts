/**
 * 'Open now' for a location. Always computed on the location's own wall clock (its zone, not the
 * server's or the shopper's), so Brisbane, Sydney, Adelaide and Perth dealers answer differently at the
 * same instant and DST changes need no special handling. Special hours on the local date win over the
 * weekly row.
 */
import { DAY_LABELS, formatTime, type OpeningHoursRow } from './hours'
import { hoursForDate, type SpecialHours } from './specialHours'
import { addDays, calendarDateIn, weekdayOf, zonedParts, type TimeZone } from './timezone'

export type OpenStatus = {
  open: boolean
  /** While open: the closing time today, '5:30pm'. */
  closesAt?: string
  /** While closed: the next opening; `day` is 'today', 'tomorrow' or a short day ('Mon'). */
  opensAt?: { day: string; time: string }
  /** 'Open now · closes 5:30pm', 'Closed · opens 8:30am tomorrow', 'Closed · opens 9:00am Mon', or 'Closed'. */
  label: string
}

/** How many days after today are searched for the next opening. */
const NEXT_OPENING_LOOKAHEAD_DAYS = 7

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return h! * 60 + m!
}

/**
 * Whether the location is open at `now`, and when it closes or next opens. Open from the opening minute
 * up to, not including, the closing minute. The next opening is searched over the rest of today and the
 * following seven days; without one the label is just 'Closed'. Null when there are neither weekly rows
 * nor special hours: nothing is shown.
 */
export function openStatus(
  now: Date,
  tz: TimeZone,
  weekly: readonly OpeningHoursRow[],
  special: readonly SpecialHours[],
): OpenStatus | null {
  if (weekly.length === 0 && special.length === 0) return null
  const today = calendarDateIn(now, tz)
  const { hour, minute } = zonedParts(now, tz)
  const nowMinutes = hour * 60 + minute

  const todays = hoursForDate(today, weekly, special)
  if (todays?.status === 'open') {
    const open = minutesOf(todays.open!)
    const close = minutesOf(todays.close!)
    if (nowMinutes >= open && nowMinutes < close) {
      const closesAt = formatTime(todays.close!)
      return { open: true, closesAt, label: `Open now · closes ${closesAt}` }
    }
    if (nowMinutes < open) return closed('today', todays.open!)
  }

  for (let i = 1; i <= NEXT_OPENING_LOOKAHEAD_DAYS; i++) {
    const date = addDays(today, i)
    const h = hoursForDate(date, weekly, special)
    if (h?.status === 'open') return closed(i === 1 ? 'tomorrow' : DAY_LABELS[weekdayOf(date)]!, h.open!)
  }
  return { open: false, label: 'Closed' }
}

function closed(day: string, open: string): OpenStatus {
  const time = formatTime(open)
  return { open: false, opensAt: { day, time }, label: `Closed · opens ${time} ${day}` }
}
