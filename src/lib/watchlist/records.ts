/**
 * The public facts of saved (or viewed) cars, read from the search index (`vehicle_search`, kept in step
 * with every vehicle change in the same transaction): the record a result card shows, for one dealer
 * only. The visibility rule is applied here, at read time, as the search does (it depends on "now").
 */
import type { Payload } from 'payload'

import { displayPrice, formatAud } from '@/domain/vehicles/price'
import { isSold, isVisible } from '@/domain/vehicles/visibility'
import { inStockFilter, type StockFilterRules } from '@/domain/vehicles/stockFilter'
import { watchedPrice } from '@/domain/watchlist/alerts'
import type { TenantSettings } from '@tenants/settings'
import { poolOf } from '../search/db'
import type { SearchRecord } from '@/domain/search/record'

/** One saved car as the watchlist API, the watchlist page and My Garage show it. */
export type WatchlistEntry = {
  carId: number
  slug: string
  name: string
  make: string
  model: string
  /** The price shown (an offer below the price counts), or null when there is none. */
  price: number | null
  /** The price as the card shows it, by the spec's price priority ('$27,990', 'Enquire for price.'). */
  priceText: string
  status: SearchRecord['status']
  sold: boolean
  reserved: boolean
  /** Whether the car still shows on the site (its page opens); a car sold long ago, or one the site's stock filter leaves out, does not. */
  visible: boolean
  imageUrl: string | null
  locationName: string | null
}

/** The dealer's search records for these vehicle ids (any visibility), by id. */
export async function readRecords(payload: Payload, tenantId: number, vehicleIds: readonly number[]): Promise<Map<number, SearchRecord>> {
  const ids = [...new Set(vehicleIds.filter((id) => Number.isSafeInteger(id) && id > 0))]
  if (ids.length === 0) return new Map()
  const { rows } = await poolOf(payload).query<{ vehicle_id: number; record: SearchRecord }>(
    'SELECT vehicle_id, record FROM vehicle_search WHERE tenant_id = $1 AND vehicle_id = ANY($2::int[])',
    [tenantId, ids],
  )
  return new Map(rows.map((r) => [Number(r.vehicle_id), r.record]))
}

type EntrySettings = Pick<TenantSettings, 'soldWindowDays' | 'offersSubscription' | 'noPriceText'> & StockFilterRules

export function toWatchlistEntry(record: SearchRecord, settings: EntrySettings, now: number): WatchlistEntry {
  const shown = displayPrice(record, settings)
  return {
    carId: record.id,
    slug: record.slug,
    name: record.name,
    make: record.make,
    model: record.model,
    price: watchedPrice(record),
    priceText: shown.kind === 'price' || shown.kind === 'subscription' ? `${formatAud(shown.amount)}${shown.kind === 'subscription' ? ' /wk' : ''}` : shown.label,
    status: record.status,
    sold: isSold(record),
    reserved: record.reserved === true,
    visible: isVisible(record, settings, now) && inStockFilter(record, settings),
    imageUrl: record.primary_image_url,
    locationName: record.location_name,
  }
}
