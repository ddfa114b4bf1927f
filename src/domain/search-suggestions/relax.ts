/**
 * Nearest alternatives for a search with no results (issue 19 item 2): the search is run again with
 * the shopper's last refinement dropped, then the one before, until something is found (at most three
 * steps), and the page says what was dropped: "Nearest matches without Make: Toyota". Pure.
 *
 * Which refinement is "last": the results UI records the order refinements appear in its state
 * (trackRefinementOrder). Refinements that arrived together, or with the page's address, have no
 * order of their own and are dropped in a stable order: the narrowest first (colour, seats, ...),
 * then ranges, body, model, make, car type, and the typed text last.
 */
import { formatNumber } from '../format/numbers'
import { facetValueLabel } from '../vehicles/facetValueLabel'
import { formatAud } from '../vehicles/price'
import { parseRefinement } from '../vehicles/range'
import {
  normaliseState,
  withRefinement,
  withoutMake,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchUiState,
} from '../search/routing'

export type Refinement =
  | { kind: 'list'; attribute: RefinementAttribute; value: string }
  | { kind: 'range'; attribute: RangeAttribute; value: string }
  | { kind: 'query'; value: string }

/** At most this many refinements are dropped looking for results. */
const MAX_RELAX_STEPS = 3
/** Nearest matches shown. */
export const NEAREST_MATCHES = 6

type Slot = { kind: 'list'; attribute: RefinementAttribute } | { kind: 'range'; attribute: RangeAttribute } | { kind: 'query' }

/** The stable order, first dropped first. */
const DROP_ORDER: readonly Slot[] = [
  { kind: 'list', attribute: 'colour' },
  { kind: 'list', attribute: 'seats' },
  { kind: 'list', attribute: 'drive' },
  { kind: 'list', attribute: 'transmission' },
  { kind: 'list', attribute: 'fuel' },
  { kind: 'list', attribute: 'location_name' },
  { kind: 'list', attribute: 'dealership_name' },
  { kind: 'range', attribute: 'km' },
  { kind: 'range', attribute: 'year' },
  { kind: 'range', attribute: 'price' },
  { kind: 'list', attribute: 'body' },
  { kind: 'list', attribute: 'make_model' },
  { kind: 'list', attribute: 'make' },
  { kind: 'list', attribute: 'item_type' },
  { kind: 'list', attribute: 'car_type' },
  { kind: 'query' },
]

/** A refinement's identity in the order list. */
export function refinementKey(r: Refinement): string {
  return r.kind === 'query' ? 'query' : `${r.kind}:${r.attribute}:${r.value}`
}

/** A state's refinements in the stable order (first dropped first). */
export function refinementsOf(state: SearchUiState): Refinement[] {
  const out: Refinement[] = []
  for (const slot of DROP_ORDER) {
    if (slot.kind === 'query') {
      const q = state.query?.trim()
      if (q) out.push({ kind: 'query', value: q })
    } else if (slot.kind === 'range') {
      const v = state.range?.[slot.attribute]
      if (v) out.push({ kind: 'range', attribute: slot.attribute, value: v })
    } else {
      // Several values of one facet: the last one listed goes first.
      const values = [...(state.refinementList?.[slot.attribute] ?? [])].reverse()
      for (const value of values) out.push({ kind: 'list', attribute: slot.attribute, value })
    }
  }
  return out
}

/**
 * The refinements' order, oldest first, after the state changed: those still there keep their place,
 * the gone ones leave, and new ones join at the end (several at once in the reverse of the stable
 * order, so the first of them to drop is last).
 */
export function trackRefinementOrder(previous: readonly string[], state: SearchUiState): string[] {
  const current = refinementsOf(state).map(refinementKey)
  const present = new Set(current)
  const kept = previous.filter((k) => present.has(k))
  const known = new Set(kept)
  const added = current.filter((k) => !known.has(k)).reverse()
  return [...kept, ...added]
}

/** The state without one refinement (a make takes its models with it). */
export function withoutRefinement(state: SearchUiState, r: Refinement): SearchUiState {
  let next: SearchUiState
  if (r.kind === 'query') {
    next = { ...state }
    delete next.query
  } else if (r.kind === 'range') {
    const range = { ...(state.range ?? {}) }
    delete range[r.attribute]
    next = { ...state, range }
    if (!Object.keys(range).length) delete next.range
  } else if (r.attribute === 'make') {
    next = withoutMake(state, r.value)
  } else {
    next = withRefinement(
      state,
      r.attribute,
      (state.refinementList?.[r.attribute] ?? []).filter((v) => v !== r.value),
    )
  }
  delete next.page
  return next
}

/** Whether two states search the same (refinements compared as sets, in the stable order). */
const sameState = (a: SearchUiState, b: SearchUiState) => {
  const key = (s: SearchUiState) => JSON.stringify([refinementsOf(normaliseState(s)).map(refinementKey).sort(), s.sortBy ?? null])
  return key(a) === key(b)
}

export type Relaxation = { state: SearchUiState; dropped: Refinement[] }

/**
 * The next relaxation: the latest refinement (by `order`, newest last; then the stable order) whose
 * removal changes the search. `normalise` is what the results UI makes of a state (the car-type
 * default a block without All puts back): a refinement it would restore cannot be dropped.
 */
export function nextRelaxation(
  state: SearchUiState,
  order: readonly string[] = [],
  normalise: (s: SearchUiState) => SearchUiState = (s) => s,
): { state: SearchUiState; dropped: Refinement } | null {
  const refinements = refinementsOf(state)
  const byKey = new Map(refinements.map((r) => [refinementKey(r), r]))
  const ordered = trackRefinementOrder(order, state)
  const base = normalise(state)
  for (let i = ordered.length - 1; i >= 0; i--) {
    const r = byKey.get(ordered[i]!)
    if (!r) continue
    const next = normalise(withoutRefinement(state, r))
    if (!sameState(next, base)) return { state: next, dropped: r }
  }
  return null
}

/** The relaxations to try in turn: each drops one more refinement, at most `maxSteps`. */
export function relaxationSteps(
  state: SearchUiState,
  order: readonly string[] = [],
  normalise: (s: SearchUiState) => SearchUiState = (s) => s,
  maxSteps: number = MAX_RELAX_STEPS,
): Relaxation[] {
  const steps: Relaxation[] = []
  let current = state
  let currentOrder = trackRefinementOrder(order, state)
  const dropped: Refinement[] = []
  while (steps.length < maxSteps) {
    const next = nextRelaxation(current, currentOrder, normalise)
    if (!next) break
    dropped.push(next.dropped)
    steps.push({ state: next.state, dropped: [...dropped] })
    current = next.state
    currentOrder = trackRefinementOrder(currentOrder, current)
  }
  return steps
}

const ATTRIBUTE_LABELS: Record<RefinementAttribute | RangeAttribute, string> = {
  car_type: 'Car type',
  make: 'Make',
  make_model: 'Model',
  body: 'Body type',
  fuel: 'Fuel type',
  transmission: 'Transmission',
  drive: 'Drive type',
  colour: 'Colour',
  location_name: 'Location',
  dealership_name: 'Dealership',
  seats: 'Seats',
  item_type: 'Type',
  price: 'Price',
  km: 'Kilometres',
  year: 'Year',
}

function rangeText(attribute: RangeAttribute, value: string): string {
  const { min, max } = parseRefinement(value)
  const f = (n: number) => (attribute === 'price' ? formatAud(n) : attribute === 'km' ? `${formatNumber(n)} km` : String(n))
  if (min !== undefined && max !== undefined) return `${f(min)} to ${f(max)}`
  if (min !== undefined) return `from ${f(min)}`
  if (max !== undefined) return `up to ${f(max)}`
  return value
}


/** `Make: Toyota`, `Price: $10,000 to $40,000`, `Search: “sr5”`. */
export function refinementLabel(r: Refinement): string {
  if (r.kind === 'query') return `Search: “${r.value}”`
  if (r.kind === 'range') return `${ATTRIBUTE_LABELS[r.attribute]}: ${rangeText(r.attribute, r.value)}`
  return `${ATTRIBUTE_LABELS[r.attribute]}: ${facetValueLabel(r.attribute, r.value)}`
}

// Built on first use, not at load: this module is in every dealer page's first scripts, and the first
// Intl formatter a tab builds is slow (see src/domain/format/numbers.ts).
let list: Intl.ListFormat | null = null

/** `Nearest matches without Make: Toyota` (several: `... without Make: Toyota and Price: ...`). */
export function nearestHeading(dropped: readonly Refinement[]): string {
  return `Nearest matches without ${(list ??= new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' })).format(dropped.map(refinementLabel))}`
}

/** The search parameters of a state, in Algolia's protocol (what InstantSearch would send for it). */
export function searchParamsOf(state: SearchUiState): {
  query: string
  facetFilters: string[][]
  numericFilters: string[]
} {
  const facetFilters: string[][] = []
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    // A value starting with '-' would read as an exclusion: escaped, as InstantSearch's helper does.
    if (values?.length) facetFilters.push(values.map((v) => `${attribute}:${v.startsWith('-') ? `\\${v}` : v}`))
  }
  const numericFilters: string[] = []
  for (const [attribute, value] of Object.entries(state.range ?? {})) {
    const { min, max } = parseRefinement(value)
    if (min !== undefined) numericFilters.push(`${attribute}>=${min}`)
    if (max !== undefined) numericFilters.push(`${attribute}<=${max}`)
  }
  return { query: state.query?.trim() ?? '', facetFilters, numericFilters }
}
