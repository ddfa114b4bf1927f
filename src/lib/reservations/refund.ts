/**
 * Refunding one reservation's deposit through the payment service, once: the refund's idempotency key
 * is the reservation's, so a retried or duplicated job gets the same refund back, and the refund id is
 * recorded only if none is yet. Only an ended reservation (expired, cancelled, refused) is refunded:
 * an active hold keeps its deposit, whatever queued the job.
 */
import { createLocalReq, type Payload } from 'payload'

import { paymentsClient, type PaymentsClient } from '../payments'
import { findReservation, recordRefund } from './store'

export type RefundResult = 'refunded' | 'already-refunded' | 'nothing-paid' | 'not-ended' | 'not-found'

const refundKey = (reference: string) => `refund-${reference}`

export async function refundReservation(payload: Payload, reservationId: number, client: PaymentsClient = paymentsClient(), now = new Date()): Promise<RefundResult> {
  const r = await findReservation(payload, { id: reservationId })
  if (!r) return 'not-found'
  if (r.payment?.refundId) return 'already-refunded'
  if (!['expired', 'cancelled', 'refused'].includes(r.status)) return 'not-ended'
  if (!r.payment?.paymentId) return 'nothing-paid'
  // Throws a PaymentsError when the service fails or refuses: the job retries with backoff.
  const refund = await client.refund({ payment_id: r.payment.paymentId, amount: Number(r.depositCents) }, refundKey(r.reference))
  await recordRefund(await createLocalReq({}, payload), r.id, refund.id, now)
  return 'refunded'
}
