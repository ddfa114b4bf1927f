/**
 * What the hero search offers, from the dealer's facet counts (pure): the car-type toggle, the
 * drop-down options ('Toyota (42)'), and the facet link tiles.
 */
import { compareFolded, compareNames } from '@/domain/format/text'
import { BODY_LABELS } from '@/domain/vehicles/options'
import {
  CAR_TYPE_OPTIONS,
  DEFAULT_CAR_TYPE_OPTION_IDS,
  normaliseCarTypes,
  selectedCarTypeOption,
  type CarTypeOption,
  type CarTypeOptionId,
} from '@/domain/vehicles/carType'
import { groupMakes, type MakeGroup } from '@/domain/vehicles/makes'
import type { CarType } from '@/domain/search/record'
import { splitMakeModel } from '@/domain/search/routing'
import { heroSearchUrl } from './heroSearchUrl'

export type FacetCounts = Record<string, number>
export type HeroFacet = 'make' | 'make_model' | 'body' | 'location_name'
/** Counts per car type, as src/lib/site/heroSearch.ts reads them. */
export type CountsByType = Record<CarType, Record<HeroFacet, FacetCounts>>

export type FacetOption = { value: string; label: string; count: number }

const ALL_TYPES: readonly CarType[] = ['new', 'used', 'demo']

/** The block stores 'new-demo'; the car-type rules call it 'new_demo'. */
const BLOCK_OPTION_IDS: Record<string, CarTypeOptionId> = { all: 'all', new: 'new', used: 'used', demo: 'demo', 'new-demo': 'new_demo' }

/** The toggle's options in the block's order (unknown and repeated ids dropped; none → All, New, Used, Demo). */
export function heroCarTypeOptions(ids: readonly string[] | null | undefined): CarTypeOption[] {
  const known = [...new Set((ids ?? []).map((id) => BLOCK_OPTION_IDS[id]).filter((id): id is CarTypeOptionId => Boolean(id)))]
  return (known.length ? known : DEFAULT_CAR_TYPE_OPTION_IDS).map((id) => CAR_TYPE_OPTIONS[id])
}

/** The option selected at first: All when offered, else the first option. */
export function initialCarTypeOption(options: readonly CarTypeOption[]): CarTypeOption {
  return selectedCarTypeOption(options, []) ?? options[0] ?? CAR_TYPE_OPTIONS.all
}

/** One facet's counts over the chosen car types (none chosen: all types). */
export function countsFor(byType: CountsByType, carTypes: readonly string[], facet: HeroFacet): FacetCounts {
  const types = normaliseCarTypes(carTypes)
  const out: FacetCounts = {}
  for (const type of types.length ? types : ALL_TYPES) {
    for (const [value, n] of Object.entries(byType[type]?.[facet] ?? {})) out[value] = (out[value] ?? 0) + n
  }
  return out
}

export const facetLabel = (facet: HeroFacet, value: string): string =>
  facet === 'body' ? (BODY_LABELS[value] ?? value) : facet === 'make_model' ? splitMakeModel(value).model : value

// Not localeCompare: its collator costs tens of ms on a phone while the home page hydrates (src/domain/format/text.ts).
const byLabel = (a: FacetOption, b: FacetOption) => compareFolded(a.label, b.label)
const byCount = (a: FacetOption, b: FacetOption) => b.count - a.count || byLabel(a, b)

/** Options with stock, alphabetical by label. */
export function facetOptions(counts: FacetCounts, facet: HeroFacet): FacetOption[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([value, count]) => ({ value, label: facetLabel(facet, value), count }))
    .sort(byLabel)
}

/**
 * Makes for the drop-down: the 20 with most stock under 'Popular Makes', the rest under 'All Makes',
 * each group alphabetical. A single group needs no heading.
 */
export function makeGroups(counts: FacetCounts): MakeGroup<FacetOption>[] {
  const ranked = facetOptions(counts, 'make').sort(byCount)
  return groupMakes(ranked).map((g) => ({ ...g, items: [...g.items].sort(byLabel) }))
}

/** Models for the drop-down: the chosen make's, or (no make yet) every model grouped by make. */
export function modelGroups(counts: FacetCounts, make: string | null | undefined): { make: string; items: FacetOption[] }[] {
  const groups = new Map<string, FacetOption[]>()
  for (const option of facetOptions(counts, 'make_model')) {
    const m = splitMakeModel(option.value).make
    if (!m || (make && m !== make)) continue
    groups.set(m, [...(groups.get(m) ?? []), option])
  }
  return [...groups.entries()].sort(([a], [b]) => compareNames(a, b)).map(([m, items]) => ({ make: m, items }))
}

/** 'Toyota (42)'. */
export const optionText = (option: FacetOption): string => `${option.label} (${option.count})`

export type FacetTile = { kind: 'make' | 'body'; value: string; label: string; count: number; href: string; logo: string | null }

/** The tiles under the search: the makes or bodies with most stock (any car type), each a link into search. */
export function facetTiles(
  byType: CountsByType,
  kind: 'make' | 'body' | 'none' | null | undefined,
  limit: number,
  makeLogos: Record<string, string>,
): FacetTile[] {
  if (kind !== 'make' && kind !== 'body') return []
  const max = Number.isInteger(limit) && limit > 0 ? limit : 8
  return facetOptions(countsFor(byType, [], kind), kind)
    .sort(byCount)
    .slice(0, max)
    .map((o) => ({
      kind,
      value: o.value,
      label: o.label,
      count: o.count,
      href: heroSearchUrl(kind === 'make' ? { carTypes: [], make: o.value } : { carTypes: [], body: o.value }),
      logo: kind === 'make' ? (makeLogos[o.value] ?? null) : null,
    }))
}
