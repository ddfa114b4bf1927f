/**
 * Dealer locations on the contact pages: their slugs, type labels, how they are grouped and laid out,
 * and links to directions.
 */

import { slugify as pageSlugify } from '../format/slug'

export type LocationAddress = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
}

export type LocationsLayout = 'none' | 'hero-map' | 'dealership-carousel' | 'grid'

/** Locations sharing one address, e.g. the sales and service departments of one site. */
export type LocationGroup<L> = {
  /** Normalised street and postcode. */
  key: string
  address: LocationAddress
  locations: L[]
  /** Each location's type, 'sales' when it has none. */
  types: string[]
}

export type LatLng = { lat: number; lng: number }

export const DEFAULT_LOCATION_TYPE = 'sales'
const EARTH_RADIUS_KM = 6371
const DIRECTIONS_BASE_URL = 'https://www.google.com/maps/dir/?api=1&destination='

/** Lower case, accents dropped, '&' → 'and', anything else not a letter or digit → '-', dashes collapsed and trimmed. */
export function slugify(text: string): string {
  // The site's slug rule (src/fields/slug.ts), with '/' treated as a word break: a location slug is one segment.
  return pageSlugify(text.replace(/\//g, ' '))
}

const DEPARTMENT = '(?:sales|service|parts)'
/** One or more trailing department words: 'Service', 'Service & Parts', 'Sales and Service', 'Sales, Service & Parts'. */
const TRAILING_DEPARTMENTS = new RegExp(
  `(?:\\s*[-–|]\\s*|\\s+)${DEPARTMENT}(?:\\s*(?:&|and|,|/)\\s*${DEPARTMENT})*\\s*$`,
  'i',
)

/**
 * The contact-us slug of a location: its name without trailing department words, so a dealer's sales
 * and service sites share one contact page ('Harbour City Mazda Service' → 'harbour-city-mazda'). A name
 * that is nothing but department words is kept.
 */
export function contactUsSlug(name: string): string {
  const trimmed = name.trim()
  const base = trimmed.replace(TRAILING_DEPARTMENTS, '').trim()
  return slugify(base || trimmed)
}

/** 'Sales' for an empty type, else the type in words: 'service-and-parts' → 'Service & Parts'. */
export function locationTypeLabel(type: string | null | undefined): string {
  const t = type?.trim()
  if (!t) return 'Sales'
  return t
    .split(/[-_\s]+/)
    .filter((w) => w !== '')
    .map((w) => (w.toLowerCase() === 'and' ? '&' : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join(' ')
}

const addressPart = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * Locations grouped by address (street and postcode, ignoring case, punctuation and spacing), in order
 * of first appearance: one site with sales and service is one group in the hours selector. Abbreviations
 * are not expanded ('St' and 'Street' differ). Locations with neither street nor postcode each stand alone.
 */
export function groupLocationsByAddress<L extends { id: string | number; type?: string | null; address: LocationAddress }>(
  locations: readonly L[],
): LocationGroup<L>[] {
  const groups: LocationGroup<L>[] = []
  const byKey = new Map<string, LocationGroup<L>>()
  for (const location of locations) {
    const street = addressPart(location.address.street)
    const postcode = addressPart(location.address.postcode)
    const type = location.type?.trim() || DEFAULT_LOCATION_TYPE
    const key = street || postcode ? `${street}|${postcode}` : ''
    const existing = key ? byKey.get(key) : undefined
    if (existing) {
      existing.locations.push(location)
      existing.types.push(type)
      continue
    }
    const group: LocationGroup<L> = { key, address: location.address, locations: [location], types: [type] }
    groups.push(group)
    if (key) byKey.set(key, group)
  }
  return groups
}

/**
 * How the locations block lays out: nothing for no locations; one location gets the hero map; several
 * dealerships (more than one distinct dealership name, ignoring case and blanks) get the dealership
 * carousel; otherwise several sites of one dealership get the grid.
 */
export function chooseLocationsLayout(locations: readonly { dealershipName?: string | null }[]): LocationsLayout {
  if (locations.length === 0) return 'none'
  if (locations.length === 1) return 'hero-map'
  const names = new Set(locations.map((l) => l.dealershipName?.trim().toLowerCase()).filter((n) => !!n))
  return names.size > 1 ? 'dealership-carousel' : 'grid'
}

/** Grid columns: one per location up to three, then four. At least one. */
export function gridColumns(count: number): number {
  return count > 3 ? 4 : Math.max(1, Math.floor(count))
}

/**
 * Whether to show the 'swipe' hint under the locations: only for one to three locations. The hint is
 * also hidden on large screens, but that is CSS (a media query), not this rule.
 */
export function showSwipeHint(count: number): boolean {
  return count > 0 && count <= 3
}

const isCoordinate = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/**
 * A Google Maps directions link: the location's own place URL when set; else its coordinates when both
 * are numbers; else its address text ('1 Smith St, Brisbane QLD 4000'); null when there is nothing to use.
 */
export function directionsUrl(location: LocationAddress & {
  lat?: number | null
  lng?: number | null
  placeUrl?: string | null
}): string | null {
  const place = location.placeUrl?.trim()
  if (place) return place
  if (isCoordinate(location.lat) && isCoordinate(location.lng)) {
    return DIRECTIONS_BASE_URL + encodeURIComponent(`${location.lat},${location.lng}`)
  }
  const locality = [location.city, location.state, location.postcode].map((s) => s?.trim()).filter((s) => !!s).join(' ')
  const text = [location.street?.trim(), locality].filter((s) => !!s).join(', ')
  return text ? DIRECTIONS_BASE_URL + encodeURIComponent(text) : null
}

/** Great-circle distance in km between two points (haversine, Earth radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
