/**
 * The price-gauge ("autogauge") service ("GET {base}{car path}/autogauge, payload none →
 * price-comparison fields; on failure panel hidden and error logged"; "Price-gauge response: fill,
 * listing_price, market_range_min, market_range_max, confidence, description").
 *
 *   GET {AUTOGAUGE_API_URL}/cars/{slug}/autogauge
 *   Authorization: Bearer {AUTOGAUGE_API_KEY}   when a key is configured
 *
 *   200 { "fill": 0.42, "listing_price": 32990, "market_range_min": 30500, "market_range_max": 36800,
 *         "confidence": 0.74, "description": "This car is priced below the market average." }
 *   200 {} or an empty body                     no data ('No data returned')
 *   404                                         the service does not know the car (no data)
 *   5xx, timeout, unreadable JSON               a failure (logged, panel hidden)
 *
 * `fill` is where the listing price sits in the market range, 0 (at the minimum) to 1 (at the maximum).
 */
export type AutogaugeCar = {
  id: number | string
  /** '/cars/{slug}': the car path the service is keyed by. */
  path: string
  /** Only the in-process demo service reads these (the real service knows the car). */
  price?: number | null
  make?: string | null
  model?: string | null
  year?: number | null
}

export interface AutogaugeProvider {
  readonly name: string
  /** The raw answer (null when the service has none); throws an AutogaugeError on failure. */
  gauge(car: AutogaugeCar): Promise<unknown>
}

export class AutogaugeError extends Error {}
