import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { refuseWhileStaffLimited } from '@/lib/dealerships/guard'
import { dealershipLocationIds, reindexLocationsVehicles, unlinkDealership } from '@/lib/search/indexing'

/** Its cars carry its name in search: a rename reindexes the cars at its locations. */
export const reindexDealershipVehicles: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation === 'update' && doc.name !== previousDoc?.name) await reindexLocationsVehicles(req, await dealershipLocationIds(req, doc.id))
  return doc
}

/**
 * Deleting it is refused while sales staff are limited to it; otherwise it first unlinks its
 * locations, which reindexes their cars under the dealer's own name.
 */
export const unlinkDealershipLocations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await refuseWhileStaffLimited(req, Number(id))
  await unlinkDealership(req, Number(id))
}
