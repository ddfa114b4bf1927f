/**
 * The car a reservation is for, read fresh from PostgreSQL (never from a page cache: a car reserved a
 * second ago must not be offered again) and judged by the domain's eligibility rule.
 */
import type { PayloadRequest } from 'payload'

import type { Location, Vehicle } from '@/payload-types'
import { reservationEligibility, type Eligibility, type ReservationKind } from '@/domain/reservation'
import type { TenantSettings } from '@tenants/settings'

const vehicleState = (v: Pick<Vehicle, 'location'>): string | null =>
  typeof v.location === 'object' && v.location ? ((v.location as Location).address?.state ?? null) : null

export function eligibilityOf(vehicle: Vehicle, settings: TenantSettings, kind: ReservationKind, stateOverride?: string | null): Eligibility {
  return reservationEligibility(
    {
      status: vehicle.status,
      sold: vehicle.sold,
      reserved: vehicle.reserved,
      price: vehicle.price,
      offer_price: vehicle.offer_price,
      car_type: vehicle.car_type,
      state: stateOverride ?? vehicleState(vehicle),
    },
    settings,
    kind,
  )
}

/** At the moment of payment: the car is available, not sold and not reserved (by anyone else: we hold the only active reservation). */
export function carIsStillFree(v: Pick<Vehicle, 'status' | 'sold' | 'reserved'>): boolean {
  return (v.status === 'in_stock' || v.status === 'coming_soon') && v.sold !== true && v.reserved !== true
}

/** The tenant's car by id, with its location (for the state cap), inside the caller's transaction. */
export async function vehicleForUpdate(req: PayloadRequest, tenantId: number, vehicleId: number): Promise<Vehicle | null> {
  const found = await req.payload.find({
    collection: 'vehicles',
    where: { and: [{ id: { equals: vehicleId } }, { tenant: { equals: tenantId } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** Sets or clears the car's Reserved flag through Payload, so its hooks reindex search and evict its pages. */
export async function setReserved(req: PayloadRequest, vehicleId: number, reserved: boolean): Promise<Vehicle> {
  return req.payload.update({ collection: 'vehicles', id: vehicleId, data: { reserved }, req, overrideAccess: true, depth: 0 })
}


