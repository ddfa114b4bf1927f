/**
 * Result counts: "Counts above 1999 are replaced by an alternative total: the in-stock
 * facet count, or the sum of facet counts, or a configured stock count." Also the "Show Me N cars"
 * button label.
 */

import { formatNumber } from '../format/numbers'

/** The largest count shown as is; 2000 and above use an alternative total. */
export const MAX_EXACT_COUNT = 1999
/** The Show Me N cars counter animates for 2 s. */
export const COUNT_ANIMATION_MS = 2000

/**
 * The Show Me counter's value `elapsedMs` into its count from `from` to `to`: an ease-out (fast, then
 * settling) over COUNT_ANIMATION_MS, exactly `to` at the end. A few lines here instead of an animation
 * library keep the search page's first load small.
 */
export function countAt(from: number, to: number, elapsedMs: number, durationMs = COUNT_ANIMATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to
  const t = Math.max(0, elapsedMs) / durationMs
  const eased = 1 - (1 - t) ** 3
  return from + (to - from) * eased
}

export type CountAlternatives = {
  /** The in-stock count of the status facet. */
  inStockFacetCount?: number | null
  /** Facet counts to add up (e.g. every value of the status facet), as a list or a value → count map. */
  facetCounts?: readonly number[] | Readonly<Record<string, number>> | null
  /** A configured stock count. */
  stockCount?: number | null
}

export type ItemNoun = { singular: string; plural: string }
export const CAR_NOUN: ItemNoun = { singular: 'car', plural: 'cars' }
export const CARAVAN_NOUN: ItemNoun = { singular: 'caravan', plural: 'caravans' }

function usable(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0
}

/** The sum of the finite, non-negative facet counts (0 when there are none). */
export function sumFacetCounts(counts: CountAlternatives['facetCounts']): number {
  if (!counts) return 0
  const values = Array.isArray(counts) ? (counts as readonly number[]) : Object.values(counts)
  return values.reduce((sum, n) => (Number.isFinite(n) && n > 0 ? sum + n : sum), 0)
}

/**
 * The count to show for `nbHits`: as is up to 1999; above that the first alternative that is a finite
 * number above 0, in the order in-stock facet count, sum of facet counts, configured stock count. When
 * none is usable the real count stays. A negative or non-finite `nbHits` shows as 0.
 */
export function displayCount(nbHits: number, alternatives: CountAlternatives = {}): number {
  if (!Number.isFinite(nbHits) || nbHits < 0) return 0
  if (nbHits <= MAX_EXACT_COUNT) return nbHits
  if (usable(alternatives.inStockFacetCount)) return alternatives.inStockFacetCount
  const sum = sumFacetCounts(alternatives.facetCounts)
  if (usable(sum)) return sum
  if (usable(alternatives.stockCount)) return alternatives.stockCount
  return nbHits
}

/**
 * The "Show Me N cars" button. N uses Australian thousands separators; one result reads
 * "car" rather than "cars". `noun` names the items (see {@link CARAVAN_NOUN} for the caravan
 * configuration).
 */
export function showMeLabel(count: number, noun: ItemNoun = CAR_NOUN): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  return `Show Me ${formatNumber(n)} ${n === 1 ? noun.singular : noun.plural}`
}
