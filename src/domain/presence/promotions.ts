/**
 * Dealer promotions (banners, cards among the stock, banners on vehicle pages). A promotion runs over
 * whole calendar days in a chosen zone: from the midnight that starts its start day to the midnight that
 * ends its expiry day. The admin stores a day picked in a zone as noon of that day in that zone (an ISO
 * instant), which reads back as the same day whatever the zone's offset; a bare 'YYYY-MM-DD' is accepted
 * too. `now` is always a parameter.
 */
import { addDays, calendarDateIn, isCalendarDate, isValidTimeZone, zonedMidnight, type CalendarDate, type TimeZone } from './timezone'

export type PromotionCarType = 'new' | 'used' | 'demo'
export type PromotionPlacement = 'banner' | 'card' | 'vehicle-banner'

export type Promotion = {
  id: string | number
  title: string
  /** ISO instant (noon of the day in its zone) or 'YYYY-MM-DD'. */
  startDate?: string | null
  startTimeZone?: string | null
  /** ISO instant (noon of the day in its zone) or 'YYYY-MM-DD'; the day is included. */
  expiryDate?: string | null
  expiryTimeZone?: string | null
  /** Empty or missing: every car type. */
  carTypes?: PromotionCarType[] | null
  /** Cards: the 1-based tile the card takes; banners: order. */
  position?: number | null
  placement: PromotionPlacement
}

/** When a promotion runs: `startsAt` inclusive, `endsAt` exclusive; null is open-ended. */
export type PromotionWindow = { startsAt: Date | null; endsAt: Date | null }

/** The zone used when a promotion has none (or one this runtime does not know). */
export const DEFAULT_PROMOTION_TIME_ZONE: TimeZone = 'Australia/Brisbane'

const PROMOTION_MESSAGES = {
  expiryBeforeStart: 'The expiry date must be on or after the start date.',
  startDate: 'Enter a valid start date.',
  expiryDate: 'Enter a valid expiry date.',
} as const

const INVALID = () => new Date(Number.NaN)

function zoneOrDefault(tz: string | null | undefined): TimeZone {
  return isValidTimeZone(tz) ? tz.trim() : DEFAULT_PROMOTION_TIME_ZONE
}

/** The calendar day a stored date names in `tz`, or null when it cannot be read. */
function promotionDay(value: string, tz: string | null | undefined): CalendarDate | null {
  const v = value.trim()
  if (isCalendarDate(v)) return v
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(new Date(v).getTime())) return null
  return calendarDateIn(v, zoneOrDefault(tz))
}

/** The instant the day named by a stored date begins in its zone; null when missing, Invalid Date when unreadable. */
function dayStartsAt(value: string | null | undefined, tz?: string | null): Date | null {
  if (!value?.trim()) return null
  const day = promotionDay(value, tz)
  return day ? zonedMidnight(day, zoneOrDefault(tz)) : INVALID()
}

/** The instant the day named by a stored date ends in its zone (the next midnight); null when missing, Invalid Date when unreadable. */
export function dayEndsAt(value: string | null | undefined, tz?: string | null): Date | null {
  if (!value?.trim()) return null
  const day = promotionDay(value, tz)
  return day ? zonedMidnight(addDays(day, 1), zoneOrDefault(tz)) : INVALID()
}

/**
 * When the promotion runs. A date that is present but unreadable gives an Invalid Date, which no `now`
 * satisfies, so a broken promotion stays off rather than running forever.
 */
export function promotionWindow(
  p: Pick<Promotion, 'startDate' | 'startTimeZone' | 'expiryDate' | 'expiryTimeZone'>,
): PromotionWindow {
  return { startsAt: dayStartsAt(p.startDate, p.startTimeZone), endsAt: dayEndsAt(p.expiryDate, p.expiryTimeZone) }
}

/** startsAt <= now < endsAt, each side open when missing. */
export function isPromotionLive(
  p: Pick<Promotion, 'startDate' | 'startTimeZone' | 'expiryDate' | 'expiryTimeZone'>,
  now: Date | number,
): boolean {
  const t = now instanceof Date ? now.getTime() : now
  const { startsAt, endsAt } = promotionWindow(p)
  if (startsAt && !(startsAt.getTime() <= t)) return false
  if (endsAt && !(t < endsAt.getTime())) return false
  return true
}

/**
 * Whether a promotion belongs on a page showing `carType`. A promotion without car types suits every
 * page; a page without a car type (null, undefined or an empty list) shows every promotion; otherwise
 * they must share at least one car type.
 */
export function promotionMatchesCarType(
  p: Pick<Promotion, 'carTypes'>,
  carType?: PromotionCarType | readonly PromotionCarType[] | null,
): boolean {
  if (!p.carTypes || p.carTypes.length === 0) return true
  if (carType === null || carType === undefined) return true
  const page = typeof carType === 'string' ? [carType] : carType
  if (page.length === 0) return true
  return page.some((t) => p.carTypes!.includes(t))
}

/** Ascending position, missing positions last; equal positions keep input order (Array.sort is stable). */
export function byPosition<P extends { position?: number | null }>(a: P, b: P): number {
  const pa = typeof a.position === 'number' && Number.isFinite(a.position) ? a.position : Number.POSITIVE_INFINITY
  const pb = typeof b.position === 'number' && Number.isFinite(b.position) ? b.position : Number.POSITIVE_INFINITY
  return pa === pb ? 0 : pa < pb ? -1 : 1
}

/** The promotions to show in a placement: live at `now`, matching the page's car type, by position, at most `limit`. */
export function selectPromotions<P extends Promotion>(
  list: readonly P[],
  options: {
    now: Date | number
    placement: PromotionPlacement
    carType?: PromotionCarType | readonly PromotionCarType[] | null
    limit?: number
  },
): P[] {
  const out = list
    .filter((p) => p.placement === options.placement)
    .filter((p) => isPromotionLive(p, options.now) && promotionMatchesCarType(p, options.carType))
    .sort(byPosition)
  const { limit } = options
  return limit !== undefined && Number.isFinite(limit) && limit >= 0 ? out.slice(0, Math.floor(limit)) : out
}

/**
 * Items with promo cards placed so each card is the `position`-th tile (1-based) of the combined list:
 * position 8 is the 8th tile. Cards are placed in position order; two cards asking for the same tile
 * take consecutive tiles. A card without a whole-number position ≥ 1 is skipped. A card that would
 * leave a gap (position beyond the combined length + 1) is dropped, or appended at the end with
 * `appendOverflow`.
 */
export function interleavePromoCards<T, P extends { position?: number | null }>(
  items: readonly T[],
  promos: readonly P[],
  options: { appendOverflow?: boolean } = {},
): (T | P)[] {
  const out: (T | P)[] = [...items]
  const placed = promos
    .filter((p) => typeof p.position === 'number' && Number.isInteger(p.position) && p.position >= 1)
    .sort(byPosition)
  let lastIndex = -1
  for (const promo of placed) {
    const index = Math.max(promo.position! - 1, lastIndex + 1)
    if (index <= out.length) {
      out.splice(index, 0, promo)
      lastIndex = index
    } else if (options.appendOverflow) {
      out.push(promo)
      lastIndex = out.length - 1
    }
  }
  return out
}

/**
 * Why a promotion's dates cannot be saved, or null. Each date is optional. When both are set, the expiry
 * day must not be before the start day (each read in its own zone), and the window must not be empty:
 * zones far apart could otherwise end a same-day promotion before it begins.
 */
export function validatePromotionDates(
  p: Pick<Promotion, 'startDate' | 'startTimeZone' | 'expiryDate' | 'expiryTimeZone'>,
): string | null {
  const { startsAt, endsAt } = promotionWindow(p)
  if (startsAt && Number.isNaN(startsAt.getTime())) return PROMOTION_MESSAGES.startDate
  if (endsAt && Number.isNaN(endsAt.getTime())) return PROMOTION_MESSAGES.expiryDate
  if (!startsAt || !endsAt) return null
  const startDay = promotionDay(p.startDate!, p.startTimeZone)!
  const expiryDay = promotionDay(p.expiryDate!, p.expiryTimeZone)!
  if (expiryDay < startDay || endsAt.getTime() <= startsAt.getTime()) return PROMOTION_MESSAGES.expiryBeforeStart
  return null
}
