import type { CollectionAfterChangeHook } from 'payload'

import { reindexVehiclesWhere } from '@/lib/search/indexing'
import { relationId } from '@/domain/relationId'

/**
 * Vehicles carry their location's name, city, state and dealership in search; keep them in step with the published
 * location. A draft save changes nothing live; publishing a draft always reindexes, because the
 * previous document Payload hands us then is the draft itself, not what was live.
 */
export const reindexLocationVehicles: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || doc._status === 'draft') return doc
  const changed =
    previousDoc?._status === 'draft' ||
    doc.name !== previousDoc?.name ||
    doc.slug !== previousDoc?.slug ||
    relationId(doc.dealership) !== relationId(previousDoc?.dealership) ||
    doc.address?.city !== previousDoc?.address?.city ||
    doc.address?.state !== previousDoc?.address?.state
  if (changed) await reindexVehiclesWhere(req, { location: { equals: doc.id } })
  return doc
}
