/**
 * Ending a hold: the car is released (Vehicles.reserved = false, unless another active reservation
 * holds it) and the deposit refund is queued. Used by the expiry job and the sweep (a hold past its
 * time) and by the admin's cancel (collections/Reservations/hooks).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Vehicle } from '@/payload-types'
import { withTransaction } from '../leads/store'
import { REFUND_RESERVATION_TASK } from './jobNames'
import { revalidateVehicleFromJob } from './revalidate'
import { hasActiveReservation, lapse, lockVehicle } from './store'
import { setReserved } from './vehicle'

/** Clears the car's Reserved flag unless another active reservation holds it; the changed car, or null. */
export async function releaseVehicle(req: PayloadRequest, vehicleId: number, endedReservationId: number): Promise<Vehicle | null> {
  await lockVehicle(req, vehicleId)
  if (await hasActiveReservation(req, vehicleId, endedReservationId)) return null
  const vehicle = await req.payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 0, overrideAccess: true, req }).catch(() => null)
  if (!vehicle || vehicle.reserved !== true) return null
  return setReserved(req, vehicleId, false)
}

export function queueRefund(req: PayloadRequest, reservationId: number) {
  return req.payload.jobs.queue({ task: REFUND_RESERVATION_TASK, input: { reservationId }, req })
}

/**
 * Lapses an active reservation whose hold is over: expired, car released, refund queued, in one
 * transaction. False when there was nothing to lapse (already ended, or the hold is not over).
 */
export async function lapseReservation(payload: Payload, reservationId: number, now = new Date()): Promise<boolean> {
  const released = await withTransaction(payload, async (req) => {
    const vehicleId = await lapse(req, reservationId, now)
    if (vehicleId === null) return false
    const vehicle = await releaseVehicle(req, vehicleId, reservationId)
    await queueRefund(req, reservationId)
    return vehicle ?? true
  })
  if (released && released !== true) await revalidateVehicleFromJob(released)
  return released !== false
}
