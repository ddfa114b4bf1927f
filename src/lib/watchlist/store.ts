/**
 * The signed-in customer's watchlist on one dealer site: save, remove, list. Callers have already
 * established who the customer is (the signed session) and which dealer the host is; every read and
 * write here is filtered by both, so one shopper can never see or change another's list, and a dealer's
 * list never holds another dealer's car. Watchlist items are staff-only in the CMS (read: logged-in
 * staff, no create or update), so these trusted calls override access with explicit filters instead.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import type { Customer, Vehicle } from '@/payload-types'
import { isSold } from '@/domain/vehicles/visibility'
import { notifiedStateOf, watchedPrice } from '@/domain/watchlist/alerts'
import { isVehicleVisible } from '@/domain/vehicle-page/viewModel'
import type { SiteTenant } from '../site/tenant'
import { publicRead } from '../payload'
import { readRecords, toWatchlistEntry, type WatchlistEntry } from './records'
import { relationId } from '@/domain/relationId'

export type WatchlistOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string }

const WATCHLIST_REFUSALS = {
  noCar: 'We could not find that car on this site.',
  sold: 'This car has sold, so it cannot be added to your watchlist.',
} as const

type CarFields = Pick<Vehicle, 'id' | 'status' | 'sold' | 'sold_date' | 'reserved' | 'price' | 'offer_price' | 'show_on_dealer_website' | 'car_type' | 'certified' | 'make' | 'location'>

/**
 * The vehicle with this id in the stock the site shows (its own dealer's or its group's: the caller
 * passes SiteTenant.stockTenantId), whatever its visibility, or null: another dealer's car is never
 * found. Its location comes populated, so the site's rooftop filter can read its dealership.
 */
async function dealerCar(payload: Payload, tenantId: number, carId: number): Promise<CarFields | null> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenantId } }, { id: { equals: carId } }] },
    select: { status: true, sold: true, sold_date: true, reserved: true, price: true, offer_price: true, show_on_dealer_website: true, car_type: true, certified: true, make: true, location: true },
    populate: { locations: { dealership: true } },
    limit: 1,
    depth: 1,
    pagination: false,
    ...publicRead,
  })
  return (found.docs[0] as CarFields | undefined) ?? null
}

async function findItem(payload: Payload, tenantId: number, customerId: number, carId: number) {
  const found = await payload.find({
    collection: 'watchlist-items',
    where: { and: [{ tenant: { equals: tenantId } }, { customer: { equals: customerId } }, { vehicle: { equals: carId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Saves a visible car of this dealer to the customer's list, recording the price, status and reserved
 * flag the shopper saw (what later alerts compare against). Saving a saved car changes nothing. A sold
 * car cannot be newly saved (its button only shows when it is already saved).
 */
export async function saveCar(payload: Payload, tenant: SiteTenant, customer: Pick<Customer, 'id'>, carId: number, now = Date.now()): Promise<WatchlistOutcome> {
  const car = await dealerCar(payload, tenant.stockTenantId, carId)
  if (!car || !isVehicleVisible(car, tenant.settings, now)) return { ok: false, status: 404, message: WATCHLIST_REFUSALS.noCar }
  if (await findItem(payload, tenant.id, customer.id, carId)) return { ok: true }
  if (isSold(car)) return { ok: false, status: 409, message: WATCHLIST_REFUSALS.sold }
  try {
    await payload.create({
      collection: 'watchlist-items',
      data: {
        tenant: tenant.id,
        customer: customer.id,
        vehicle: carId,
        notified: notifiedStateOf({ price: watchedPrice(car), status: car.status, sold: car.sold, reserved: car.reserved }),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Two saves at once (a double click in two tabs): the unique (customer, vehicle) index lets one in.
    if (await findItem(payload, tenant.id, customer.id, carId)) return { ok: true }
    throw error
  }
  return { ok: true }
}

/**
 * Removes the car from the customer's list (with the alerts recorded for it, which cannot outlive their
 * item). A car of this dealer that is not on the list is removed harmlessly; another dealer's car, or
 * no car at all, is refused. Sold or hidden cars can be removed.
 */
export async function removeCar(payload: Payload, tenant: SiteTenant, customer: Pick<Customer, 'id'>, carId: number): Promise<WatchlistOutcome> {
  const item = await findItem(payload, tenant.id, customer.id, carId)
  if (!item) {
    const car = await dealerCar(payload, tenant.stockTenantId, carId)
    return car ? { ok: true } : { ok: false, status: 404, message: WATCHLIST_REFUSALS.noCar }
  }
  // One transaction: the item never goes without its alerts, nor its alerts without it.
  const req = await createLocalReq({}, payload)
  const owned = await initTransaction(req)
  try {
    await payload.delete({ collection: 'watch-alerts', where: { item: { equals: item.id } }, depth: 0, overrideAccess: true, req })
    await payload.delete({ collection: 'watchlist-items', id: item.id, depth: 0, overrideAccess: true, req })
    if (owned) await commitTransaction(req)
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
  return { ok: true }
}

/** The customer's saved cars on this dealer site, newest first, as the site shows them. */
export async function listWatchlist(payload: Payload, tenant: SiteTenant, customer: Pick<Customer, 'id'>, now = Date.now()): Promise<WatchlistEntry[]> {
  const items = await payload.find({
    collection: 'watchlist-items',
    where: { and: [{ tenant: { equals: tenant.id } }, { customer: { equals: customer.id } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 200,
    overrideAccess: true,
  })
  const ids = items.docs.flatMap((d) => relationId(d.vehicle) ?? [])
  const records = await readRecords(payload, tenant.stockTenantId, ids)
  return ids.flatMap((id) => {
    const record = records.get(id)
    return record ? [toWatchlistEntry(record, tenant.settings, now)] : []
  })
}
