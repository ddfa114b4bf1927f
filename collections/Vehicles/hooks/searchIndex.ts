import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { indexVehicle, removeVehicle } from '@/lib/search/indexing'

/** Bulk imports (the demo seed) set context.skipSearchIndex and rebuild the index once at the end. */
export const indexVehicleAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context?.skipSearchIndex) await indexVehicle(req, doc.id)
  return doc
}

export const removeVehicleAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeVehicle(req, doc.id)
  return doc
}
