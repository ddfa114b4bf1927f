/**
 * Index settings and the sort replicas. Sorting is by index name (design/search.md): the browser picks
 * `{index}`, `{index}_price_asc`, `{index}_price_desc` or `{index}_latest`, and the embedded engine maps
 * the same names to an ORDER BY. Algolia does it with standard replicas, whose ranking starts with the
 * sort attribute (an exhaustive sort, unlike virtual replicas' relevance-first sort).
 */
import { QUERY_RULES } from '@/domain/search/query'
import { words } from '@/domain/search/text'
import { FILTER_ONLY_ATTRIBUTES } from './records'

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'latest'

const SUFFIX: Record<SortKey, string> = { relevance: '', price_asc: '_price_asc', price_desc: '_price_desc', latest: '_latest' }

/** Sort → index name, for the sort-by widget and the embedded engine's whitelist. */
export function indexNames(base: string): Record<SortKey, string> {
  return Object.fromEntries(Object.entries(SUFFIX).map(([sort, suffix]) => [sort, `${base}${suffix}`])) as Record<SortKey, string>
}

/** The replicas of the primary index (every sort but the default). */
function replicaNames(base: string): string[] {
  const names = indexNames(base)
  return [names.price_asc, names.price_desc, names.latest]
}

/** The primary and its replicas: what a secured key may search. */
export function allIndexNames(base: string): string[] {
  return Object.values(indexNames(base))
}

/** The settings we write; a subset of Algolia's IndexSettings, named as the REST API names them. */
export type IndexSettings = {
  searchableAttributes?: string[]
  attributesForFaceting?: string[]
  unretrievableAttributes?: string[]
  customRanking?: string[]
  ranking?: string[]
  replicas?: string[]
  attributesToHighlight?: string[]
  maxValuesPerFacet?: number
  hitsPerPage?: number
  typoTolerance?: boolean | 'min' | 'strict'
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  allowTyposOnNumericTokens?: boolean
  disableTypoToleranceOnAttributes?: string[]
  queryType?: 'prefixLast' | 'prefixNone' | 'prefixAll'
  removeWordsIfNoResults?: 'none'
}

/**
 * How a query is read, the same numbers the embedded engine uses (src/domain/search): typos from 4
 * and 8 letters, only where a word has no exact match (typoTolerance 'min'), none on numbers or stock numbers, the last word a prefix, every word required.
 */
const RELEVANCE_SETTINGS: IndexSettings = {
  typoTolerance: QUERY_RULES.typoTolerance ?? true,
  minWordSizefor1Typo: QUERY_RULES.minWordSizefor1Typo,
  minWordSizefor2Typos: QUERY_RULES.minWordSizefor2Typos,
  allowTyposOnNumericTokens: false,
  disableTypoToleranceOnAttributes: ['stocknum'],
  queryType: QUERY_RULES.prefixLast ? 'prefixLast' : 'prefixNone',
  removeWordsIfNoResults: 'none',
}

/** Algolia's synonym object: every entry of a group finds every other (a regular, two-way synonym). */
export type SynonymObject = { objectID: string; type: 'synonym'; synonyms: string[] }

/**
 * The dealers' synonym groups as Algolia synonyms. Algolia keeps synonyms per index and the index is
 * shared, so it gets the union of every dealer's groups (the embedded engine applies each dealer's own).
 */
export function synonymObjects(groups: readonly string[]): SynonymObject[] {
  const seen = new Map<string, SynonymObject>()
  for (const line of groups) {
    const phrases = [...new Set(line.split(/[,/|]/).map((p) => words(p).join(' ')).filter(Boolean))].sort()
    if (phrases.length < 2) continue
    const objectID = `syn-${phrases.join('-').replace(/[^a-z0-9-]+/g, '_')}`.slice(0, 100)
    seen.set(objectID, { objectID, type: 'synonym', synonyms: phrases })
  }
  return [...seen.values()]
}

/** Algolia's default ranking criteria, after which a standard replica's sort attribute is prepended. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

/** Shared by the primary and every replica (a replica copies settings only when it is created). */
const BASE_SETTINGS: IndexSettings = {
  // Order matters: a match in an earlier attribute ranks higher. Comma-joined entries rank equally.
  searchableAttributes: [
    'name',
    'make,model',
    'badge,series',
    'body,fuel,transmission,drive,colour',
    'stocknum',
    'location_name,city',
  ],
  attributesForFaceting: [
    // Tenant isolation and visibility: filterable, never counted, never listed to the browser.
    // (sold_window_timestamp is filtered numerically, which needs no faceting declaration.)
    'filterOnly(tenant_id)',
    'filterOnly(show_on_dealer_website)',
    // Shopper facets; make and model are searchable so "Show all makes" can search facet values.
    'searchable(make)',
    'searchable(model)',
    'make_model',
    'body',
    'colour',
    'car_type',
    'status',
    'fuel',
    'transmission',
    'drive',
    'item_type',
    'tag',
    'categories',
    'certified',
    'reserved',
    'price_range',
    'weekly_price_range',
    'location_name',
    'city',
    'state',
    'dealership_name',
    // Numeric facets for range sliders (facets_stats).
    'year',
    'price',
    'km',
    'seats',
    'doors',
    'subscription_price',
  ],
  unretrievableAttributes: [...FILTER_ONLY_ATTRIBUTES],
  customRanking: ['desc(custom_rank)'],
  attributesToHighlight: ['name', 'make', 'model'],
  maxValuesPerFacet: 250,
  ...RELEVANCE_SETTINGS,
}

const REPLICA_SORT: Record<Exclude<SortKey, 'relevance'>, string> = {
  price_asc: 'asc(price)',
  price_desc: 'desc(price)',
  latest: 'desc(created_at_timestamp)',
}

/**
 * Every index to configure, primary first (setting its replicas creates them), then each replica. A
 * replica ranks by textual relevance first and then by its sort, as the embedded engine does, so a
 * shopper's words still decide which cars come first under "lowest price".
 */
export function indexSettingsPlan(base: string): { indexName: string; settings: IndexSettings }[] {
  const names = indexNames(base)
  return [
    { indexName: names.relevance, settings: { ...BASE_SETTINGS, ranking: DEFAULT_RANKING, replicas: replicaNames(base) } },
    ...(Object.keys(REPLICA_SORT) as (keyof typeof REPLICA_SORT)[]).map((sort) => ({
      indexName: names[sort],
      settings: { ...BASE_SETTINGS, ranking: [...DEFAULT_RANKING.slice(0, -1), REPLICA_SORT[sort], 'custom'] },
    })),
  ]
}
