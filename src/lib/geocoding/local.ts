/**
 * The in-process geocoder: used when GEOCODING_API_URL is not set, and served over HTTP by
 * tests/simulators/geocoding/server.ts. It answers from Australia Post's postcode ranges per state
 * with the position of the postcode's region (src/domain/geo/postcodeAreas.ts: 4217 is on the Gold
 * Coast, not in Brisbane), else the state capital's, nudged by the postcode so distances still sort;
 * and has no result for numbers no state uses (0000 to 0199, 0300 to 0799, for example): 'Invalid postcode'.
 */
import { postcodeArea } from '@/domain/geo/postcodeAreas'
import type { GeocodeResponse, Geocoder } from './types'

type Range = [from: number, to: number, state: string]
const RANGES: Range[] = [
  [200, 299, 'ACT'], [800, 999, 'NT'], [1000, 2599, 'NSW'], [2600, 2618, 'ACT'], [2619, 2899, 'NSW'], [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'], [3000, 3999, 'VIC'], [4000, 4999, 'QLD'], [5000, 5999, 'SA'], [6000, 6999, 'WA'], [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'], [9000, 9999, 'QLD'],
]
const CAPITALS: Record<string, { lat: number; lng: number }> = {
  NSW: { lat: -33.8688, lng: 151.2093 }, ACT: { lat: -35.2809, lng: 149.13 }, VIC: { lat: -37.8136, lng: 144.9631 },
  QLD: { lat: -27.4698, lng: 153.0251 }, SA: { lat: -34.9285, lng: 138.6007 }, WA: { lat: -31.9505, lng: 115.8605 },
  TAS: { lat: -42.8821, lng: 147.3272 }, NT: { lat: -12.4634, lng: 130.8456 },
}

export function stateOfPostcode(postcode: string): string | null {
  if (!/^\d{4}$/.test(postcode)) return null
  const n = Number(postcode)
  return RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? null
}

export function localGeocode(postcode: string): GeocodeResponse {
  const state = stateOfPostcode(postcode)
  if (!state) return { status: 'ZERO_RESULTS', results: [] }
  const capital = postcodeArea(postcode, state) ?? CAPITALS[state]!
  const nudge = (Number(postcode) % 100) / 1000
  return {
    status: 'OK',
    results: [
      {
        geometry: { location: { lat: Math.round((capital.lat - nudge) * 1e4) / 1e4, lng: Math.round((capital.lng + nudge) * 1e4) / 1e4 } },
        address_components: [
          { short_name: postcode, types: ['postal_code'] },
          { short_name: state, types: ['administrative_area_level_1', 'political'] },
          { short_name: 'AU', types: ['country', 'political'] },
        ],
      },
    ],
  }
}

export const localGeocoder: Geocoder = { name: 'local', lookup: async (postcode) => localGeocode(postcode) }
