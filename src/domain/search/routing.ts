/**
 * Search URLs ↔ search UI state. Pure: no React, no I/O.
 *
 * A results page keeps its whole state in the address so every state can be shared, reloaded and
 * crawled. One dimension may live in the path, as the spec's search URLs do: `/search/used-cars`,
 * `/search/new-and-demo-cars`, `/search/toyota`, `/search/toyota/hilux`, `/search/{location-slug}`,
 * `/search/{dealership-slug}` (one rooftop of a dealer group).
 * Everything else goes in the query string in InstantSearch's shape:
 * `?refinementList[make][0]=Toyota&range[price]=10000:40000&page=2&sortBy=vehicles_price_asc&query=sr5`.
 *
 * The state → URL direction is canonical (one URL per state): a single make (with a single model of
 * it) takes the path first, then a car-type combination that has a slug, then a single location, then
 * a single dealership. The
 * URL → state direction also reads non-canonical forms (a path value repeated in the query string,
 * `?item_type=caravan` shorthands) so older links keep working.
 */
import { carTypeSlug, normaliseCarTypes, parseCarTypeSlug } from '../vehicles/carType'
import { formatRefinement, parseRefinement } from '../vehicles/range'
import { slugify } from '../format/slug'
import { decodeOrNull } from '../security/percentDecoding'

/** Facets a shopper refines with lists (checkboxes, make cards, the car-type toggle). */
export const REFINEMENT_ATTRIBUTES = [
  'car_type',
  'make',
  'make_model',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'location_name',
  'seats',
  'item_type',
  // Last, so the query strings written before dealer groups keep their order.
  'dealership_name',
] as const
export type RefinementAttribute = (typeof REFINEMENT_ATTRIBUTES)[number]

/** Numeric facets refined with range sliders. */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year'] as const
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number]

/** The sort replicas a shopper can choose (most relevant, latest, highest and lowest price). */
const SORT_INDEXES = ['vehicles', 'vehicles_latest', 'vehicles_price_desc', 'vehicles_price_asc'] as const
export type SortIndex = (typeof SORT_INDEXES)[number]

/** The separator of a `make_model` facet value: `Toyota > HiLux`. */
const MAKE_MODEL_SEPARATOR = ' > '

const MAX_VALUES_PER_ATTRIBUTE = 50
const MAX_VALUE_LENGTH = 120
const MAX_QUERY_LENGTH = 200
const MAX_PAGE = 1000

/** The part of InstantSearch's index UI state the search pages use (page is 1-based, as InstantSearch keeps it). */
export type SearchUiState = {
  query?: string
  page?: number
  sortBy?: string
  refinementList?: Partial<Record<RefinementAttribute, string[]>>
  range?: Partial<Record<RangeAttribute, string>>
}

/**
 * What path segments stand for. The server fills it from the dealer's locations and the make list;
 * the browser adds every make and model slug it writes, so Back and Forward can read them again.
 */
export type PathDictionary = {
  /** make slug → make name */
  makes: Record<string, string>
  /** `{make slug}/{model slug}` → make_model value (`Toyota > HiLux`) */
  models: Record<string, string>
  /** location slug → location name */
  locations: Record<string, string>
  /** dealership slug → dealership name (a group's rooftops; empty for a single dealer) */
  dealerships: Record<string, string>
}

export type RouteOptions = {
  /** Where the results live: `/search`, `/special-offers`, or a CMS page's path. */
  basePath: string
  /** Only /search carries refinements in path segments. */
  pathSegments: boolean
  /** The block's default sort: left out of the URL. */
  defaultSort: string
  dictionary: PathDictionary
}

export const emptyDictionary = (): PathDictionary => ({ makes: {}, models: {}, locations: {}, dealerships: {} })

const isRefinementAttribute = (name: string): name is RefinementAttribute =>
  (REFINEMENT_ATTRIBUTES as readonly string[]).includes(name)
const isRangeAttribute = (name: string): name is RangeAttribute => (RANGE_ATTRIBUTES as readonly string[]).includes(name)
export const isSortIndex = (name: string): name is SortIndex => (SORT_INDEXES as readonly string[]).includes(name)

/** A path segment for a name: `Land Rover` → `land-rover`, `CX-5` → `cx-5`, `C/V` → `c-v`. */
export const segmentSlug = (name: string): string => slugify(name.replace(/\//g, ' '))

/** `Toyota > HiLux` → { make: 'Toyota', model: 'HiLux' }; a value without the separator is all model. */
export function splitMakeModel(value: string): { make: string; model: string } {
  const at = value.indexOf(MAKE_MODEL_SEPARATOR)
  return at < 0 ? { make: '', model: value } : { make: value.slice(0, at), model: value.slice(at + MAKE_MODEL_SEPARATOR.length) }
}

function cleanValue(value: string): string | null {
  const v = value.trim()
  return v && v.length <= MAX_VALUE_LENGTH ? v : null
}

function addValue(list: Partial<Record<RefinementAttribute, string[]>>, attr: RefinementAttribute, raw: string) {
  const value = cleanValue(raw)
  if (!value) return
  const values = (list[attr] ??= [])
  if (!values.includes(value) && values.length < MAX_VALUES_PER_ATTRIBUTE) values.push(value)
}

/**
 * The refinements path segments stand for (after the base path), or null when a segment means
 * nothing (the route answers 404). Order: car-type slugs, then location slugs, then dealership slugs
 * (a location and a dealership may share a slug: the location, the narrower, wins), then makes; two
 * segments are a make and one of its models.
 */
export function parsePathSegments(segments: readonly string[], dictionary: PathDictionary): SearchUiState['refinementList'] | null {
  const s = segments.map((x) => x.trim().toLowerCase()).filter(Boolean)
  if (s.length === 0) return {}
  if (s.length === 1) {
    const slug = s[0]!
    const carTypes = parseCarTypeSlug(slug)
    if (carTypes) return carTypes.length ? { car_type: carTypes } : {}
    if (Object.hasOwn(dictionary.locations, slug)) return { location_name: [dictionary.locations[slug]!] }
    if (Object.hasOwn(dictionary.dealerships, slug)) return { dealership_name: [dictionary.dealerships[slug]!] }
    if (Object.hasOwn(dictionary.makes, slug)) return { make: [dictionary.makes[slug]!] }
    return null
  }
  if (s.length === 2) {
    const key = `${s[0]}/${s[1]}`
    if (Object.hasOwn(dictionary.makes, s[0]!) && Object.hasOwn(dictionary.models, key)) {
      return { make: [dictionary.makes[s[0]!]!], make_model: [dictionary.models[key]!] }
    }
  }
  return null
}

/** The segments of `pathname` below the base path; a `/{host}` prefix (an internal rewrite) is skipped. */
export function segmentsBelow(pathname: string, basePath: string): string[] {
  const base = basePath.replace(/\/+$/, '')
  let path = pathname
  const below = (p: string) => p === base || p.startsWith(`${base}/`) || base === ''
  if (!below(path)) {
    const next = path.indexOf('/', 1)
    if (next > 0 && below(path.slice(next))) path = path.slice(next)
  }
  if (!below(path)) return []
  return path
    .slice(base.length)
    .split('/')
    .filter(Boolean)
    .map((s) => decodeOrNull(s) ?? s)
}

/** Reads the query-string part of the state. Unknown keys and malformed values are ignored. */
export function parseSearchQuery(search: string | URLSearchParams, defaultSort: string): SearchUiState {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search
  const state: SearchUiState = {}
  const refinementList: NonNullable<SearchUiState['refinementList']> = {}
  const range: NonNullable<SearchUiState['range']> = {}
  for (const [key, value] of params) {
    const list = /^refinementList\[([a-z_]+)\](?:\[\d*\])?$/.exec(key)
    if (list) {
      if (isRefinementAttribute(list[1]!)) addValue(refinementList, list[1], value)
      continue
    }
    const r = /^range\[([a-z_]+)\]$/.exec(key)
    if (r) {
      const formatted = isRangeAttribute(r[1]!) ? formatRefinement(parseRefinement(value)) : null
      if (formatted) range[r[1] as RangeAttribute] = formatted
      continue
    }
    if (key === 'query') {
      const q = value.trim().slice(0, MAX_QUERY_LENGTH)
      if (q) state.query = q
    } else if (key === 'page') {
      const page = /^\d{1,4}$/.test(value) ? Number(value) : NaN
      if (page > 1 && page <= MAX_PAGE) state.page = page
    } else if (key === 'sortBy') {
      if (isSortIndex(value) && value !== defaultSort) state.sortBy = value
    } else if (isRefinementAttribute(key)) {
      // Shorthand links such as the menu's /search?item_type=caravan.
      addValue(refinementList, key, value)
    }
  }
  if (Object.keys(refinementList).length) state.refinementList = refinementList
  if (Object.keys(range).length) state.range = range
  return state
}

function mergeRefinements(...lists: (SearchUiState['refinementList'] | undefined)[]): SearchUiState['refinementList'] {
  const out: NonNullable<SearchUiState['refinementList']> = {}
  for (const list of lists) {
    for (const [attr, values] of Object.entries(list ?? {}) as [RefinementAttribute, string[]][]) {
      for (const v of values) addValue(out, attr, v)
    }
  }
  return out
}

/**
 * The state of a URL, or null when its path has a segment that means nothing. With `pathSegments`
 * off, path segments are not read at all.
 */
export function parseSearchUrl(pathname: string, search: string | URLSearchParams, options: RouteOptions): SearchUiState | null {
  const fromPath = options.pathSegments ? parsePathSegments(segmentsBelow(pathname, options.basePath), options.dictionary) : {}
  if (!fromPath) return null
  const fromQuery = parseSearchQuery(search, options.defaultSort)
  const refinementList = mergeRefinements(fromPath, fromQuery.refinementList)
  const state: SearchUiState = { ...fromQuery }
  delete state.refinementList
  if (refinementList && Object.keys(refinementList).length) state.refinementList = refinementList
  return normaliseState(state)
}

/** The slug a make is written with: the dictionary's when it knows the make, else its slugified name. */
function makeSlugFor(make: string, dictionary: PathDictionary): string {
  for (const [slug, name] of Object.entries(dictionary.makes)) if (name === make) return slug
  return segmentSlug(make)
}

/** The slug a value is written with in the path, or null when the dictionary has none for it. */
function slugOf(value: string, names: Record<string, string>): string | null {
  for (const [slug, name] of Object.entries(names)) if (name === value) return slug
  return null
}

/** The path segments for a state, and the refinements they carry (left out of the query string). */
function pathFor(
  refinements: SearchUiState['refinementList'],
  dictionary: PathDictionary,
): { segments: string[]; carried: Partial<Record<RefinementAttribute, true>> } {
  const makes = refinements?.make ?? []
  if (makes.length === 1) {
    const make = makes[0]!
    const makeSlug = makeSlugFor(make, dictionary)
    if (makeSlug) {
      const models = refinements?.make_model ?? []
      const only = models.length === 1 ? splitMakeModel(models[0]!) : null
      if (only && only.make === make && segmentSlug(only.model)) {
        return { segments: [makeSlug, segmentSlug(only.model)], carried: { make: true, make_model: true } }
      }
      return { segments: [makeSlug], carried: { make: true } }
    }
  }
  const types = refinements?.car_type ?? []
  const normalised = normaliseCarTypes(types)
  // Only when the values are exactly the slug's: all three types have the catch-all slug, which reads back as no refinement.
  if (normalised.length > 0 && normalised.length < 3 && normalised.length === types.length) {
    const slug = carTypeSlug(normalised)
    if (slug) return { segments: [slug], carried: { car_type: true } }
  }
  const locations = refinements?.location_name ?? []
  if (locations.length === 1) {
    const slug = slugOf(locations[0]!, dictionary.locations)
    if (slug) return { segments: [slug], carried: { location_name: true } }
  }
  const dealerships = refinements?.dealership_name ?? []
  if (dealerships.length === 1) {
    const slug = slugOf(dealerships[0]!, dictionary.dealerships)
    // Only a slug that reads back as the dealership: one a location also uses would read as the location.
    if (slug && !Object.hasOwn(dictionary.locations, slug)) return { segments: [slug], carried: { dealership_name: true } }
  }
  return { segments: [], carried: {} }
}

/** Query values are encoded, but the `:` of a range and the brackets of keys stay readable. */
const encodeValue = (v: string) => encodeURIComponent(v).replace(/%3A/gi, ':')

/** The URL (path and query string) of a state: canonical, so one state has one address. */
export function searchUrl(state: SearchUiState, options: RouteOptions): string {
  const s = normaliseState(state)
  const { segments, carried } = options.pathSegments ? pathFor(s.refinementList, options.dictionary) : { segments: [], carried: {} }
  const parts: string[] = []
  for (const attr of REFINEMENT_ATTRIBUTES) {
    if (carried[attr]) continue
    ;(s.refinementList?.[attr] ?? []).forEach((v, i) => parts.push(`refinementList[${attr}][${i}]=${encodeValue(v)}`))
  }
  for (const attr of RANGE_ATTRIBUTES) {
    const v = s.range?.[attr]
    if (v) parts.push(`range[${attr}]=${encodeValue(v)}`)
  }
  if (s.page && s.page > 1) parts.push(`page=${s.page}`)
  if (s.sortBy && s.sortBy !== options.defaultSort) parts.push(`sortBy=${encodeValue(s.sortBy)}`)
  if (s.query) parts.push(`query=${encodeValue(s.query)}`)
  const base = options.basePath.replace(/\/+$/, '')
  const path = segments.length ? `${base}/${segments.map(encodeURIComponent).join('/')}` : base || '/'
  return parts.length ? `${path}?${parts.join('&')}` : path
}

/**
 * Records the slugs `searchUrl` wrote for this state's make and model in the dictionary, so the
 * same URL reads back after Back and Forward. Returns the dictionary (changed in place).
 */
export function learnPathNames(dictionary: PathDictionary, state: SearchUiState): PathDictionary {
  const makes = state.refinementList?.make ?? []
  if (makes.length !== 1) return dictionary
  const make = makes[0]!
  const makeSlug = makeSlugFor(make, dictionary)
  if (!makeSlug) return dictionary
  dictionary.makes[makeSlug] ??= make
  for (const value of state.refinementList?.make_model ?? []) {
    const { make: m, model } = splitMakeModel(value)
    if (m === make && segmentSlug(model)) dictionary.models[`${makeSlug}/${segmentSlug(model)}`] ??= value
  }
  return dictionary
}

/**
 * A state with empty parts removed, ranges re-formatted, and a page of 1 or less dropped, so two
 * states that mean the same compare equal.
 */
export function normaliseState(state: SearchUiState): SearchUiState {
  const out: SearchUiState = {}
  const query = state.query?.trim()
  if (query) out.query = query.slice(0, MAX_QUERY_LENGTH)
  if (state.page && Number.isInteger(state.page) && state.page > 1) out.page = Math.min(state.page, MAX_PAGE)
  if (state.sortBy && isSortIndex(state.sortBy)) out.sortBy = state.sortBy
  const refinementList = mergeRefinements(state.refinementList)
  if (refinementList && Object.keys(refinementList).length) out.refinementList = refinementList
  const range: NonNullable<SearchUiState['range']> = {}
  for (const attr of RANGE_ATTRIBUTES) {
    const v = state.range?.[attr]
    const formatted = v ? formatRefinement(parseRefinement(v)) : null
    if (formatted) range[attr] = formatted
  }
  if (Object.keys(range).length) out.range = range
  return out
}

/**
 * Changing a filter removes the page. The state with one attribute's values replaced
 * (an empty list removes the refinement) and no page. Used by the filters that set several values at
 * once (the car-type toggle, a make card and its models).
 */
export function withRefinement(state: SearchUiState, attribute: RefinementAttribute, values: readonly string[]): SearchUiState {
  const refinementList = { ...(state.refinementList ?? {}) }
  if (values.length) refinementList[attribute] = [...values]
  else delete refinementList[attribute]
  const next: SearchUiState = { ...state, refinementList }
  delete next.page
  if (!Object.keys(refinementList).length) delete next.refinementList
  return next
}

/** Removes a make and the models of that make (a model refinement means nothing without its make). */
export function withoutMake(state: SearchUiState, make: string): SearchUiState {
  const makes = (state.refinementList?.make ?? []).filter((m) => m !== make)
  const models = (state.refinementList?.make_model ?? []).filter((v) => splitMakeModel(v).make !== make)
  return withRefinement(withRefinement(state, 'make', makes), 'make_model', models)
}
