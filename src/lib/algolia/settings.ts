/**
 * Index settings and the sort replicas. Sorting is by index name (design/search.md): the browser picks
 * `{index}`, `{index}_price_asc`, `{index}_price_desc` or `{index}_latest`, and the embedded engine maps
 * the same names to an ORDER BY. Algolia does it with standard replicas, whose ranking starts with the
 * sort attribute (an exhaustive sort, unlike virtual replicas' relevance-first sort).
 */
import { FILTER_ONLY_ATTRIBUTES } from './records'

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'latest'

const SUFFIX: Record<SortKey, string> = { relevance: '', price_asc: '_price_asc', price_desc: '_price_desc', latest: '_latest' }

/** Sort → index name, for the sort-by widget and the embedded engine's whitelist. */
export function indexNames(base: string): Record<SortKey, string> {
  return Object.fromEntries(Object.entries(SUFFIX).map(([sort, suffix]) => [sort, `${base}${suffix}`])) as Record<SortKey, string>
}

/** The replicas of the primary index (every sort but the default). */
export function replicaNames(base: string): string[] {
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
}

/** Algolia's default ranking criteria, after which a standard replica's sort attribute is prepended. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

/** Shared by the primary and every replica (a replica copies settings only when it is created). */
export const BASE_SETTINGS: IndexSettings = {
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
  attributesToHighlight: ['name'],
  maxValuesPerFacet: 250,
}

const REPLICA_SORT: Record<Exclude<SortKey, 'relevance'>, string> = {
  price_asc: 'asc(price)',
  price_desc: 'desc(price)',
  latest: 'desc(created_at_timestamp)',
}

/** Every index to configure, primary first (setting its replicas creates them), then each replica. */
export function indexSettingsPlan(base: string): { indexName: string; settings: IndexSettings }[] {
  const names = indexNames(base)
  return [
    { indexName: names.relevance, settings: { ...BASE_SETTINGS, ranking: DEFAULT_RANKING, replicas: replicaNames(base) } },
    ...(Object.keys(REPLICA_SORT) as (keyof typeof REPLICA_SORT)[]).map((sort) => ({
      indexName: names[sort],
      settings: { ...BASE_SETTINGS, ranking: [REPLICA_SORT[sort], ...DEFAULT_RANKING] },
    })),
  ]
}
