/**
 * The embedded engine's query path: Algolia-protocol queries answered from the dealer's in-memory
 * index (filters as bitsets, facet counts as array increments, text relevance as Algolia ranks it),
 * then one primary-key read of PostgreSQL for the records on the page. Everything between reading the
 * index and listing the page's ids is synchronous, so a refresh of the index never lands halfway
 * through a query.
 */
import type { Pool } from 'pg'

import { highlightValue, type HighlightResult } from '@/domain/search/highlight'
import { interpretQuery, matchedWords, parseSynonyms, type Synonyms, type Term } from '@/domain/search/query'
import { ATTRIBUTES, MAX_RESULT_WINDOW } from '../attributes'
import type { SearchQuery } from '../protocol'
import type { SearchRecord } from '@/domain/search/record'
import type { FacetStats, SearchResponse, SearchTenant } from '../response'
import { count, emptySet, forEach, put, type Bitset } from './bitset'
import { filtered, visibleWithKey } from './filter'
import { scoreText, withStockNumbers } from './relevance'
import { tenantIndex } from './store'
import type { Dictionary } from './dictionary'
import type { TenantIndex } from './tenantIndex'

/** Attributes whose matches are highlighted (the card title is `name`). */
const HIGHLIGHTED = ['name', 'make', 'model'] as const

const synonymCache = new Map<string, Synonyms>()
function synonymsOf(tenant: SearchTenant): Synonyms {
  const lines = tenant.settings.searchSynonyms ?? []
  const key = lines.join('\n')
  let parsed = synonymCache.get(key)
  if (!parsed) {
    if (synonymCache.size > 500) synonymCache.clear()
    synonymCache.set(key, (parsed = parseSynonyms(lines)))
  }
  return parsed
}

type Planned = {
  query: SearchQuery
  ids: number[]
  nbHits: number
  facets: Record<string, Record<string, number>>
  facets_stats: Record<string, FacetStats>
  terms: Term[]
  started: number
}

/**
 * The `limit` values with the highest counts, ties by value, without sorting every value: find the
 * count at the cut, take every value above it, then values at the cut in value order (the
 * dictionary's precomputed ranks) until the limit is reached. A facet with 100,000 distinct
 * odometer readings costs a few passes over integer arrays.
 */
function topCodes(dict: Dictionary, counts: Int32Array, limit: number): Record<string, number> {
  if (limit <= 0) return {}
  let max = 0
  let distinct = 0
  for (let code = 1; code < counts.length; code++) {
    const n = counts[code]!
    if (n > 0) distinct++
    if (n > max) max = n
  }
  let cut = 1
  if (distinct > limit) {
    const perCount = new Int32Array(max + 1)
    for (let code = 1; code < counts.length; code++) perCount[counts[code]!]!++
    let taken = 0
    for (cut = max; cut > 1 && taken + perCount[cut]! < limit; cut--) taken += perCount[cut]!
  }
  const picked: number[] = []
  for (let code = 1; code < counts.length; code++) if (counts[code]! > cut) picked.push(code)
  const { rank, byRank } = dict.ranks()
  for (let i = 0; i < byRank.length && picked.length < limit; i++) {
    const code = byRank[i]!
    if (code !== 0 && counts[code] === cut) picked.push(code)
  }
  picked.sort((a, b) => counts[b]! - counts[a]! || rank[a]! - rank[b]!)
  const out: Record<string, number> = {}
  for (const code of picked.slice(0, limit)) out[dict.values[code]!] = counts[code]!
  return out
}

/**
 * A zeroed count per value of a facet, reused from query to query (plans run synchronously, one at a
 * time): a 100,000-value odometer facet would otherwise allocate 400 KB per search for the collector.
 */
function scratchCounts(index: TenantIndex, attr: string): Int32Array {
  const size = index.column(attr).dict.size
  const key = `scratch:${attr}`
  let counts = index.scratch.get(key)
  if (!counts || counts.length < size) index.scratch.set(key, (counts = new Int32Array(Math.max(size, 64) * 2)))
  counts.fill(0, 0, size)
  return counts.subarray(0, size)
}

function countFacets(index: TenantIndex, query: SearchQuery, matching: Bitset): Pick<Planned, 'facets' | 'facets_stats'> {
  const facets: Record<string, Record<string, number>> = {}
  const facets_stats: Record<string, FacetStats> = {}
  const plain = query.facets.filter((f) => ATTRIBUTES[f]!.kind !== 'textArray')
  const codeColumns = plain.map((f) => index.column(f).codes)
  const counters = plain.map((f) => scratchCounts(index, f))
  const numeric = plain.filter((f) => ATTRIBUTES[f]!.kind === 'number')
  const valueColumns = numeric.map((f) => index.column(f).values!)
  const stats = numeric.map(() => ({ min: Infinity, max: -Infinity, sum: 0, n: 0 }))
  // One pass over the matching cars for every facet at once: the set bits are walked a single time.
  const k = codeColumns.length
  const m = valueColumns.length
  for (let w = 0; w < matching.length; w++) {
    let bits = matching[w]!
    while (bits !== 0) {
      const low = bits & -bits
      const s = (w << 5) + (31 - Math.clz32(low))
      bits ^= low
      for (let i = 0; i < k; i++) counters[i]![codeColumns[i]![s]!]!++
      for (let i = 0; i < m; i++) {
        const v = valueColumns[i]![s]!
        if (v !== v) continue // NaN: no value
        const st = stats[i]!
        if (v < st.min) st.min = v
        if (v > st.max) st.max = v
        st.sum += v
        st.n++
      }
    }
  }
  const limitFor = (f: string) => Math.min(query.maxValuesPerFacet ?? 100, ATTRIBUTES[f]!.maxValues)
  plain.forEach((f, i) => (facets[f] = topCodes(index.column(f).dict, counters[i]!, limitFor(f))))
  numeric.forEach((f, i) => {
    const st = stats[i]!
    if (st.n > 0) facets_stats[f] = { min: st.min, max: st.max, avg: st.sum / st.n, sum: st.sum }
  })
  for (const f of query.facets) {
    if (ATTRIBUTES[f]!.kind !== 'textArray') continue
    const c = index.column(f)
    const counts = new Int32Array(c.dict.size)
    const lists = c.lists!
    forEach(matching, (s) => {
      const list = lists[s]
      if (list) for (let i = 0; i < list.length; i++) counts[list[i]!]!++
    })
    facets[f] = topCodes(c.dict, counts, limitFor(f))
  }
  // Facets in the order they were asked for, as before.
  return { facets: Object.fromEntries(query.facets.map((f) => [f, facets[f]!])), facets_stats }
}

/** The page's car ids, in order: by textual score then the sort when there is a query, else the sort. */
function pageIds(index: TenantIndex, query: SearchQuery, matching: Bitset, text: { slots: Int32Array; scores: Float64Array } | null): number[] {
  const offset = query.page * query.hitsPerPage
  const end = Math.min(offset + query.hitsPerPage, MAX_RESULT_WINDOW)
  if (query.hitsPerPage === 0 || offset >= end) return []
  const { order, pos } = index.orderOf(query.indexName)
  const slots: number[] = []
  if (text) {
    // One sortable number per car: score first, then its place in the chosen sort (pos < 2^22).
    const keys = new Float64Array(text.slots.length)
    for (let i = 0; i < keys.length; i++) keys[i] = text.scores[i]! * 4_194_304 + pos[text.slots[i]!]!
    keys.sort()
    for (let i = offset; i < Math.min(end, keys.length); i++) slots.push(order[keys[i]! % 4_194_304]!)
  } else {
    let seen = 0
    for (let i = 0; i < order.length && seen < end; i++) {
      const s = order[i]!
      if (!(matching[s >>> 5]! & (1 << (s & 31)))) continue
      if (seen >= offset) slots.push(s)
      seen++
    }
  }
  return slots.map((s) => index.ids[s]!)
}

/** The cars a query matches (stock filter, conditions, text), with their textual scores if it has text. */
export function matchingCars(index: TenantIndex, tenant: SearchTenant, query: SearchQuery, now: number, visibleBy = new Map<string, { set: Bitset; key: string }>()) {
  let shown = visibleBy.get(query.indexName)
  if (!shown) visibleBy.set(query.indexName, (shown = visibleWithKey(index, tenant.settings, now, query.indexName)))
  const base = shown.set
  let matching = filtered(index, query.conditions, base)
  const terms = query.query.trim() ? withStockNumbers(index, interpretQuery(query.query, index.vocabulary(), synonymsOf(tenant))) : []
  let text: { slots: Int32Array; scores: Float64Array } | null = null
  if (terms.length) {
    text = scoreText(index, terms, matching)
    matching = emptySet(index.capacity)
    for (const s of text.slots) put(matching, s)
  }
  return { matching, terms, text }
}

/** Plans kept per index state (cleared on every change), for repeated searches: landing pages, paging back. */
const MAX_MEMO_PLANS = 500
const memoOn = () => process.env.SEARCH_PLAN_MEMO !== 'off'

/** One query against a loaded index: the page's car ids, the count and the facets (no I/O). */
export function plan(index: TenantIndex, tenant: SearchTenant, query: SearchQuery, now: number, visibleBy = new Map<string, { set: Bitset; key: string }>()): Planned {
  const started = performance.now()
  let shown = visibleBy.get(query.indexName)
  if (!shown) visibleBy.set(query.indexName, (shown = visibleWithKey(index, tenant.settings, now, query.indexName)))
  // Everything a plan depends on: the index state (the memo is emptied on change), the visible set's
  // key (stock settings, sold cars inside the window), the dealer's synonyms and the query itself.
  const key = memoOn()
    ? `plan:${shown.key}:${(tenant.settings.searchSynonyms ?? []).join('\n')}:${JSON.stringify([query.indexName, query.query, query.page, query.hitsPerPage, query.facets, query.maxValuesPerFacet, query.conditions])}`
    : null
  const memo = key ? (index.memo.get(key) as Omit<Planned, 'query' | 'started'> | undefined) : undefined
  if (memo) return { ...memo, query, started }
  const { matching, terms, text } = matchingCars(index, tenant, query, now, visibleBy)
  const nbHits = text ? text.slots.length : count(matching)
  const result = { ids: pageIds(index, query, matching, text), nbHits, ...countFacets(index, query, matching), terms }
  if (key) {
    if (index.memo.size > MAX_MEMO_PLANS) for (const k of index.memo.keys()) if (k.startsWith('plan:')) index.memo.delete(k)
    index.memo.set(key, result)
  }
  return { ...result, query, started }
}

function highlights(record: SearchRecord, planned: Planned): Record<string, HighlightResult> {
  const matched = matchedWords(planned.terms)
  const { preTag, postTag, escape } = planned.query.highlight
  const out: Record<string, HighlightResult> = {}
  for (const attr of HIGHLIGHTED) {
    out[attr] = highlightValue(String(record[attr] ?? ''), matched, { preTag, postTag, escape, termCount: planned.terms.length })
  }
  return out
}

/** Several queries of one request, against one consistent state of the dealer's index. */
export async function runSearches(pool: Pool, tenant: SearchTenant, queries: SearchQuery[], now = Date.now()): Promise<SearchResponse[]> {
  const index = await tenantIndex(pool, tenant.id)
  const visibleBy = new Map<string, { set: Bitset; key: string }>()
  const planned = queries.map((q) => plan(index, tenant, q, now, visibleBy))
  const ids = [...new Set(planned.flatMap((p) => p.ids))]
  const records = new Map<number, SearchRecord>()
  if (ids.length) {
    const { rows } = await pool.query<{ vehicle_id: number; record: SearchRecord }>(
      'SELECT vehicle_id, record FROM vehicle_search WHERE vehicle_id = ANY($1::int[])',
      [ids],
    )
    for (const r of rows) records.set(r.vehicle_id, r.record)
  }
  return planned.map((p) => {
    const hitsPerPage = p.query.hitsPerPage
    const reachable = Math.min(p.nbHits, MAX_RESULT_WINDOW)
    // A car deleted between the index read and this one simply drops off the page.
    const hits = p.ids.flatMap((id) => {
      const record = records.get(id)
      if (!record) return []
      // Always present, as Algolia sends it: the card title renders through it (matchLevel none without a query).
      return [{ ...record, _highlightResult: highlights(record, p) }]
    })
    return {
      hits,
      nbHits: p.nbHits,
      page: p.query.page,
      nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
      hitsPerPage,
      facets: p.facets,
      facets_stats: p.facets_stats,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      processingTimeMS: Math.round(performance.now() - p.started),
      query: p.query.query,
      params: p.query.echo,
      index: p.query.indexName,
    }
  })
}

export async function runSearch(pool: Pool, tenant: SearchTenant, query: SearchQuery, now = Date.now()): Promise<SearchResponse> {
  return (await runSearches(pool, tenant, [query], now))[0]!
}
