/**
 * Facet list rules and search constants.
 */

/** 21 hits per page (tenant setting `pageSize` overrides). */
export const DEFAULT_PAGE_SIZE = 21
/** The search box debounce. */
export const SEARCH_BOX_DEBOUNCE_MS = 300
/** Facet value limits per attribute. */
export const FACET_LIMITS = {
  body: 30,
  make: 100,
  model: 250,
  colour: 30,
  car_type: 6,
  price_range: 30,
  location: 30,
  /** A group's rooftops (the spec's dealership facet limit). */
  dealership: 40,
  fuel: 30,
} as const

/** The entry facetStats is never shown. */
const HIDDEN_FACET_ENTRIES: readonly string[] = ['facetStats']

/** A facet item has a label, a value and a count. */
export type FacetItem = { label: string; value: string | number | boolean; count: number }

/** The facet entries to render: every key except facetStats. */
export function visibleFacetAttributes(facets: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(facets).filter((k) => !HIDDEN_FACET_ENTRIES.includes(k))
}

/**
 * The items of a facet list to render. The value false is hidden when certified-only is on: on a
 * certified-only site, the `certified` facet's false item is hidden.
 */
export function visibleFacetItems<T extends FacetItem>(
  attribute: string,
  items: readonly T[],
  options: { stockCertifiedOnly: boolean },
): T[] {
  if (attribute === 'facetStats') return []
  if (attribute !== 'certified' || !options.stockCertifiedOnly) return items.slice()
  return items.filter((i) => String(i.value).toLowerCase() !== 'false')
}

/**
 * Changing a filter removes the page. The query parameters after a filter change: a copy
 * without `page`.
 */
export function withoutPage(params: URLSearchParams | string): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('page')
  return next
}
