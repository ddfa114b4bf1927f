import { expect, type APIRequestContext } from '@playwright/test'

import { apiBase } from './helpers'

export type ComparableHit = { id: number; slug: string; price: number; year: number; make: string; model: string; photos_count: number }

/**
 * `count` in-stock used cars of the dealer that the compare control offers (a price, photos), through
 * the site's own search, with different prices where the dealer has them (so a row differs).
 */
export async function comparableCars(request: APIRequestContext, domain: string, count: number): Promise<ComparableHit[]> {
  const body = { requests: [{ indexName: 'vehicles', hitsPerPage: 40, facetFilters: ['status:in_stock', 'car_type:used'] }] }
  const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, { headers: { host: domain }, data: body })
  expect(res.status()).toBe(200)
  const hits = ((await res.json()).results[0].hits as ComparableHit[]).filter((h) => h.price > 10 && h.photos_count > 0)
  const picked: ComparableHit[] = []
  for (const hit of hits) {
    if (picked.length < count && !picked.some((p) => p.price === hit.price)) picked.push(hit)
  }
  expect(picked.length, `${domain} has ${count} comparable cars`).toBe(count)
  return picked
}

export const compareIds = (cars: readonly { id: number }[]) => cars.map((c) => c.id).join(',')
