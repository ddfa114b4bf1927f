/**
 * Postcode → position, Australia only (GET maps geocoding with postal_code, country AU
 * and key; reads results[0].geometry.location; fails on no results). GEOCODING_API_URL (and
 * GEOCODING_API_KEY) select a real maps service; without them the in-process geocoder answers.
 */
import { MESSAGES } from '@/domain/forms/messages'
import { localGeocoder } from './local'
import type { GeocodeResponse, GeocodeResult, Geocoder } from './types'

const TIMEOUT_MS = 8_000

function httpGeocoder(baseUrl: string, key: string | undefined): Geocoder {
  return {
    name: 'http',
    async lookup(postcode) {
      const url = new URL(baseUrl)
      url.searchParams.set('components', `postal_code:${postcode}|country:AU`)
      url.searchParams.set('region', 'au')
      if (key) url.searchParams.set('key', key)
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!res.ok) throw new Error(`The maps service answered ${res.status}.`)
      return (await res.json()) as GeocodeResponse
    },
  }
}

function geocoder(): Geocoder {
  const url = process.env.GEOCODING_API_URL
  return url ? httpGeocoder(url, process.env.GEOCODING_API_KEY) : localGeocoder
}

/**
 * Geocodes a postcode. Refuses anything but 4 digits without a call, and anything outside Australia
 * (a result whose country is not AU) as no result. A service failure throws: the caller decides.
 */
export async function geocodePostcode(postcode: string, using: Geocoder = geocoder()): Promise<GeocodeResult> {
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: MESSAGES.postcode }
  const answer = await using.lookup(postcode)
  const first = answer.results?.[0]
  const country = first?.address_components?.find((c) => c.types.includes('country'))?.short_name
  if (answer.status !== 'OK' || !first || (country && country !== 'AU')) return { ok: false, message: MESSAGES.geocodeInvalid }
  const state = first.address_components?.find((c) => c.types.includes('administrative_area_level_1'))?.short_name ?? null
  return { ok: true, point: first.geometry.location, state }
}

export type {  GeocodeResult, Geocoder } from './types'
