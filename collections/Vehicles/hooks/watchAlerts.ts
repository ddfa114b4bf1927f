/**
 * Watchlist hooks of vehicles:
 * - afterChange: a price drop, a sale or a reservation queues one alert per watcher, in this change's
 *   transaction (src/lib/watchlist/alerts.ts). Cheap for stock feeds: nothing is read unless the shown
 *   price, status, sold or reserved flag changed. Creating a car never alerts (nobody watches it yet),
 *   and a bulk job that must stay silent can pass context.skipWatchAlerts.
 * - beforeDelete: a deleted car leaves the watchlists it was on, with their alerts (the rows point at
 *   the car and cannot outlive it).
 */
import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { queueWatchAlerts } from '@/lib/watchlist/alerts'

export const queueWatchAlertsAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && !req.context?.skipWatchAlerts) await queueWatchAlerts(req, doc, previousDoc)
  return doc
}

export const removeWatchersBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'watch-alerts', where: { vehicle: { equals: id } }, depth: 0, overrideAccess: true, req })
  await req.payload.delete({ collection: 'watchlist-items', where: { vehicle: { equals: id } }, depth: 0, overrideAccess: true, req })
}
