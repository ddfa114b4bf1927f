/** Postcode geocoding: Australia only; no result is 'Invalid postcode'. */
type GeoPoint = { lat: number; lng: number }
export type GeocodeResult = { ok: true; point: GeoPoint; state: string | null } | { ok: false; message: string }

/** The maps service's answer as the spec reads it: results[0].geometry.location. */
export type GeocodeResponse = {
  status: 'OK' | 'ZERO_RESULTS' | string
  results: { geometry: { location: GeoPoint }; address_components?: { short_name: string; types: string[] }[] }[]
}

export interface Geocoder {
  readonly name: string
  /** The maps service's raw answer for an Australian postcode. */
  lookup(postcode: string): Promise<GeocodeResponse>
}
