/**
 * Makes list and facet ordering rules.
 */
import type { CarType } from '../search/record'

/** The makes list shows the first 7 (or the popular makes count) before Show all makes. */
export const DEFAULT_POPULAR_MAKES_COUNT = 7
/** The first 20 are labelled Popular Makes, the rest All Makes. */
const POPULAR_MAKES_GROUP_SIZE = 20
/** Make models list limit 30. */
export const MAKE_MODELS_LIMIT = 30

export const SHOW_ALL_MAKES_LABEL = 'Show all makes'
export const HIDE_EXTRA_MAKES_LABEL = 'Hide extra makes'
export const POPULAR_MAKES_LABEL = 'Popular Makes'
export const ALL_MAKES_LABEL = 'All Makes'
/** The make card's optional models expander. */
export const SELECT_MODELS_LABEL = 'Select models'

/** Car types sort new, demo, used. */
export const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used']
/** Series sort duo, city, sport. */
const SERIES_ORDER: readonly string[] = ['duo', 'city', 'sport']

export type MakeGroup<T> = { label: typeof POPULAR_MAKES_LABEL | typeof ALL_MAKES_LABEL; items: T[] }

/** A usable makes count: a whole number of at least 1, else the default 7. */
function makesCount(count: number | undefined): number {
  return count !== undefined && Number.isInteger(count) && count >= 1 ? count : DEFAULT_POPULAR_MAKES_COUNT
}

/**
 * The makes to show: the first `popularMakesCount` (default 7) until expanded, then all. The list's
 * order is the caller's (typically by count).
 */
export function visibleMakes<T>(makes: readonly T[], expanded: boolean, popularMakesCount?: number): T[] {
  return expanded ? makes.slice() : makes.slice(0, makesCount(popularMakesCount))
}

/**
 * The toggle label under the makes list: 'Show all makes' when collapsed, 'Hide extra makes' when
 * expanded; null when there are no extra makes to show or hide.
 */
export function makesToggleLabel(
  totalMakes: number,
  expanded: boolean,
  popularMakesCount?: number,
): typeof SHOW_ALL_MAKES_LABEL | typeof HIDE_EXTRA_MAKES_LABEL | null {
  if (!(totalMakes > makesCount(popularMakesCount))) return null
  return expanded ? HIDE_EXTRA_MAKES_LABEL : SHOW_ALL_MAKES_LABEL
}

/**
 * The first 20 makes under 'Popular Makes', the rest under 'All Makes', in the given order.
 * Empty groups are left out.
 */
export function groupMakes<T>(makes: readonly T[]): MakeGroup<T>[] {
  const groups: MakeGroup<T>[] = []
  const popular = makes.slice(0, POPULAR_MAKES_GROUP_SIZE)
  const rest = makes.slice(POPULAR_MAKES_GROUP_SIZE)
  if (popular.length) groups.push({ label: POPULAR_MAKES_LABEL, items: popular })
  if (rest.length) groups.push({ label: ALL_MAKES_LABEL, items: rest })
  return groups
}

/**
 * Items sorted by a fixed order of keys (case-insensitive); items whose key is not in the order follow
 * in their original order. Stable; returns a new array.
 */
export function sortByOrder<T>(items: readonly T[], order: readonly string[], key: (item: T) => string): T[] {
  const rank = new Map(order.map((k, i) => [k.toLowerCase(), i]))
  const rankOf = (item: T) => rank.get(key(item).toLowerCase()) ?? order.length
  return items
    .map((item, i) => ({ item, i, r: rankOf(item) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.item)
}

/** Car-type facet items in the order new, demo, used. */
export function sortCarTypeFacet<T extends { value: string }>(items: readonly T[]): T[] {
  return sortByOrder(items, CAR_TYPE_ORDER, (i) => i.value)
}

/** Series facet items in the order duo, city, sport. */
export function sortSeriesFacet<T extends { value: string }>(items: readonly T[]): T[] {
  return sortByOrder(items, SERIES_ORDER, (i) => i.value)
}

/** A make's models list holds at most 30 models. */
export function limitMakeModels<T>(models: readonly T[]): T[] {
  return models.slice(0, MAKE_MODELS_LIMIT)
}
