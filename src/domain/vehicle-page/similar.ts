/**
 * Similar cars under the vehicle page: "Similar vehicles: results sorted same-model
 * first, de-duplicated by id, cut to 6. Filter: in_stock only, own id excluded, price band of plus or
 * minus 10000 when price is below 50000 else 25000, and on some sites the same body type."
 */

export const SIMILAR_LIMIT = 6
/** Below this price the band is ±10000; from it up, ±25000. */
const SIMILAR_PRICE_SPLIT = 50_000
const SIMILAR_BAND_LOW = 10_000
const SIMILAR_BAND_HIGH = 25_000

export type SimilarCar = {
  id: number | string
  price?: number | null
  /** The body type (search record `body`, vehicle `simple_body`). */
  body?: string | null
  make?: string | null
  model?: string | null
  /** car, caravan, motorcycle or truck: a caravan's similar vehicles are caravans (issue 34). */
  itemType?: string | null
}
export type SimilarCandidate = SimilarCar & { status?: string | null }

export type SimilarOptions = {
  /** The tenant's "same body type" switch. */
  sameBody?: boolean
  limit?: number
}

export type SimilarQuery = {
  status: 'in_stock'
  excludeId: number | string
  /** Inclusive price bounds; null when the car has no price (no band then). */
  minPrice: number | null
  maxPrice: number | null
  /** The body to match, or null when not restricted (switch off, or the car has no body). */
  body: string | null
  /** The kind of vehicle to match: always its own (a Prado is no alternative to a caravan). */
  itemType: string
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase()
const hasPrice = (p: number | null | undefined): p is number => typeof p === 'number' && Number.isFinite(p) && p > 0

/** ±10000 below 50000, ±25000 from 50000 up. */
export function similarPriceBand(price: number): number {
  return price < SIMILAR_PRICE_SPLIT ? SIMILAR_BAND_LOW : SIMILAR_BAND_HIGH
}

/**
 * The filter for the similar-cars search. The lower bound never goes below 0. A car without a price
 * (0 or missing, shown as "Enquire for price.") gets no price band: a band around 0 would only find
 * other unpriced or very cheap cars.
 */
export function similarCarsQuery(car: SimilarCar, options: Pick<SimilarOptions, 'sameBody'> = {}): SimilarQuery {
  const priced = hasPrice(car.price)
  const band = priced ? similarPriceBand(car.price!) : 0
  const body = options.sameBody && norm(car.body) ? car.body!.trim() : null
  return {
    status: 'in_stock',
    excludeId: car.id,
    minPrice: priced ? Math.max(0, car.price! - band) : null,
    maxPrice: priced ? car.price! + band : null,
    body,
    itemType: norm(car.itemType) || 'car',
  }
}

/** Whether a candidate passes the similar-cars filter (the same checks as the query). */
export function matchesSimilarQuery(candidate: SimilarCandidate, query: SimilarQuery): boolean {
  if (candidate.status !== query.status) return false
  if (String(candidate.id) === String(query.excludeId)) return false
  if (query.minPrice !== null && query.maxPrice !== null) {
    const p = candidate.price
    if (typeof p !== 'number' || !Number.isFinite(p) || p < query.minPrice || p > query.maxPrice) return false
  }
  if (query.body !== null && norm(candidate.body) !== norm(query.body)) return false
  if ((norm(candidate.itemType) || 'car') !== query.itemType) return false
  return true
}

/** Same make and model, compared without case or surrounding spaces. */
function isSameModel(a: SimilarCar, b: SimilarCar): boolean {
  return norm(a.model) !== '' && norm(a.make) === norm(b.make) && norm(a.model) === norm(b.model)
}

/**
 * The similar cars to show: the candidates that pass the filter (re-checked here, whatever the search
 * returned), the same model first with the candidates' order kept otherwise, de-duplicated by id (first
 * wins), cut to `limit` (6).
 */
export function pickSimilar<T extends SimilarCandidate>(car: SimilarCar, candidates: readonly T[], options: SimilarOptions = {}): T[] {
  const query = similarCarsQuery(car, options)
  const limit = Math.max(0, Math.floor(options.limit ?? SIMILAR_LIMIT))
  const seen = new Set<string>()
  const unique = candidates.filter((c) => {
    if (!c || !matchesSimilarQuery(c, query)) return false
    const id = String(c.id)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  const same = unique.filter((c) => isSameModel(car, c))
  const other = unique.filter((c) => !isSameModel(car, c))
  return [...same, ...other].slice(0, limit)
}
