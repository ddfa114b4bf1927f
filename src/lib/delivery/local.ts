/**
 * The in-process delivery-estimate service: used when DELIVERY_API_URL is not set (npm run dev,
 * npm start on a laptop, the browser tests), and served over HTTP by tests/simulators/delivery/server.ts.
 * Deterministic, so tests can name their answers:
 *
 *   - the region is the state of the postcode (Australia Post ranges, src/lib/geocoding/local.ts),
 *     "Metro" for the capital-city ranges below, "Regional" otherwise;
 *   - the price is $290 within the car's state (metro), $490 within the state (regional), $890 to
 *     another state's metro area, $1,190 to another state's regional area; +$400 to NT, TAS or WA
 *     from elsewhere (a ferry or a long haul);
 *   - no estimate for numbers no state uses (0000-0199, 0300-0799 …), for PO-box-only ranges (the
 *     1000-1999 NSW ranges, 8000-8999 VIC, 9000-9999 QLD) and for the remote WA range 6700-6799.
 *
 *   Demo postcodes: 4000 → Brisbane Metro; 2000 → Sydney Metro; 4870 → Queensland Regional;
 *   0000 or 6725 → no estimate.
 */
import { stateOfPostcode } from '../geocoding/local'
import type { DeliveryProvider, DeliveryQuoteRequest, DeliveryQuoteResponse } from './types'

const METRO: Record<string, { name: string; ranges: [number, number][] }> = {
  NSW: { name: 'Sydney', ranges: [[2000, 2234]] },
  ACT: { name: 'Canberra', ranges: [[200, 299], [2600, 2618], [2900, 2920]] },
  VIC: { name: 'Melbourne', ranges: [[3000, 3207]] },
  QLD: { name: 'Brisbane', ranges: [[4000, 4179]] },
  SA: { name: 'Adelaide', ranges: [[5000, 5199]] },
  WA: { name: 'Perth', ranges: [[6000, 6199]] },
  TAS: { name: 'Hobart', ranges: [[7000, 7099]] },
  NT: { name: 'Darwin', ranges: [[800, 832]] },
}
const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales', ACT: 'Australian Capital Territory', VIC: 'Victoria', QLD: 'Queensland',
  SA: 'South Australia', WA: 'Western Australia', TAS: 'Tasmania', NT: 'Northern Territory',
}
const NO_DELIVERY: [number, number][] = [[1000, 1999], [6700, 6799], [8000, 8999], [9000, 9999]]
const LONG_HAUL = new Set(['NT', 'TAS', 'WA'])

export function localDeliveryQuote(request: DeliveryQuoteRequest): DeliveryQuoteResponse {
  const none = { price: null, region: null }
  const postcode = (request.postcode ?? '').trim()
  const state = stateOfPostcode(postcode)
  if (!state) return none
  const n = Number(postcode)
  if (NO_DELIVERY.some(([from, to]) => n >= from && n <= to)) return none
  const metro = METRO[state]!.ranges.some(([from, to]) => n >= from && n <= to)
  const origin = (request.originState ?? stateOfPostcode(request.originPostcode ?? '') ?? '').toUpperCase() || null
  const sameState = origin === null || origin === state
  let price = sameState ? (metro ? 290 : 490) : metro ? 890 : 1190
  if (!sameState && LONG_HAUL.has(state)) price += 400
  return { price, region: metro ? `${METRO[state]!.name} Metro` : `${STATE_NAMES[state]} Regional` }
}

export const localDeliveryProvider: DeliveryProvider = {
  name: 'local',
  quote: async (request) => localDeliveryQuote(request),
}

export const DEMO_POSTCODES = { metro: '4000', otherMetro: '2000', regional: '4870', none: '6725' } as const
