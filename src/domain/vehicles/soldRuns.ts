/**
 * Sold-run collapsing in search results: "In search results, consecutive sold cars are
 * collapsed so only the first of a run shows; if every hit is sold, all show."
 */
import type { SearchRecord } from '../search/record'
import { isSold } from './visibility'

/**
 * The hits with every sold car dropped whose previous hit (in the original order) is also sold, so each
 * run of sold cars is represented by its first car. When every hit is sold, all are kept. Returns a new
 * array; the input is not changed. An empty list gives an empty list.
 */
export function collapseSoldRuns<T>(hits: readonly T[], isSoldHit: (hit: T) => boolean): T[] {
  const sold = hits.map((h) => isSoldHit(h))
  if (sold.every(Boolean)) return hits.slice()
  return hits.filter((_, i) => !sold[i] || i === 0 || !sold[i - 1])
}

/** {@link collapseSoldRuns} for search records with the default sold test. */
export function collapseSoldRecords<T extends Pick<SearchRecord, 'status' | 'sold'>>(hits: readonly T[]): T[] {
  return collapseSoldRuns(hits, isSold)
}
