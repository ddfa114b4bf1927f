/**
 * The safety net, run every minute (sweepReservations): whatever a lost job or a lost return left
 * undone is done here.
 *   - active holds past heldUntil are lapsed (refund, car released), as their expiry job would;
 *   - pending checkouts older than the session's lifetime are asked about: paid ones are completed
 *     (the shopper paid but neither the return nor the webhook reached us), the rest are abandoned;
 *   - ended reservations with a payment and no refund, and no refund job under way, get one queued.
 */
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { ABANDON_AFTER_MINUTES } from '@/domain/reservation/hold'
import { withTransaction } from '../leads/store'
import { paymentsClient, type PaymentsClient } from '../payments'
import { completeCheckout } from './complete'
import { REFUND_RESERVATION_TASK } from './jobNames'
import { lapseReservation, queueRefund } from './release'
import { abandon, findReservation, idsWhere } from './store'

export type SweepResult = { lapsed: number; completed: number; abandoned: number; refundsQueued: number }

/** How long after a reservation ended its missing refund is still chased by the sweep. */
const REFUND_CHASE_DAYS = 14

export async function sweepReservations(payload: Payload, options: { client?: PaymentsClient; now?: Date } = {}): Promise<SweepResult> {
  const now = options.now ?? new Date()
  const client = options.client ?? paymentsClient()
  const req = await createLocalReq({}, payload)
  const result: SweepResult = { lapsed: 0, completed: 0, abandoned: 0, refundsQueued: 0 }

  const overdue = await idsWhere(req, sql`SELECT id FROM reservations WHERE status = 'active' AND held_until <= ${now.toISOString()} ORDER BY held_until LIMIT 200`)
  for (const id of overdue) if (await lapseReservation(payload, id, now)) result.lapsed++

  const staleBefore = new Date(now.getTime() - ABANDON_AFTER_MINUTES * 60_000).toISOString()
  const stale = await idsWhere(req, sql`SELECT id FROM reservations WHERE status = 'pending' AND created_at <= ${staleBefore} ORDER BY created_at LIMIT 200`)
  for (const id of stale) {
    const r = await findReservation(payload, { id })
    const sessionId = r?.payment?.checkoutSessionId
    if (!r) continue
    if (sessionId) {
      const session = await client.retrieveCheckoutSession(sessionId).catch(() => undefined)
      // The service did not answer: ask again next time rather than abandon a checkout that may be paid.
      if (session === undefined) continue
      if (session?.status === 'paid') {
        const outcome = await completeCheckout(payload, sessionId, { client })
        if (outcome.kind !== 'unknown' && outcome.kind !== 'unconfirmed') result.completed++
        continue
      }
    }
    if (await withTransaction(payload, (tx) => abandon(tx, id, now))) result.abandoned++
  }

  const chaseFrom = new Date(now.getTime() - REFUND_CHASE_DAYS * 86_400_000).toISOString()
  const unrefunded = await idsWhere(
    req,
    sql`SELECT r.id FROM reservations r
         WHERE r.status IN ('expired', 'cancelled', 'refused') AND r.payment_payment_id IS NOT NULL AND r.payment_refund_id IS NULL
           AND r.updated_at >= ${chaseFrom}
           AND NOT EXISTS (
             SELECT 1 FROM payload_jobs j
              WHERE j.task_slug = ${REFUND_RESERVATION_TASK} AND j.completed_at IS NULL AND j.has_error IS NOT TRUE
                AND (j.input ->> 'reservationId') = r.id::text)
         LIMIT 200`,
  )
  for (const id of unrefunded) {
    await withTransaction(payload, (tx) => queueRefund(tx, id))
    result.refundsQueued++
  }
  return result
}
