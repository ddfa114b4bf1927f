import type { CollectionAfterChangeHook } from 'payload'

import { reindexVehiclesWhere } from '../../../src/lib/search/indexing'

/** Vehicles carry their location's name, city and state in search; keep them in step. */
export const reindexLocationVehicles: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc
  const changed =
    doc.name !== previousDoc?.name ||
    doc.slug !== previousDoc?.slug ||
    doc.address?.city !== previousDoc?.address?.city ||
    doc.address?.state !== previousDoc?.address?.state
  if (changed) await reindexVehiclesWhere(req, { location: { equals: doc.id } })
  return doc
}
