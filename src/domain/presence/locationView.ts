/**
 * The small, serialisable shape the location UI reads, mapped from stored Location and special-hours
 * rows. Pure (no Payload, no Next) so the mapping is unit-tested and the cached read in
 * src/lib/site/locations.ts stays a thin query. Staff-only fields (leadEmails) never enter it.
 */
import type { Dealership, Location, Media } from '@/payload-types'
import { DEFAULT_LOCATION_TYPE, locationTypeLabel, type OpeningHoursRow, type SpecialHours } from '@/domain/presence'
import { specialHoursFromDoc } from '@/domain/presence/specialHours'
import { relationId } from '@/domain/relationId'
import { compareCodePoints } from '@/domain/format/text'

/** A location's address as the pages read it: blanks are null. */
export type LocationAddress = {
  street: string | null
  city: string | null
  state: string | null
  postcode: string | null
  lat: number | null
  lng: number | null
  placeId: string | null
  placeUrl: string | null
}

/** A media doc trimmed to what next/image needs; the Media component accepts it as a Media doc. */
type LocationImage = Pick<Media, 'id' | 'url' | 'alt' | 'width' | 'height' | 'focalX' | 'focalY' | 'updatedAt' | 'createdAt'>

export type LocationView = {
  id: number
  name: string
  slug: string
  /** 'sales' when the stored type is empty. */
  type: string
  typeLabel: string
  subtypes: string[]
  primary: boolean
  address: LocationAddress
  timezone: string
  /** Its dealership (Locations.dealership) while that is shown on the site; null for a single dealer's locations. */
  dealershipName: string | null
  /** The dealership's slug: /locations/{slug} lists its locations. */
  dealershipSlug: string | null
  badge: string | null
  image: LocationImage | null
  phone: string | null
  /** The location's numbers for new, used and demo cars, where it has its own (src/domain/vehicle-page/phone.ts). */
  phoneNew: string | null
  phoneUsed: string | null
  phoneDemo: string | null
  landline: string | null
  dealerLicenceNumber: string | null
  repairerLicenceNumber: string | null
  /** Weekday as a number, 0 = Sunday (stored as the strings '0'..'6'). */
  openingHours: OpeningHoursRow[]
  reviews: { averageRating: number | null; count: number | null; url: string | null }
  /** This location's special hours (holidays), as the pure rules read them. */
  specialHours: SpecialHours[]
}

/** The fields of a stored special-hours row this module reads. */
export type SpecialHoursDoc = Parameters<typeof specialHoursFromDoc>[0] & { id: number }

const DEFAULT_TIMEZONE = 'Australia/Brisbane'
const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

function toImage(media: Location['image']): LocationImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const { id, url, alt, width, height, focalX, focalY, updatedAt, createdAt } = media
  return { id, url, alt: alt ?? '', width, height, focalX, focalY, updatedAt, createdAt }
}

/** Stored weekly rows → domain rows: weekday '0'..'6' becomes 0..6; rows with another weekday are dropped. */
export function toOpeningHours(rows: Location['openingHours']): OpeningHoursRow[] {
  return (rows ?? []).flatMap((row) => {
    const weekday = Number(row.weekday)
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6 || String(row.weekday).trim() === '') return []
    return [{ weekday, status: row.status === 'closed' ? 'closed' : 'open', open: text(row.open), close: text(row.close) } satisfies OpeningHoursRow]
  })
}

/** Special-hours rows grouped by their location's id, each converted to the domain shape. */
export function specialHoursByLocation(docs: readonly SpecialHoursDoc[]): Map<number, SpecialHours[]> {
  const byLocation = new Map<number, SpecialHours[]>()
  for (const doc of docs) {
    const locationId = relationId(doc.location)
    const entry = locationId === null ? null : specialHoursFromDoc(doc)
    if (!entry || locationId === null) continue
    const list = byLocation.get(locationId) ?? []
    list.push(entry)
    byLocation.set(locationId, list)
  }
  for (const list of byLocation.values()) list.sort((a, b) => compareCodePoints(a.date, b.date))
  return byLocation
}

/** A stored location's address → the pages' shape. */
export function toLocationAddress(address: Partial<Location['address']> | null | undefined): LocationAddress {
  const a = address ?? {}
  return {
    street: text(a.street),
    city: text(a.city),
    state: text(a.state),
    postcode: text(a.postcode),
    lat: num(a.lat),
    lng: num(a.lng),
    placeId: text(a.placeId),
    placeUrl: text(a.placeUrl),
  }
}

/** The location's dealership when it is populated and shown on the site (a hidden one is left out). */
function shownDealership(value: Location['dealership']): Dealership | null {
  return value && typeof value === 'object' && value.visible !== false ? value : null
}

/** One stored location → its view. */
export function toLocationView(doc: Location, special: ReadonlyMap<number, SpecialHours[]> = new Map()): LocationView {
  const type = text(doc.type) ?? DEFAULT_LOCATION_TYPE
  const dealership = shownDealership(doc.dealership)
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    type,
    typeLabel: locationTypeLabel(type),
    subtypes: [...(doc.subtypes ?? [])],
    primary: doc.primary === true,
    address: toLocationAddress(doc.address),
    timezone: text(doc.timezone) ?? DEFAULT_TIMEZONE,
    dealershipName: dealership ? text(dealership.name) : null,
    dealershipSlug: dealership ? text(dealership.slug) : null,
    badge: text(doc.badge),
    image: toImage(doc.image),
    phone: text(doc.phone),
    phoneNew: text(doc.phoneNew),
    phoneUsed: text(doc.phoneUsed),
    phoneDemo: text(doc.phoneDemo),
    landline: text(doc.landline),
    dealerLicenceNumber: text(doc.dealerLicenceNumber),
    repairerLicenceNumber: text(doc.repairerLicenceNumber),
    openingHours: toOpeningHours(doc.openingHours),
    reviews: { averageRating: num(doc.reviews?.averageRating), count: num(doc.reviews?.count), url: text(doc.reviews?.url) },
    specialHours: special.get(doc.id) ?? [],
  }
}

/**
 * The views of one tenant's locations, special hours attached, order kept. Hidden locations and rows
 * of any other tenant are dropped: the query already filters both, this is the second lock.
 */
export function toLocationViews(tenantId: number, docs: readonly Location[], specialDocs: readonly (SpecialHoursDoc & { tenant?: unknown })[]): LocationView[] {
  const special = specialHoursByLocation(specialDocs.filter((d) => relationId(d.tenant) === tenantId))
  return docs.filter((d) => d.visible !== false && relationId(d.tenant) === tenantId).map((d) => toLocationView(d, special))
}
