/**
 * The dealer's review stars. "Rating shows only when the average exceeds a configured minimum", and is
 * drawn as up to 4 full stars plus a partial one, so an average of 5 is four full stars and a full fifth.
 */

import { formatNumber } from '../format/numbers'

export type StarRating = {
  /** Full stars, 0–4. */
  full: number
  /** How much of the star after the full ones is filled, 0–1 to 2 decimals (the 5th star when full is 4). */
  partial: number
  /** '4.6 out of 5'. */
  label: string
  /** 'Based on 120 reviews'. */
  countLabel: string
}

/** The average a rating must exceed to show, unless configured otherwise. */
const DEFAULT_RATING_MINIMUM = 4
const MAX_FULL_STARS = 4

/**
 * The stars to draw, or null when the rating is hidden, there are no reviews, the average is missing,
 * or it does not exceed `minimum`. Averages above 5 are treated as 5.
 */
export function starRating(
  average: number | null | undefined,
  count: number | null | undefined,
  options: { minimum?: number; hidden?: boolean } = {},
): StarRating | null {
  const { minimum = DEFAULT_RATING_MINIMUM, hidden = false } = options
  if (hidden) return null
  if (typeof count !== 'number' || !Number.isFinite(count) || Math.floor(count) < 1) return null
  if (typeof average !== 'number' || !Number.isFinite(average) || average <= minimum) return null
  const avg = Math.min(5, Math.max(0, average))
  const full = Math.min(MAX_FULL_STARS, Math.floor(avg))
  const partial = Math.min(1, Math.round((avg - full) * 100) / 100)
  const reviews = Math.floor(count)
  return {
    full,
    partial,
    label: `${avg.toFixed(1)} out of 5`,
    countLabel: `Based on ${formatNumber(reviews)} ${reviews === 1 ? 'review' : 'reviews'}`,
  }
}
