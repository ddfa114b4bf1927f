/**
 * Evicts a vehicle's cached page (tag `vehicle:{id}`; the tags: src/domain/cache/tags.ts) and its dealer's stock
 * lookups (tag `stock:{id}`: the slug lookup, similar cars) when the vehicle changes or is deleted. The
 * dealer's other pages stay cached: a stock feed touching hundreds of cars must not empty the whole
 * site's cache. A move to another tenant evicts both. Bulk imports can pass context.disableRevalidate.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { vehicleRevalidationTags } from '@/domain/cache/tags'

export const revalidateVehicleAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  revalidateTags(vehicleRevalidationTags(doc, previousDoc), req)
  return doc
}

export const revalidateVehicleAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateTags(vehicleRevalidationTags(doc), req)
  return doc
}
