/**
 * The hero search's link into the results page, and its price rules. Pure.
 *
 * The link is the search page's own canonical URL for the chosen refinements (src/domain/search/routing):
 * /search/used-cars, /search/new-and-demo-cars, /search/toyota, /search/toyota/hilux, with the rest
 * in the query string. A price range sorts by price, highest first.
 */
import { formatNumber } from '@/domain/format/numbers'
import { normaliseCarTypes } from '@/domain/vehicles/carType'
import { formatAud } from '@/domain/vehicles/price'
import { PRICE_RANGE_SLIDER } from '@/domain/vehicles/range'
import { emptyDictionary, searchUrl, type SearchUiState } from '@/domain/search/routing'

export const SEARCH_BASE_PATH = '/search'
/** A price-range search builds a results link sorted by price, highest first. */
const PRICE_SEARCH_SORT = 'vehicles_price_desc'

/** Preset price options $5,000 to $70,000, or the luxury $300,000 to $800,000. */
export const PRICE_PICKS = {
  standard: [5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 70000],
  luxury: [300000, 400000, 500000, 600000, 700000, 800000],
} as const

export type PriceBounds = { min: number; max: number; step: number }
export type PriceRange = { min: number; max: number }

/**
 * The slider's ends: 5,000 to 250,000 in steps of 500. A luxury site's picks go up
 * to 800,000, so its slider reaches its highest pick: a pick the slider could not show would be useless.
 */
export function priceBounds(picks: readonly number[] = PRICE_PICKS.standard): PriceBounds {
  const top = Math.max(PRICE_RANGE_SLIDER.max, ...picks)
  return { min: PRICE_RANGE_SLIDER.min, max: top, step: PRICE_RANGE_SLIDER.step }
}

/** The smallest gap between the thumbs: one step, so min stays below max (gap at least 1). */
const gapOf = (bounds: PriceBounds) => Math.max(PRICE_RANGE_SLIDER.minGap, bounds.step)

const snap = (n: number, bounds: PriceBounds) =>
  Math.min(bounds.max, Math.max(bounds.min, bounds.min + Math.round((n - bounds.min) / bounds.step) * bounds.step))

/**
 * A range after one side changed: both sides on the step grid and inside the bounds, and min below max
 * by at least one step. The side that changed keeps its value where it can; the other side gives way.
 */
export function clampPrice(range: PriceRange, changed: 'min' | 'max', bounds: PriceBounds): PriceRange {
  const gap = gapOf(bounds)
  let min = snap(Number.isFinite(range.min) ? range.min : bounds.min, bounds)
  let max = snap(Number.isFinite(range.max) ? range.max : bounds.max, bounds)
  if (changed === 'min') {
    min = Math.min(min, bounds.max - gap)
    if (max - min < gap) max = min + gap
  } else {
    max = Math.max(max, bounds.min + gap)
    if (max - min < gap) min = max - gap
  }
  return { min, max }
}

/** The full range: no price limit at all. */
export const fullPriceRange = (bounds: PriceBounds): PriceRange => ({ min: bounds.min, max: bounds.max })

/** A side at its end of the slider is no limit: 5,000 means any price from the lowest, 250,000 any above. */
export function priceRefinement(range: PriceRange | null | undefined, bounds: PriceBounds): { min?: number; max?: number } {
  if (!range) return {}
  const out: { min?: number; max?: number } = {}
  if (range.min > bounds.min) out.min = range.min
  if (range.max < bounds.max) out.max = range.max
  return out
}

/** '$25,000', as the slider reads its value out. */
export const moneyText = (n: number): string => formatAud(n)
/** '25,000': the money box shows thousand separators beside its '$' prefix. */
export const moneyInputText = (n: number): string => formatNumber(n, { maximumFractionDigits: 0 })
/** Digits of a typed amount ('$25,000', '25k' is not understood): null when there are none. */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/\.\d*$/, '').replace(/[^\d]/g, '')
  return digits ? Number(digits) : null
}

export type HeroSearchSelection = {
  /** The chosen option's car types; none means all. */
  carTypes: readonly string[]
  make?: string | null
  /** A make_model value, 'Toyota > HiLux'. */
  model?: string | null
  body?: string | null
  location?: string | null
  price?: PriceRange | null
}

/** The search state a selection stands for. */
export function heroSearchState(selection: HeroSearchSelection, bounds: PriceBounds = priceBounds()): SearchUiState {
  const refinementList: NonNullable<SearchUiState['refinementList']> = {}
  const carTypes = normaliseCarTypes(selection.carTypes)
  if (carTypes.length) refinementList.car_type = carTypes
  const make = selection.make?.trim()
  if (make) refinementList.make = [make]
  const model = selection.model?.trim()
  if (model) refinementList.make_model = [model]
  const body = selection.body?.trim()
  if (body) refinementList.body = [body]
  const location = selection.location?.trim()
  if (location) refinementList.location_name = [location]
  const state: SearchUiState = {}
  if (Object.keys(refinementList).length) state.refinementList = refinementList
  const price = priceRefinement(selection.price, bounds)
  if (price.min !== undefined || price.max !== undefined) {
    state.range = { price: `${price.min ?? ''}:${price.max ?? ''}` }
    state.sortBy = PRICE_SEARCH_SORT
  }
  return state
}

/** The results link for a selection: /search/used-cars?..., /search/toyota/hilux, /search?range[price]=... */
export function heroSearchUrl(selection: HeroSearchSelection, bounds: PriceBounds = priceBounds()): string {
  return searchUrl(heroSearchState(selection, bounds), {
    basePath: SEARCH_BASE_PATH,
    pathSegments: true,
    defaultSort: 'vehicles',
    dictionary: emptyDictionary(),
  })
}
