/**
 * Every cache tag the site's pages and reads carry, in one place. A read names the tags whose change
 * must evict it; a collection hook (through src/lib/cache/revalidate.ts) names the same tags when that
 * record changes. Finer tags keep a busy dealer's cache warm: a stock feed touching hundreds of cars
 * evicts those cars and the stock lookups, not every page of the site.
 */
import { relationId } from '../relationId'

/** One host's tenant lookup. */
export const hostTag = (host: string) => `host:${host}`
/** Everything rendered for one tenant. */
export const tenantTag = (tenantId: number | string) => `tenant:${tenantId}`
/** A dealer's stock as a whole (vehicle slug lookups, similar cars): evicted by any vehicle change, unlike its pages. */
export const stockTag = (tenantId: number | string) => `stock:${tenantId}`
/** One vehicle's own entry (its page's read by id, its view count). */
export const vehicleTag = (vehicleId: number | string) => `vehicle:${vehicleId}`

/**
 * The tags to evict for a vehicle change: its own, and its tenant's stock (before and after, so a move
 * to another tenant evicts both).
 */
export function vehicleRevalidationTags(doc: { id?: number | string; tenant?: unknown } | null | undefined, previousDoc?: { tenant?: unknown } | null): string[] {
  const tags: string[] = []
  if (doc?.id !== undefined && doc.id !== null) tags.push(vehicleTag(doc.id))
  for (const t of [relationId(doc?.tenant), relationId(previousDoc?.tenant)]) if (t !== null) tags.push(stockTag(t))
  return [...new Set(tags)]
}
