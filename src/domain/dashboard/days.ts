/**
 * Calendar days in a dealer's time zone, for the dashboard's day axes: the date "now" is in that zone,
 * and the n days that end with it. Pure date arithmetic on calendar dates (no clock times), so a
 * daylight-saving change never skips or repeats a day.
 */

/** yyyy-mm-dd of `now` on the clock of `timeZone`. */
export function dayInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** The day `offset` days after `day` (yyyy-mm-dd; negative goes back). */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10)
}

/** The `count` days ending today in the zone, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const today = dayInZone(now, timeZone)
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1))
}

/** "Tue 3 Dec" for a yyyy-mm-dd. */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}

/** "Tue" for a yyyy-mm-dd. */
export function weekday(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}
