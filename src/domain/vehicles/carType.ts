/**
 * The car-type filter and the car-type search URLs.
 *
 * "Car-type filter: empty (All), new, used, demo; New / Demo sets new and demo together; with no All
 * option the first option is auto-selected." Display labels: "Car types: used, demo, new; labels New,
 * Demo, Pre-Owned." Search URLs: /search/{car type}-cars, /search/new-and-demo-cars,
 * /search/new-used-and-demo-cars.
 */
import type { CarType } from '../search/record'
import { CAR_TYPE_ORDER } from './makes'

const CAR_TYPES: readonly CarType[] = ['new', 'used', 'demo']

/** Display labels of the car types (facet lists, card text): New, Demo, Pre-Owned. */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Pre-Owned' }

export type CarTypeOptionId = 'all' | 'new' | 'used' | 'demo' | 'new_demo'
/** A filter option and the car types it sets; All sets none (no car-type refinement). */
export type CarTypeOption = { id: CarTypeOptionId; label: string; carTypes: readonly CarType[] }

/** The car-type toggle reads All, New, Used, Demo or 'New / Demo'. */
export const CAR_TYPE_OPTIONS: Readonly<Record<CarTypeOptionId, CarTypeOption>> = {
  all: { id: 'all', label: 'All', carTypes: [] },
  new: { id: 'new', label: 'New', carTypes: ['new'] },
  used: { id: 'used', label: 'Used', carTypes: ['used'] },
  demo: { id: 'demo', label: 'Demo', carTypes: ['demo'] },
  new_demo: { id: 'new_demo', label: 'New / Demo', carTypes: ['new', 'demo'] },
}

/** The default filter: All, New, Used, Demo. */
export const DEFAULT_CAR_TYPE_OPTION_IDS: readonly CarTypeOptionId[] = ['all', 'new', 'used', 'demo']

const ALL_CAR_TYPES_SLUG = 'new-used-and-demo-cars'
const NEW_AND_DEMO_SLUG = 'new-and-demo-cars'

/** The display label of a car type (New, Demo, Pre-Owned). */
export function carTypeLabel(type: CarType): string {
  return CAR_TYPE_LABELS[type]
}

/** The options for the given ids, in that order (default All, New, Used, Demo). */
export function carTypeOptions(ids: readonly CarTypeOptionId[] = DEFAULT_CAR_TYPE_OPTION_IDS): CarTypeOption[] {
  return ids.map((id) => CAR_TYPE_OPTIONS[id])
}

function isCarType(value: string): value is CarType {
  return (CAR_TYPES as readonly string[]).includes(value)
}

/**
 * Car-type refinement values cleaned: known types only (case-insensitive), de-duplicated, in the order
 * new, demo, used.
 */
export function normaliseCarTypes(values: readonly string[]): CarType[] {
  const set = new Set(values.map((v) => v.trim().toLowerCase()).filter(isCarType))
  return CAR_TYPE_ORDER.filter((t) => set.has(t))
}

function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  const x = normaliseCarTypes(a)
  const y = normaliseCarTypes(b)
  return x.length === y.length && x.every((t, i) => t === y[i])
}

/**
 * The option that matches the current car-type refinement, or null when none does. With no
 * refinement, All when offered; when there is no All option, the first option is auto-selected.
 */
export function selectedCarTypeOption(
  options: readonly CarTypeOption[],
  selected: readonly string[],
): CarTypeOption | null {
  const match = options.find((o) => sameTypes(o.carTypes, selected))
  if (match) return match
  if (normaliseCarTypes(selected).length === 0 && !options.some((o) => o.carTypes.length === 0)) {
    return options[0] ?? null
  }
  return null
}

/** The refinement values an option sets: New / Demo sets new and demo together; All sets none. */
export function carTypesForOption(option: CarTypeOption): CarType[] {
  return normaliseCarTypes(option.carTypes)
}

/**
 * The search-URL slug for a car-type refinement: one type → `{type}-cars`; new and demo →
 * `new-and-demo-cars`; none or all three → `new-used-and-demo-cars`; any other combination → null
 * (use the query string instead).
 */
export function carTypeSlug(types: readonly string[]): string | null {
  const t = normaliseCarTypes(types)
  if (t.length === 0 || t.length === CAR_TYPES.length) return ALL_CAR_TYPES_SLUG
  if (t.length === 1) return `${t[0]}-cars`
  if (t.length === 2 && t[0] === 'new' && t[1] === 'demo') return NEW_AND_DEMO_SLUG
  return null
}

/**
 * The car-type refinement of a search slug, or null when the slug is not a car-type slug (it may be a
 * make, dealership or location). `new-used-and-demo-cars` means every type, i.e. no refinement ([]).
 * Case-insensitive; surrounding slashes are ignored.
 */
export function parseCarTypeSlug(slug: string): CarType[] | null {
  const s = slug.trim().replace(/^\/+|\/+$/g, '').toLowerCase()
  if (s === ALL_CAR_TYPES_SLUG) return []
  if (s === NEW_AND_DEMO_SLUG) return ['new', 'demo']
  const m = /^(new|used|demo)-cars$/.exec(s)
  return m ? [m[1] as CarType] : null
}

/** `/search/{slug}` for a car-type refinement, or null when it has no slug. */
export function carTypeSearchPath(types: readonly string[]): string | null {
  const slug = carTypeSlug(types)
  return slug ? `/search/${slug}` : null
}
