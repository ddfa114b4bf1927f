/**
 * Evicts a vehicle's cached page (tag `vehicle:{id}`, src/lib/site/vehicle.ts) and its dealer's stock
 * lookups (tag `stock:{id}`: the slug lookup, similar cars) when the vehicle changes or is deleted. The
 * dealer's other pages stay cached: a stock feed touching hundreds of cars must not empty the whole
 * site's cache. A move to another tenant evicts both. Bulk imports can pass context.disableRevalidate.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '../../../src/lib/cache/revalidate'
import { stockTag } from '../../../tenants/host'

const vehicleTag = (id: number | string) => `vehicle:${id}`

const tenantOf = (doc: { tenant?: unknown } | undefined | null): number | string | null => {
  const t = doc?.tenant
  if (t && typeof t === 'object' && 'id' in t) return (t as { id: number | string }).id
  return typeof t === 'number' || typeof t === 'string' ? t : null
}

/** The tags to evict for a vehicle change: its own, and its tenant's (before and after). */
export function vehicleRevalidationTags(doc: { id?: number | string; tenant?: unknown } | null | undefined, previousDoc?: { tenant?: unknown } | null): string[] {
  const tags: string[] = []
  if (doc?.id !== undefined && doc.id !== null) tags.push(vehicleTag(doc.id))
  for (const t of [tenantOf(doc), tenantOf(previousDoc)]) if (t !== null) tags.push(stockTag(t))
  return [...new Set(tags)]
}

export const revalidateVehicleAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  revalidateTags(vehicleRevalidationTags(doc, previousDoc), req)
  return doc
}

export const revalidateVehicleAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateTags(vehicleRevalidationTags(doc), req)
  return doc
}
