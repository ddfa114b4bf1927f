/**
 * The announcement bar: "Announcement bar Located at {city} with a Get Directions link,
 * dismissible, shown when the vehicle's city differs from the dealer's primary location."
 */
import { directionsUrl, type LocationAddress } from '../presence/locationSlugs'

export const GET_DIRECTIONS_LABEL = 'Get Directions'

export type AnnouncementLocation = {
  primary?: boolean | null
  address?: (LocationAddress & { lat?: number | null; lng?: number | null; placeUrl?: string | null }) | null
}

export type Announcement = { text: string; city: string; directionsUrl: string | null }

/** Cities compare without case, surrounding spaces or repeated inner spaces. */
export function sameCity(a: string | null | undefined, b: string | null | undefined): boolean {
  const n = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
  return n(a) === n(b)
}

/** The dealer's primary location: the first marked primary, else null (no bar then). */
export function primaryLocation<L extends { primary?: boolean | null }>(locations: readonly L[] | null | undefined): L | null {
  return (locations ?? []).find((l) => l?.primary === true) ?? null
}

/** `Located at Toowoomba`. */
function locatedAtText(city: string): string {
  return `Located at ${city}`
}

/**
 * The bar for a car at `carLocation`, or null: no car city, no primary location (or no city on it),
 * or the same city. The text uses the car's city as written (spaces tidied); directions go to the car's
 * location.
 */
export function announcement(carLocation: AnnouncementLocation | null | undefined, primary: AnnouncementLocation | null | undefined): Announcement | null {
  const city = carLocation?.address?.city?.trim().replace(/\s+/g, ' ')
  const primaryCity = primary?.address?.city?.trim()
  if (!city || !primaryCity || sameCity(city, primaryCity)) return null
  return { text: locatedAtText(city), city, directionsUrl: directionsUrl(carLocation!.address!) }
}
