/**
 * The price-comparison panel (autogauge) and the market-price badge.
 *
 * - "Autograb shown only when in stock, not sold or reserved, price above 200."
 * - "Price-comparison panel is hidden when any field is missing, confidence is 0.2 or
 *   less, or market_range_max is below listing_price."
 * - "Price-gauge response: fill, listing_price, market_range_min, market_range_max,
 *   confidence, description." On failure "log says it failed to fetch auto gauge data; panel
 *   hidden; error text No data returned when the response is empty."
 * - "Market-price badge: shown only when price is more than $499 below
 *   average_market_price and lower than state_average_market_price."
 */

/** A gauge at or below this confidence is not shown. */
export const PRICE_GAUGE_CONFIDENCE_CUTOFF = 0.2
/** The car's price must be above this for the gauge. */
const AUTOGAUGE_MIN_PRICE = 200
/** The price must be more than this below the average market price for the badge. */
const MARKET_BADGE_MIN_SAVING = 499
/** What the panel and the log say. */
const PRICE_GAUGE_NO_DATA = 'No data returned'
export const PRICE_GAUGE_FETCH_FAILED = 'Failed to fetch auto gauge data'

export type AutogaugeCar = {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | null
}

/** Whether to ask for the price gauge at all: in stock, not sold, not reserved, price above 200. */
export function autogaugeEligible(car: AutogaugeCar): boolean {
  return (
    car.status === 'in_stock' &&
    car.sold !== true &&
    car.reserved !== true &&
    typeof car.price === 'number' &&
    Number.isFinite(car.price) &&
    car.price > AUTOGAUGE_MIN_PRICE
  )
}

/** The gauge response, as received: any field may be absent. */
export type PriceGaugeResponse = {
  fill?: unknown
  listing_price?: unknown
  market_range_min?: unknown
  market_range_max?: unknown
  confidence?: unknown
  description?: unknown
}

export type PriceGauge = {
  fill: number
  listingPrice: number
  marketRangeMin: number
  marketRangeMax: number
  confidence: number
  description: string
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** A gauge response with nothing in it: null, not an object, an empty object or an empty array. */
function isEmptyGaugeResponse(raw: unknown): boolean {
  if (raw === null || raw === undefined || typeof raw !== 'object') return true
  return Array.isArray(raw) ? raw.length === 0 : Object.keys(raw).length === 0
}

/**
 * The panel's data, or null to hide it: every field present (the numbers finite, the description a
 * string), confidence above 0.2, and market_range_max not below listing_price (equal is shown).
 */
export function priceGauge(raw: PriceGaugeResponse | null | undefined): PriceGauge | null {
  if (!raw || typeof raw !== 'object') return null
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = raw
  if (!finite(fill) || !finite(listing_price) || !finite(market_range_min) || !finite(market_range_max) || !finite(confidence)) return null
  if (typeof description !== 'string') return null
  if (confidence <= PRICE_GAUGE_CONFIDENCE_CUTOFF) return null
  if (market_range_max < listing_price) return null
  return {
    fill,
    listingPrice: listing_price,
    marketRangeMin: market_range_min,
    marketRangeMax: market_range_max,
    confidence,
    description,
  }
}

export type PriceGaugeResult = { ok: true; gauge: PriceGauge | null } | { ok: false; error: string }

/**
 * Reads the autogauge answer: an empty answer is the error 'No data returned'; otherwise
 * the panel data, null when the hiding rules apply.
 */
export function readPriceGauge(raw: unknown): PriceGaugeResult {
  if (isEmptyGaugeResponse(raw)) return { ok: false, error: PRICE_GAUGE_NO_DATA }
  return { ok: true, gauge: priceGauge(raw as PriceGaugeResponse) }
}

export type MarketPriceFields = {
  /** The price the page shows for the car. */
  price?: number | null
  average_market_price?: number | null
  state_average_market_price?: number | null
}

const positive = (v: number | null | undefined): v is number => finite(v) && v > 0

/**
 * The market-price badge: the price is above 0, more than $499 below the average market price (a
 * saving of exactly 499 is not enough) and below the state average. Any missing value hides it.
 */
export function showMarketPriceBadge(car: MarketPriceFields): boolean {
  const { price, average_market_price: avg, state_average_market_price: stateAvg } = car
  if (!positive(price) || !positive(avg) || !positive(stateAvg)) return false
  return avg - price > MARKET_BADGE_MIN_SAVING && price < stateAvg
}
