import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted customer leaves no watchlist behind: their saved cars and alerts go first, in the delete's
 * transaction (those rows point at the customer and cannot outlive them). Reservations keep their
 * contact copy and simply lose the link.
 */
export const removeWatchlistBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'watch-alerts', where: { customer: { equals: id } }, depth: 0, overrideAccess: true, req })
  await req.payload.delete({ collection: 'watchlist-items', where: { customer: { equals: id } }, depth: 0, overrideAccess: true, req })
}
