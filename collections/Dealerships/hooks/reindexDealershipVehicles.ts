import type { CollectionAfterChangeHook } from 'payload'

import { reindexDealershipVehicles as reindex } from '@/lib/search/indexing'

/** Its cars carry its name in search: a rename reindexes the cars at its locations. */
export const reindexDealershipVehicles: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation === 'update' && doc.name !== previousDoc?.name) await reindex(req, doc.id)
  return doc
}
