/**
 * Algolia's search for facet values (`POST /1/indexes/{index}/facets/{facet}/query`): the values of
 * one facet among the cars the query matches whose words match `facetQuery` (typos and a prefix on
 * the last word, as in a search), by count. The hero and header suggestions ask it for make, model
 * and body as the shopper types.
 */
import type { Pool } from 'pg'

import { highlightValue } from '@/domain/search/highlight'
import { matchWord, words } from '@/domain/search/text'
import { ATTRIBUTES } from '../attributes'
import { SearchRequestError } from '../conditions'
import type { SearchQuery } from '../protocol'
import type { SearchTenant } from '../response'
import { forEach } from './bitset'
import { matchingCars } from './engine'
import { tenantIndex } from './store'

type FacetHit = { value: string; highlighted: string; count: number }
export type FacetValuesResponse = { facetHits: FacetHit[]; exhaustiveFacetsCount: true; processingTimeMS: number }

export async function searchFacetValues(
  pool: Pool,
  tenant: SearchTenant,
  facet: string,
  facetQuery: string,
  maxFacetHits: number,
  query: SearchQuery,
  now = Date.now(),
): Promise<FacetValuesResponse> {
  const started = performance.now()
  const attr = ATTRIBUTES[facet]
  if (!attr || !attr.facet || (attr.kind !== 'text' && attr.kind !== 'textArray')) {
    throw new SearchRequestError(`${facet.slice(0, 60)} is not a facet whose values can be searched.`)
  }
  const index = await tenantIndex(pool, tenant.id)
  const { matching } = matchingCars(index, tenant, query, now)
  const column = index.column(facet)
  const counts = new Int32Array(column.dict.size)
  if (attr.kind === 'textArray') {
    forEach(matching, (s) => column.lists![s]?.forEach((code) => counts[code]!++))
  } else {
    forEach(matching, (s) => {
      counts[column.codes[s]!]!++
    })
  }
  const typed = words(facetQuery).slice(0, 10)
  const lastIsPrefix = !/\s$/.test(facetQuery)
  const hits: FacetHit[] = []
  for (let code = 1; code < counts.length; code++) {
    if (counts[code] === 0) continue
    const value = column.dict.values[code]!
    const valueWords = words(value)
    const matched = new Map<string, { highlight: number; source: string }>()
    const all = typed.every((q, i) => {
      const isLast = lastIsPrefix && i === typed.length - 1
      let found = false
      for (const w of valueWords) {
        const m = matchWord(q, w, isLast)
        if (!m) continue
        found = true
        const highlight = m.exact || w.length <= q.length ? w.length : q.length
        if ((matched.get(w)?.highlight ?? 0) < highlight) matched.set(w, { highlight, source: q })
      }
      return found
    })
    if (!all) continue
    const highlighted = highlightValue(value, matched, { preTag: query.highlight.preTag, postTag: query.highlight.postTag, escape: query.highlight.escape, termCount: typed.length }).value
    hits.push({ value, highlighted, count: counts[code]! })
  }
  hits.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
  return { facetHits: hits.slice(0, maxFacetHits), exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) }
}
