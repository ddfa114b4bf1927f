/**
 * Dealer cancellation: staff set a reservation's status to Cancelled in the admin, and the car is
 * released and the deposit refunded.
 *
 * - beforeChange (guardStatusChange): from the admin, status may only move to Cancelled, and only from
 *   Awaiting payment or Active; every other status is the payment flow's to set (an "Active" typed by
 *   hand would hold a car nobody paid for). It stamps endedAt on the cancellation.
 * - afterChange (releaseOnCancel): in the same transaction as the change, releases the car (unless
 *   another active reservation holds it) and queues refundReservation when a deposit was paid. The
 *   car's own hooks then reindex search and evict its pages, inside the admin's request.
 * Our own code writes statuses with conditional SQL (src/lib/reservations/store.ts), not through here.
 */
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { Reservation } from '@/payload-types'
import { queueRefund, releaseVehicle } from '@/lib/reservations/release'
import { relationId } from '@/domain/relationId'

export const CANCEL_ONLY_MESSAGE = 'A reservation can only be set to Cancelled here, and only while it is awaiting payment or active.'

export const guardStatusChange: CollectionBeforeChangeHook<Reservation> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  if (data.status !== 'cancelled' || !['pending', 'active'].includes(originalDoc.status)) throw new APIError(CANCEL_ONLY_MESSAGE, 400, undefined, true)
  return { ...data, endedAt: new Date().toISOString() }
}

export const releaseOnCancel: CollectionAfterChangeHook<Reservation> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc
  const vehicleId = relationId(doc.vehicle)
  if (previousDoc?.status === 'active' && vehicleId !== null) await releaseVehicle(req, vehicleId, doc.id)
  if (doc.payment?.paymentId && !doc.payment.refundId) await queueRefund(req, doc.id)
  return doc
}
