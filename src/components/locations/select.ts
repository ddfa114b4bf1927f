/**
 * Pure choices the location UI makes: which locations a page or block shows, the department options
 * of one address, the layout of the locations block, and display text (address lines, licences).
 * No Payload or Next imports, so client components may use these too.
 */
import {
  chooseLocationsLayout,
  contactUsSlug,
  DEFAULT_LOCATION_TYPE,
  groupLocationsByAddress,
} from '@/domain/presence'
import type { LocationView } from '@/domain/presence/locationView'

export type BlockLayout = 'hero-map' | 'carousel' | 'grid'

/** The locations block's layout: forced by the marketer, or chosen by the rule. Null: render nothing. */
export function blockLayout(setting: string | null | undefined, locations: readonly Pick<LocationView, 'dealershipName'>[]): BlockLayout | null {
  if (locations.length === 0) return null
  if (setting === 'carousel' || setting === 'grid') return setting
  const auto = chooseLocationsLayout(locations)
  return auto === 'none' ? null : auto === 'dealership-carousel' ? 'carousel' : auto
}

/** Locations of the given types; an empty or missing list means every type. */
export function filterByTypes<L extends Pick<LocationView, 'type'>>(locations: readonly L[], types: readonly string[] | null | undefined): L[] {
  if (!types || types.length === 0) return [...locations]
  return locations.filter((l) => types.includes(l.type || DEFAULT_LOCATION_TYPE))
}

/** Types that do the same job when the asked-for one is missing: a service centre that also sells parts is a service centre. */
const RELATED_TYPES: Record<string, string[]> = {
  service: ['service-and-parts'],
  parts: ['service-and-parts'],
  'service-and-parts': ['service', 'parts'],
}

/**
 * The location a detail block shows: the chosen one (only when it is among this tenant's visible
 * locations); otherwise, of the given type (any type when none), the primary one, else the first;
 * with none of that type, the same from a related type (service ↔ service and parts).
 */
export function detailLocation<L extends Pick<LocationView, 'id' | 'type' | 'primary'>>(
  locations: readonly L[],
  choice: { locationId?: number | null; type?: string | null },
): L | null {
  if (choice.locationId != null) return locations.find((l) => l.id === choice.locationId) ?? null
  const pick = (types: string[] | null) => {
    const candidates = filterByTypes(locations, types)
    return candidates.find((l) => l.primary) ?? candidates[0] ?? null
  }
  if (!choice.type) return pick(null)
  const related = RELATED_TYPES[choice.type]
  return pick([choice.type]) ?? (related ? pick(related) : null)
}

/** The locations at the same address as `location` (itself first): the departments of the hours selector. */
export function sameAddress<L extends Pick<LocationView, 'id' | 'type'> & { address: Pick<LocationView['address'], 'street' | 'postcode'> }>(locations: readonly L[], location: L): L[] {
  const group = groupLocationsByAddress(locations).find((g) => g.locations.some((l) => l.id === location.id))
  const others = (group?.locations ?? []).filter((l) => l.id !== location.id)
  return [location, ...others]
}

/** Locations sharing a contact-us slug (the name without Sales/Service/Parts), sales-type ones first. */
export function contactUsLocations<L extends Pick<LocationView, 'name' | 'type'>>(locations: readonly L[], slug: string): L[] {
  const wanted = slug.trim().toLowerCase()
  const matches = locations.filter((l) => contactUsSlug(l.name) === wanted)
  return [...matches.filter((l) => l.type === DEFAULT_LOCATION_TYPE), ...matches.filter((l) => l.type !== DEFAULT_LOCATION_TYPE)]
}

/** Locations of the dealership whose slug is `slug`. */
export function dealershipLocations<L extends Pick<LocationView, 'dealershipSlug'>>(locations: readonly L[], slug: string): L[] {
  const wanted = slug.trim().toLowerCase()
  return locations.filter((l) => l.dealershipSlug === wanted)
}

export type DepartmentOption = { id: number; label: string }

/** Selector options: the type label ('Service'), or the name too when two share a type. */
export function departmentOptions(locations: readonly Pick<LocationView, 'id' | 'name' | 'type' | 'typeLabel'>[]): DepartmentOption[] {
  return locations.map((l) => {
    const shared = locations.filter((o) => o.type === l.type).length > 1
    return { id: l.id, label: shared ? `${l.typeLabel}: ${l.name}` : l.typeLabel }
  })
}

/**
 * The department selected at first: the preferred one when offered. A list with exactly one option
 * selects it (a drop-down with one option auto-selects it once); otherwise the first.
 */
export function initialDepartment(options: readonly DepartmentOption[], preferred?: number | null): number | null {
  if (preferred != null && options.some((o) => o.id === preferred)) return preferred
  return options[0]?.id ?? null
}

/** '120 Marine Parade' and 'Southport QLD 4215': the display lines of an address (empty parts dropped). */
export function addressLines(address: Pick<LocationView['address'], 'street' | 'city' | 'state' | 'postcode'>): string[] {
  const locality = [address.city, address.state, address.postcode].filter((s) => !!s).join(' ')
  return [address.street, locality].filter((s): s is string => !!s)
}

export type LicenceLine = { label: string; number: string }

/**
 * Licence numbers with the label buyers know for the state: a Victorian dealer licence is an LMCT,
 * a NSW repairer licence an MVRL. A number already starting with its label is not labelled twice.
 */
export function licenceLines(location: Pick<LocationView, 'dealerLicenceNumber' | 'repairerLicenceNumber' | 'address'>): LicenceLine[] {
  const state = location.address.state
  const line = (value: string | null, label: string): LicenceLine[] => {
    if (!value) return []
    const prefix = new RegExp(`^${label}\\b[\\s:#-]*`, 'i')
    return [{ label, number: value.replace(prefix, '').trim() || value }]
  }
  return [
    ...line(location.dealerLicenceNumber, state === 'VIC' ? 'LMCT' : 'Dealer Licence'),
    ...line(location.repairerLicenceNumber, state === 'NSW' ? 'MVRL' : 'Repairer Licence'),
  ]
}

/** tel: link target: digits and a leading + only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`
