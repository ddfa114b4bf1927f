/**
 * Wall-clock helpers for dealer locations. Opening hours, holiday dates and promotion days are all
 * calendar values in a location's own time zone, so the server (which runs in UTC) must never read them
 * with its own clock.
 *
 * A zone is an IANA name ('Australia/Brisbane') or a fixed offset ('+10:00', '-03:30'). Node 20's Intl
 * rejects offset zones with a RangeError, so fixed offsets are applied by hand and only IANA names go
 * through Intl.DateTimeFormat. Unknown IANA names throw a RangeError (see {@link isValidTimeZone}).
 */

/** An IANA zone ('Australia/Brisbane') or a fixed UTC offset ('+10:00', '-03:30'). */
export type TimeZone = string

/** A calendar date as 'YYYY-MM-DD'. */
export type CalendarDate = string

/** Wall-clock reading of an instant in a zone. `month` is 1–12; `weekday` is 0 = Sunday … 6 = Saturday. */
export type ZonedParts = {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Minutes east of UTC for a fixed-offset zone ('+10:00' → 600, '-03:30' → -210; the colon is optional),
 * or null when `tz` is not a fixed offset. Offsets beyond ±14:00 or with minutes ≥ 60 are not offsets.
 */
export function parseOffset(tz: TimeZone): number | null {
  const m = OFFSET.exec(tz.trim())
  if (!m) return null
  const hours = Number(m[2])
  const minutes = Number(m[3])
  if (minutes >= 60 || hours * 60 + minutes > 14 * 60) return null
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes)
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: constructing Intl.DateTimeFormat is far slower than using one. */
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(tz, f)
  }
  return f
}

/** True for a fixed offset or an IANA zone this runtime knows. Empty or unknown names are false. */
export function isValidTimeZone(tz: string | null | undefined): tz is TimeZone {
  if (typeof tz !== 'string' || tz.trim() === '') return false
  if (parseOffset(tz) !== null) return true
  try {
    formatterFor(tz.trim())
    return true
  } catch {
    return false
  }
}

/** The wall-clock minute of `ms` in `tz`, expressed as if it were UTC (epoch ms, seconds dropped). */
function wallMs(ms: number, tz: TimeZone): number {
  const fixed = parseOffset(tz)
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS
  if (fixed !== null) return minute + fixed * MINUTE_MS
  const get: Record<string, number> = {}
  for (const p of formatterFor(tz.trim()).formatToParts(new Date(minute))) {
    if (p.type !== 'literal') get[p.type] = Number(p.value)
  }
  // Some ICU versions still print midnight as 24 even with h23.
  const hour = get.hour === 24 ? 0 : get.hour!
  return Date.UTC(get.year!, get.month! - 1, get.day!, hour, get.minute!)
}

/** Minutes east of UTC in force in `tz` at `ms`. */
function offsetMinutes(ms: number, tz: TimeZone): number {
  return Math.round((wallMs(ms, tz) - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

/**
 * A stretch of time over which a zone keeps one UTC offset: from `from` (epoch ms, included) until
 * `until` (excluded), the zone reads as the fixed offset `zone` ('+10:00').
 */
export type OffsetSpan = { from: number; until: number; zone: TimeZone }

function offsetZone(minutes: number): TimeZone {
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/**
 * The offsets `tz` keeps from `fromMs` until `untilMs`, one span per offset in force (each daylight
 * saving change starts the next), found day by day and then to the minute. Worked out on the server,
 * where Intl's zone data is at hand, and sent with a location's hours: the browser then reads the wall
 * clock by hand (see zoneAt), since the first Intl.DateTimeFormat a browser tab builds costs tens of
 * milliseconds on a phone, inside the page's hydration. Throws a RangeError for an unknown zone.
 */
export function offsetSpans(tz: TimeZone, fromMs: number, untilMs: number): OffsetSpan[] {
  const start = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS
  const spans: OffsetSpan[] = []
  let from = start
  let offset = offsetMinutes(start, tz)
  for (let t = start; t < untilMs; ) {
    const next = Math.min(t + DAY_MS, untilMs)
    const later = offsetMinutes(next, tz)
    if (later !== offset) {
      // The change lies in (t, next]: narrow it to the first minute under the new offset.
      let lo = t
      let hi = next
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS
        if (offsetMinutes(mid, tz) === offset) lo = mid
        else hi = mid
      }
      spans.push({ from, until: hi, zone: offsetZone(offset) })
      from = hi
      offset = offsetMinutes(hi, tz)
    }
    t = next
  }
  spans.push({ from, until: untilMs, zone: offsetZone(offset) })
  return spans
}

/**
 * The fixed offset in force at `ms` when one of `spans` covers it (the same wall clock, read without
 * Intl), else `tz` itself.
 */
export function zoneAt(tz: TimeZone, spans: readonly OffsetSpan[] | null | undefined, ms: number): TimeZone {
  const span = spans?.find((s) => s.from <= ms && ms < s.until)
  return span ? span.zone : tz
}

function toDate(instant: Date | number): Date {
  const d = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid date')
  return d
}

/** The wall clock in `tz` at `instant`. Throws a RangeError for an invalid date or unknown zone. */
export function zonedParts(instant: Date | number, tz: TimeZone): ZonedParts {
  const d = new Date(wallMs(toDate(instant).getTime(), tz))
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  }
}

/** True for a real 'YYYY-MM-DD' date (2025-02-30 is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false
  const m = DATE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

/** Epoch ms of 00:00 UTC on a calendar date; throws a RangeError for anything else. */
function dateMs(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(date)}`)
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y!, m! - 1, d!)
}

function formatDateMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10)
}

/**
 * The 'YYYY-MM-DD' date on the wall calendar in `tz` at `instant`. A bare 'YYYY-MM-DD' string is
 * already a calendar date and is returned unchanged (reading it as UTC midnight would shift it a day
 * west of Greenwich). Other strings are parsed as ISO instants.
 */
export function calendarDateIn(instant: Date | string, tz: TimeZone): CalendarDate {
  if (typeof instant === 'string' && isCalendarDate(instant.trim())) return instant.trim()
  const d = typeof instant === 'string' ? new Date(instant.trim()) : instant
  return formatDateMs(wallMs(toDate(d).getTime(), tz))
}

/** The weekday (0 = Sunday … 6 = Saturday) of a calendar date; the same in every zone. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(dateMs(date)).getUTCDay()
}

/** The calendar date `n` days after `date` (negative `n` goes back). */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  return formatDateMs(dateMs(date) + Math.trunc(n) * DAY_MS)
}

/**
 * The instant `date` begins in `tz`: local midnight, or the first instant of the day when clocks skip
 * midnight.
 *
 * The offset is not assumed: guess it from the target read as UTC, convert, read the offset actually in
 * force at that instant, convert again, and repeat until it settles (twice at most in practice). So a
 * day that begins on one side of a DST change and a day that begins on the other each get their own
 * offset (Australia/Sydney: 2025-10-05 begins at 14:00Z under AEST, 2025-10-06 at 13:00Z under AEDT).
 * Two rare cases are then checked: clocks going back across midnight (midnight happens twice; the day
 * begins at the first) and clocks going forward at midnight (there is no midnight; the day begins when
 * the clocks jump).
 */
export function zonedMidnight(date: CalendarDate, tz: TimeZone): Date {
  const target = dateMs(date)
  const fixed = parseOffset(tz)
  if (fixed !== null) return new Date(target - fixed * MINUTE_MS)

  let t = target - offsetMinutes(target, tz) * MINUTE_MS
  for (let i = 0; i < 4; i++) {
    const next = target - offsetMinutes(t, tz) * MINUTE_MS
    if (next === t) break
    t = next
  }

  // Midnight twice: the offset in force a few hours earlier gives the first one.
  const earlier = target - offsetMinutes(t - 6 * HOUR_MS, tz) * MINUTE_MS
  if (earlier < t && wallMs(earlier, tz) === target) t = earlier

  // No midnight: the first minute whose wall clock is on or after the target date.
  if (wallMs(t, tz) !== target) {
    let lo = t - 6 * HOUR_MS // wall clock before the target: the evening before
    let hi = t + 6 * HOUR_MS // wall clock after it: the morning of
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS
      if (wallMs(mid, tz) >= target) hi = mid
      else lo = mid
    }
    t = hi
  }
  return new Date(t)
}
