/**
 * The dealer's cars as an import matches rows against them: by VIN, then by stock number, inside
 * the dealer only (a feed can never touch, move or reveal another dealer's car, even with the same
 * VIN). Loaded once per run with only the fields the import compares.
 */
import type { Payload } from 'payload'

import { FEED_VEHICLE_FIELDS } from '@/domain/feeds/feedVehicle'

export type StoredCar = Record<string, unknown> & {
  id: number
  vin?: string | null
  stocknum?: string | null
  status?: string | null
  location?: unknown
  images?: unknown[] | null
  show_on_dealer_website?: boolean | null
  feed?: {
    source?: unknown
    locked?: string[] | null
    missedRuns?: number | null
    removedByFeed?: 'sold' | 'withdrawn' | null
    heldForPhotos?: boolean | null
    photoSources?: unknown
  } | null
}

export type StockIndex = {
  cars: StoredCar[]
  byVin: Map<string, StoredCar>
  byStocknum: Map<string, StoredCar>
}

const key = (s: unknown) => (typeof s === 'string' ? s.trim().toUpperCase() : '')

/** The fields a run compares: the feed-managed ones, plus location, photos, status and the feed group. */
export const STOCK_SELECT: Record<string, true> = { location: true, images: true, status: true, show_on_dealer_website: true, feed: true }
for (const f of FEED_VEHICLE_FIELDS) STOCK_SELECT[f] = true

export async function loadStock(payload: Payload, tenantId: number): Promise<StockIndex> {
  const select = STOCK_SELECT
  const cars: StoredCar[] = []
  // The adapter's find (stored values, no field hooks or access checks: the run is the system, and
  // only compares what is stored) reads 10,000 cars in a fraction of the local API's time.
  for (let page = 1; ; page++) {
    const result = await payload.db.find<StoredCar>({ collection: 'vehicles', where: { tenant: { equals: tenantId } }, select, limit: 2000, page, sort: 'id' })
    cars.push(...result.docs)
    if (!result.hasNextPage) break
  }
  const byVin = new Map<string, StoredCar>()
  const byStocknum = new Map<string, StoredCar>()
  for (const car of cars) {
    if (key(car.vin)) byVin.set(key(car.vin), car)
    if (key(car.stocknum)) byStocknum.set(key(car.stocknum), car)
  }
  return { cars, byVin, byStocknum }
}

/** The dealer's car a row describes: the same VIN, else the same stock number. */
export function matchCar(index: StockIndex, row: { vin?: string | null; stocknum?: string | null }): StoredCar | undefined {
  return (key(row.vin) && index.byVin.get(key(row.vin))) || (key(row.stocknum) && index.byStocknum.get(key(row.stocknum))) || undefined
}

export const feedIdOf = (car: StoredCar): number | null => {
  const source = car.feed?.source
  if (source && typeof source === 'object' && 'id' in source) return Number((source as { id: unknown }).id)
  return typeof source === 'number' ? source : null
}
