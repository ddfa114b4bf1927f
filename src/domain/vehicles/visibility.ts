/**
 * Which cars show on a dealer's site, and which are available (
 * "Car visibility").
 *
 * Timestamps (`sold_date_timestamp`, `created_at_timestamp`) are epoch milliseconds.
 */
import type { SearchRecord } from '../search/record'
import type { TenantSettings } from '@tenants/settings'
import { DAY_MS, toMs, type Instant } from './time'

/** The sold window "defaults to 3 days unless a site setting overrides it". */
export const DEFAULT_SOLD_WINDOW_DAYS = 3

/** Statuses that make a car available ("available when status is in_stock or coming_soon"). */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const

export type VisibilityFields = Pick<SearchRecord, 'show_on_dealer_website' | 'status' | 'sold_date_timestamp'>

/**
 * "A vehicle is available when status is in_stock or coming_soon. Only then are the full
 * details and action buttons shown." Takes a status as any record holds it (a search record, a
 * vehicle row, a feed row), maybe unset.
 */
export function isAvailable(v: { status?: string | null }): boolean {
  return v.status === 'in_stock' || v.status === 'coming_soon'
}

/**
 * Whether a car counts as sold for display (sold-run collapsing, hiding the save button): its status
 * is `sold`, or its `sold` flag is set. Visibility ({@link isVisible}) uses the status only, as the spec
 * words it ("status is ... sold within a recent window").
 */
export function isSold(v: { status?: string | null; sold?: boolean | null }): boolean {
  return v.status === 'sold' || v.sold === true
}

/** A usable window length: a finite number of days, at least 0; anything else takes the default (3). */
function windowDays(days: number): number {
  return Number.isFinite(days) && days >= 0 ? days : DEFAULT_SOLD_WINDOW_DAYS
}

/**
 * The earliest sold date (epoch ms) that is still visible: `now - days`. A car sold at exactly the
 * cutoff is visible (the window is inclusive). For the query builder: `sold_date_timestamp >= cutoff`.
 * Invalid `days` (negative, NaN) fall back to {@link DEFAULT_SOLD_WINDOW_DAYS}.
 */
export function soldVisibleSince(now: Instant, days: number = DEFAULT_SOLD_WINDOW_DAYS): number {
  return toMs(now) - windowDays(days) * DAY_MS
}

/**
 * "Cars show on the site only when show_on_dealer_website is true and status is in_stock,
 * coming_soon, or sold within a recent window (default 3 days, overridable by site setting)."
 *
 * A sold car without a sold date is not visible. Other statuses (in_transit, on_hold) never are.
 */
export function isVisible(
  v: VisibilityFields,
  settings: Pick<TenantSettings, 'soldWindowDays'>,
  now: Instant,
): boolean {
  if (v.show_on_dealer_website !== true) return false
  if (isAvailable(v)) return true
  if (v.status !== 'sold') return false
  const soldAt = v.sold_date_timestamp
  if (soldAt === null || soldAt === undefined || !Number.isFinite(soldAt)) return false
  return soldAt >= soldVisibleSince(now, settings.soldWindowDays)
}
