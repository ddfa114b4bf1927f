/**
 * The in-process delivery-estimate service: used when DELIVERY_API_URL is not set (npm run dev,
 * npm start on a laptop, the browser tests), and served over HTTP by tests/simulators/delivery/server.ts.
 * Deterministic, so tests can name their answers. It prices by distance, as a transport company does:
 *
 *   - where: each postcode's area (src/domain/geo/postcodeAreas.ts: "Gold Coast", "Brisbane Metro", "Tweed Coast"),
 *     else its state's capital; the car's location is the origin (its postcode, else its state);
 *   - the road distance is taken as 1.3 × the straight line between the two areas, and priced in steps:
 *     up to 50 km $190, 150 km $290, 400 km $490, 800 km $690, 1,500 km $890, 2,500 km $1,190, beyond
 *     $1,490; across Bass Strait (to or from Tasmania) $400 more for the ferry. Without an origin, $290
 *     to a metro area and $490 elsewhere;
 *   - no estimate for numbers no state uses (0000-0199, 0300-0799 …), for PO-box-only ranges (the
 *     1000-1999 NSW ranges, 8000-8999 VIC, 9000-9999 QLD) and for the remote WA range 6700-6799.
 *
 *   Demo postcodes: 4000 → Brisbane Metro; 2000 → Sydney Metro; 4870 → Far North Queensland;
 *   0000 or 6725 → no estimate. A car at Tweed Heads (2485): 2485 and 4217 (Gold Coast) $190.
 */
import { haversineKm } from '@/domain/presence/locationSlugs'
import { stateOfPostcode } from '../geocoding/local'
import { postcodeArea, type PostcodeArea } from '@/domain/geo/postcodeAreas'
import type { DeliveryProvider, DeliveryQuoteRequest, DeliveryQuoteResponse } from './types'

const CAPITALS: Record<string, PostcodeArea> = {
  NSW: { name: 'New South Wales Regional', lat: -33.87, lng: 151.21, state: 'NSW', metro: false },
  ACT: { name: 'Canberra', lat: -35.28, lng: 149.13, state: 'ACT', metro: true },
  VIC: { name: 'Victoria Regional', lat: -37.81, lng: 144.96, state: 'VIC', metro: false },
  QLD: { name: 'Queensland Regional', lat: -27.47, lng: 153.03, state: 'QLD', metro: false },
  SA: { name: 'South Australia Regional', lat: -34.93, lng: 138.6, state: 'SA', metro: false },
  WA: { name: 'Western Australia Regional', lat: -31.95, lng: 115.86, state: 'WA', metro: false },
  TAS: { name: 'Tasmania Regional', lat: -42.88, lng: 147.33, state: 'TAS', metro: false },
  NT: { name: 'Northern Territory Regional', lat: -12.46, lng: 130.85, state: 'NT', metro: false },
}
const NO_DELIVERY: [number, number][] = [[1000, 1999], [6700, 6799], [8000, 8999], [9000, 9999]]
/** [road km up to, price]: the last step has no limit. */
const STEPS: [number, number][] = [[50, 190], [150, 290], [400, 490], [800, 690], [1500, 890], [2500, 1190], [Infinity, 1490]]
const ROAD_FACTOR = 1.3
const BASS_STRAIT = 400

const areaOf = (postcode: string, state: string): PostcodeArea => postcodeArea(postcode, state) ?? CAPITALS[state]!

/** The car's area: its location's postcode, else its state's capital; null when neither is known. */
function originArea(request: DeliveryQuoteRequest): PostcodeArea | null {
  const postcode = (request.originPostcode ?? '').trim()
  const byPostcode = stateOfPostcode(postcode)
  if (byPostcode) return areaOf(postcode, byPostcode)
  const state = (request.originState ?? '').trim().toUpperCase()
  return CAPITALS[state] ?? null
}

export function localDeliveryQuote(request: DeliveryQuoteRequest): DeliveryQuoteResponse {
  const none = { price: null, region: null }
  const postcode = (request.postcode ?? '').trim()
  const state = stateOfPostcode(postcode)
  if (!state) return none
  const n = Number(postcode)
  if (NO_DELIVERY.some(([from, to]) => n >= from && n <= to)) return none
  const to = areaOf(postcode, state)
  const from = originArea(request)
  if (!from) return { price: to.metro ? 290 : 490, region: to.name }
  const roadKm = haversineKm(from, to) * ROAD_FACTOR
  const step = STEPS.find(([limit]) => roadKm <= limit)![1]
  const ferry = (from.state === 'TAS') !== (to.state === 'TAS') ? BASS_STRAIT : 0
  return { price: step + ferry, region: to.name }
}

export const localDeliveryProvider: DeliveryProvider = {
  name: 'local',
  quote: async (request) => localDeliveryQuote(request),
}

