/**
 * The reservation's state changes that must be decided by the database, as single conditional
 * UPDATEs inside the caller's transaction: whichever of two requests (the return from the payment page
 * and the webhook, twice each) gets there first makes the change, and the others find nothing to do.
 * `activate` is where the partial unique index (one active reservation per car, migration
 * 20261122_011945) settles two payments racing for one car: the second UPDATE fails with 23505.
 * Everything else (creating, reading, linking a lead) goes through Payload.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'

import type { Reservation } from '@/payload-types'
import { executorFor } from '../search/db'

type Rows<T> = { rows: T[]; rowCount: number | null }

async function run<T = Record<string, unknown>>(req: PayloadRequest, query: ReturnType<typeof sql>): Promise<Rows<T>> {
  const db = await executorFor(req)
  return (await db.execute(query)) as Rows<T>
}

/** The index that allows one active reservation per car. */
const ONE_ACTIVE_INDEX = 'reservations_one_active_per_vehicle'

/** Whether an error is the one-active-per-car index refusing a second active reservation. */
export function isOneActiveViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const x = e as { code?: unknown; constraint?: unknown; message?: unknown }
    if (x.code === '23505' && (x.constraint === ONE_ACTIVE_INDEX || String(x.message ?? '').includes(ONE_ACTIVE_INDEX))) return true
    if (String(x.message ?? '').includes(ONE_ACTIVE_INDEX)) return true
  }
  return false
}

/** pending (or abandoned: a late payment still counts) → active. False when it was not pending any more. */
export async function activate(req: PayloadRequest, id: number, payment: { paymentId: string; paidAt: Date; heldUntil: Date }): Promise<boolean> {
  const result = await run(
    req,
    sql`UPDATE reservations SET status = 'active', payment_payment_id = ${payment.paymentId}, payment_paid_at = ${payment.paidAt.toISOString()},
          held_until = ${payment.heldUntil.toISOString()}, ended_at = NULL, updated_at = now()
        WHERE id = ${id} AND status IN ('pending', 'abandoned')`,
  )
  return result.rowCount === 1
}

/** pending/abandoned → refused (the car went to someone else), recording the payment to refund. */
export async function refuse(req: PayloadRequest, id: number, payment: { paymentId: string; paidAt: Date }): Promise<boolean> {
  const result = await run(
    req,
    sql`UPDATE reservations SET status = 'refused', payment_payment_id = ${payment.paymentId}, payment_paid_at = ${payment.paidAt.toISOString()},
          ended_at = now(), updated_at = now()
        WHERE id = ${id} AND status IN ('pending', 'abandoned')`,
  )
  return result.rowCount === 1
}

/**
 * A payment that arrived for a reservation already ended (the dealer cancelled it while the shopper
 * was paying): record it once so it is refunded. False when a payment was already recorded.
 */
export async function recordLatePayment(req: PayloadRequest, id: number, payment: { paymentId: string; paidAt: Date }): Promise<boolean> {
  const result = await run(
    req,
    sql`UPDATE reservations SET payment_payment_id = ${payment.paymentId}, payment_paid_at = ${payment.paidAt.toISOString()}, updated_at = now()
        WHERE id = ${id} AND payment_payment_id IS NULL AND status IN ('cancelled', 'expired', 'refused')`,
  )
  return result.rowCount === 1
}

/** active → expired once its hold is over; answers the car's id, or null when there was nothing to lapse. */
export async function lapse(req: PayloadRequest, id: number, now: Date): Promise<number | null> {
  const result = await run<{ vehicle_id: number }>(
    req,
    sql`UPDATE reservations SET status = 'expired', ended_at = ${now.toISOString()}, updated_at = now()
        WHERE id = ${id} AND status = 'active' AND held_until <= ${now.toISOString()}
        RETURNING vehicle_id`,
  )
  return result.rows[0] ? Number(result.rows[0].vehicle_id) : null
}

/** pending → abandoned (the checkout closed unpaid). */
export async function abandon(req: PayloadRequest, id: number, now: Date): Promise<boolean> {
  const result = await run(req, sql`UPDATE reservations SET status = 'abandoned', ended_at = ${now.toISOString()}, updated_at = now() WHERE id = ${id} AND status = 'pending'`)
  return result.rowCount === 1
}

/** Records a refund once. */
export async function recordRefund(req: PayloadRequest, id: number, refundId: string, at: Date): Promise<boolean> {
  const result = await run(
    req,
    sql`UPDATE reservations SET payment_refund_id = ${refundId}, payment_refunded_at = ${at.toISOString()}, updated_at = now()
        WHERE id = ${id} AND payment_refund_id IS NULL`,
  )
  return result.rowCount === 1
}

/** Links the reservation's lead, unless one is linked already (a journey's lead stays the link). */
export async function linkLead(req: PayloadRequest, id: number, leadId: number): Promise<void> {
  await run(req, sql`UPDATE reservations SET lead_id = ${leadId}, updated_at = now() WHERE id = ${id} AND lead_id IS NULL`)
}

/** Whether another reservation holds the car now. */
export async function hasActiveReservation(req: PayloadRequest, vehicleId: number, exceptId?: number): Promise<boolean> {
  const result = await run(
    req,
    sql`SELECT 1 FROM reservations WHERE vehicle_id = ${vehicleId} AND status = 'active' AND id <> ${exceptId ?? -1} LIMIT 1`,
  )
  return result.rows.length > 0
}

/** Locks the car's row until the transaction ends, so its availability cannot change under us. */
export async function lockVehicle(req: PayloadRequest, vehicleId: number): Promise<void> {
  await run(req, sql`SELECT id FROM vehicles WHERE id = ${vehicleId} FOR UPDATE`)
}

export async function findReservation(payload: Payload, where: { id?: number; reference?: string; sessionId?: string; tenantId?: number }, req?: PayloadRequest): Promise<Reservation | null> {
  const and: Where[] = [
    ...(where.id !== undefined ? [{ id: { equals: where.id } }] : []),
    ...(where.reference !== undefined ? [{ reference: { equals: where.reference } }] : []),
    ...(where.sessionId !== undefined ? [{ 'payment.checkoutSessionId': { equals: where.sessionId } }] : []),
    ...(where.tenantId !== undefined ? [{ tenant: { equals: where.tenantId } }] : []),
  ]
  if (and.length === 0) return null
  const found = await payload.find({ collection: 'reservations', where: { and }, limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0] ?? null
}

/** The ids of rows matching a raw condition, for the sweep. */
export async function idsWhere(req: PayloadRequest, query: ReturnType<typeof sql>): Promise<number[]> {
  const result = await run<{ id: number }>(req, query)
  return result.rows.map((r) => Number(r.id))
}

