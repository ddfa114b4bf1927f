/**
 * Similar cars for a vehicle: the dealer's stock searched on the server with the embedded
 * engine, under the dealer's own stock filter and visibility rule (tenantFilterSql), narrowed by
 * similarCarsQuery (in stock, not this car, the price band, the body when the dealer asks for it),
 * then ordered and cut by pickSimilar (same model first, de-duplicated, 6). Two searches run side by
 * side, the same model and everything else, so the same model is found even when the dealer has many
 * cars in the band.
 */
import type { Pool } from 'pg'

import type { Vehicle } from '@/payload-types'
import { pickSimilar, similarCarsQuery, SIMILAR_LIMIT } from '@/domain/vehicle-page/similar'
import { runSearch, type SearchTenant } from '@/lib/search/embeddedEngine'
import { parseOne } from '@/lib/search/protocol'
import type { SearchRecord } from '@/domain/search/record'

/** How many candidates each search asks for: enough for 6 after de-duplication. */
const CANDIDATES = 24

export type SimilarSource = Pick<Vehicle, 'id' | 'price' | 'simple_body' | 'make' | 'model' | 'item_type'>

/** The tenant's "same body type" switch; read defensively until tenants/settings.ts declares it. */
export function similarSameBody(settings: object): boolean {
  return (settings as { similarSameBody?: unknown }).similarSameBody === true // tenants/settings.ts: display.similarSameBody
}

/** The search requests (Algolia protocol) for the car's similar cars. */
export function similarSearchRequests(car: SimilarSource, sameBody: boolean): Record<string, unknown>[] {
  const q = similarCarsQuery({ id: car.id, price: car.price ?? null, body: car.simple_body ?? null, make: car.make, model: car.model, itemType: car.item_type }, { sameBody })
  const facetFilters: string[] = [`status:${q.status}`, `item_type:${q.itemType}`]
  if (q.body) facetFilters.push(`body:${q.body}`)
  const numericFilters: string[] = [`objectID!=${Number(q.excludeId)}`]
  if (q.minPrice !== null && q.maxPrice !== null) numericFilters.push(`price>=${q.minPrice}`, `price<=${q.maxPrice}`)
  const base = { indexName: 'vehicles', query: '', page: 0, hitsPerPage: CANDIDATES, numericFilters }
  return [
    { ...base, facetFilters: [...facetFilters, `make_model:${car.make} > ${car.model}`] },
    { ...base, facetFilters },
  ]
}

export async function findSimilarCars(pool: Pool, tenant: SearchTenant, car: SimilarSource, now = Date.now()): Promise<SearchRecord[]> {
  const requests = similarSearchRequests(car, similarSameBody(tenant.settings))
  const results = await Promise.all(requests.map((r) => runSearch(pool, tenant, parseOne(r), now)))
  const candidates = results.flatMap((r) => r.hits)
  return pickSimilar({ id: car.id, price: car.price ?? null, body: car.simple_body ?? null, make: car.make, model: car.model, itemType: car.item_type }, candidates.map((c) => ({ ...c, itemType: c.item_type })), {
    sameBody: similarSameBody(tenant.settings),
    limit: SIMILAR_LIMIT,
  })
}
