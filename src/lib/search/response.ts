/**
 * What both embedded engines answer: Algolia's search response shape (design/search.md), per query.
 */
import type { HighlightResult } from '@/domain/search/highlight'
import type { SearchRecord } from '@/domain/search/record'
import type { StockFilterSettings } from './tenantFilter'

export type SearchTenant = { id: number; settings: StockFilterSettings & { searchSynonyms?: readonly string[] } }

export type FacetStats = { min: number; max: number; avg: number; sum: number }
export type SearchResponse = {
  hits: (SearchRecord & { _highlightResult?: Record<string, HighlightResult> })[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets: Record<string, Record<string, number>>
  facets_stats: Record<string, FacetStats>
  exhaustiveNbHits: true
  exhaustiveFacetsCount: true
  exhaustive: { nbHits: true; facetsCount: true }
  processingTimeMS: number
  query: string
  params: string
  index: string
}


/** Ties between facet values go by value, in code-point order (both engines, so they agree exactly). */
const byValue = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Facet values by count, then by value, as Algolia sorts them by default. */
export function topValues(counts: [string, number][], limit: number): Record<string, number> {
  counts.sort((a, b) => b[1] - a[1] || byValue(a[0], b[0]))
  return Object.fromEntries(counts.slice(0, limit))
}
