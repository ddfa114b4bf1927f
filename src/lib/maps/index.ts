/**
 * The map adapter: which map a location gets on this dealer's site. The only interactive provider is
 * the Google Maps Embed API, shown in a lazy <iframe>, so a map service that cannot be reached costs
 * an empty frame, never the page; everything else (no provider, no key, nothing to point at) is the
 * static card with the address and Get Directions, which the page renders in every case anyway.
 */

export const GOOGLE_EMBED_PLACE_URL = 'https://www.google.com/maps/embed/v1/place'
/** Street level: the dealership and the roads leading to it. */
const EMBED_ZOOM = 15

export type MapSettings = { mapProvider?: string | null; mapKey?: string | null }

export type MapLocation = {
  name: string
  address: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
    lat?: number | null
    lng?: number | null
    placeId?: string | null
  }
}

export type MapView = { kind: 'embed'; src: string } | { kind: 'static' }

const isCoordinate = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/**
 * What the map should show: the place id when known (Google's own pin with the business name), else
 * the coordinates, else the address text; null when there is nothing to point at.
 */
export function mapQuery(address: MapLocation['address']): string | null {
  const placeId = address.placeId?.trim()
  if (placeId) return `place_id:${placeId}`
  if (isCoordinate(address.lat) && isCoordinate(address.lng)) return `${address.lat},${address.lng}`
  const locality = [address.city, address.state, address.postcode].map((s) => s?.trim()).filter((s) => !!s).join(' ')
  const text = [address.street?.trim(), locality, locality ? 'Australia' : null].filter((s) => !!s).join(', ')
  return text || null
}

/** The map for one location under the dealer's settings (tenant.settings.mapProvider / mapKey). */
export function mapFor(settings: MapSettings, location: MapLocation): MapView {
  const key = settings.mapKey?.trim()
  if (settings.mapProvider !== 'google-embed' || !key) return { kind: 'static' }
  const q = mapQuery(location.address)
  if (!q) return { kind: 'static' }
  const params = new URLSearchParams({ key, q, zoom: String(EMBED_ZOOM) })
  return { kind: 'embed', src: `${GOOGLE_EMBED_PLACE_URL}?${params.toString()}` }
}
