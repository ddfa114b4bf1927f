/**
 * The filter panels a marketer can put on a results page, and the facet each one refines. Shared by
 * the SearchResults block's config (the options a marketer picks from) and its client UI. Pure.
 */
import type { CarTypeOptionId } from '@/domain/vehicles/carType'
import { FACET_LIMITS } from '@/domain/vehicles/facets'
import type { RangeAttribute, RefinementAttribute, SortIndex } from '@/domain/search/routing'

export type FilterPanelId =
  'carType' | 'make' | 'model' | 'body' | 'price' | 'km' | 'year' | 'fuel' | 'transmission' | 'drive' | 'colour' | 'location' | 'dealership' | 'seats'

export type FilterPanel =
  | { id: FilterPanelId; kind: 'carType'; label: string; attribute: 'car_type' }
  | { id: FilterPanelId; kind: 'make'; label: string; attribute: 'make' }
  | { id: FilterPanelId; kind: 'model'; label: string; attribute: 'make_model' }
  /** `minValues`: fewer values than this (and none chosen) and the panel is not shown (one dealer has one dealership). */
  | { id: FilterPanelId; kind: 'list'; label: string; attribute: RefinementAttribute; limit: number; minValues?: number }
  | { id: FilterPanelId; kind: 'range'; label: string; attribute: RangeAttribute; unit: 'money' | 'km' | 'year' }

export const FILTER_PANELS: Record<FilterPanelId, FilterPanel> = {
  carType: { id: 'carType', kind: 'carType', label: 'Car type', attribute: 'car_type' },
  make: { id: 'make', kind: 'make', label: 'Make', attribute: 'make' },
  model: { id: 'model', kind: 'model', label: 'Model', attribute: 'make_model' },
  body: { id: 'body', kind: 'list', label: 'Body type', attribute: 'body', limit: FACET_LIMITS.body },
  price: { id: 'price', kind: 'range', label: 'Price', attribute: 'price', unit: 'money' },
  km: { id: 'km', kind: 'range', label: 'Kilometres', attribute: 'km', unit: 'km' },
  year: { id: 'year', kind: 'range', label: 'Year', attribute: 'year', unit: 'year' },
  fuel: { id: 'fuel', kind: 'list', label: 'Fuel type', attribute: 'fuel', limit: FACET_LIMITS.fuel },
  transmission: { id: 'transmission', kind: 'list', label: 'Transmission', attribute: 'transmission', limit: 30 },
  drive: { id: 'drive', kind: 'list', label: 'Drive type', attribute: 'drive', limit: 30 },
  colour: { id: 'colour', kind: 'list', label: 'Colour', attribute: 'colour', limit: FACET_LIMITS.colour },
  location: { id: 'location', kind: 'list', label: 'Location', attribute: 'location_name', limit: FACET_LIMITS.location },
  dealership: { id: 'dealership', kind: 'list', label: 'Dealership', attribute: 'dealership_name', limit: FACET_LIMITS.dealership, minValues: 2 },
  seats: { id: 'seats', kind: 'list', label: 'Seats', attribute: 'seats', limit: 20 },
}

export const FILTER_PANEL_IDS = Object.keys(FILTER_PANELS) as FilterPanelId[]

/** The panels a new SearchResults block shows, in order. */
export const DEFAULT_FILTER_PANELS: FilterPanelId[] = [
  'carType',
  'make',
  'price',
  'km',
  'year',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'location',
  'dealership',
  'seats',
]

export const DEFAULT_CAR_TYPE_OPTIONS: CarTypeOptionId[] = ['all', 'new', 'used', 'demo']

/** The sort options: most relevant, latest, highest and lowest price. */
export const SORT_OPTIONS: { value: SortIndex; label: string }[] = [
  { value: 'vehicles', label: 'Most relevant' },
  { value: 'vehicles_latest', label: 'Latest' },
  { value: 'vehicles_price_desc', label: 'Highest price' },
  { value: 'vehicles_price_asc', label: 'Lowest price' },
]

/** The ordered, de-duplicated panels of a block (unknown ids from older saves are skipped; none saved means the default). */
export function filterPanels(ids: readonly string[] | null | undefined): FilterPanel[] {
  const list = ids ?? DEFAULT_FILTER_PANELS
  const seen = new Set<string>()
  const out: FilterPanel[] = []
  for (const id of list) {
    if (seen.has(id) || !Object.hasOwn(FILTER_PANELS, id)) continue
    seen.add(id)
    out.push(FILTER_PANELS[id as FilterPanelId])
  }
  return out
}
