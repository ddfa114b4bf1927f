/**
 * Completing a reservation once the shopper paid: from the return to success_url and from the signed
 * webhook alike, each of which may arrive twice. The session is always retrieved from the payment
 * service (a session_id in an address proves nothing); then, in one transaction:
 *
 *   the reservation becomes active (paidAt, heldUntil)    ← the one-active-per-car index decides races
 *   the car is still available (locked, then checked)     ← sold or reserved meanwhile: refused
 *   Vehicles.reserved = true                              ← its hooks reindex search and evict its pages
 *   a 'reservation' lead and its delivery job             ← one per reservation (idempotency key)
 *   expireReservation queued for heldUntil
 *
 * If the car went to someone else, the reservation becomes `refused` and refundReservation is queued,
 * in a second transaction. Every step is conditional, so a repeat finds nothing left to do and answers
 * with the reservation as it is: one activation, one lead, one refund.
 */
import type { Payload } from 'payload'

import type { Reservation } from '@/payload-types'
import { heldUntil } from '@/domain/reservation/hold'
import { resolveTenantSettings } from '@tenants/settings'
import { withTransaction } from '../leads/store'
import { paymentsClient, PaymentsError, SESSION_ID_PATTERN, type PaymentsClient, type RetrievedSession } from '../payments'
import { EXPIRE_RESERVATION_TASK, REFUND_RESERVATION_TASK } from './jobNames'
import { reservationLeadData, reservationLeadKey, storeLeadWithDelivery } from './lead'
import { relationId } from '@/domain/relationId'
import type { Touches } from '@/domain/marketing/touch'
import { activate, findReservation, isOneActiveViolation, linkLead, lockVehicle, recordLatePayment, refuse } from './store'
import { carIsStillFree, setReserved, vehicleForUpdate } from './vehicle'

export type CompletionOutcome =
  /** No reservation of ours (of this dealer, when one is named) has that session: a tampered or foreign id. */
  | { kind: 'unknown' }
  /** The payment service did not answer; nothing changed (the webhook or the sweep completes it later). */
  | { kind: 'unconfirmed'; reservation: Reservation }
  /** The session is open or expired unpaid: nothing changed. */
  | { kind: 'unpaid'; reservation: Reservation }
  /** Active: the car is held (`fresh` when this call activated it). */
  | { kind: 'active'; reservation: Reservation; fresh: boolean }
  /** Refused: the car went to someone else or is no longer available; the deposit is refunded. */
  | { kind: 'refused'; reservation: Reservation }
  /** The reservation had already ended (cancelled, expired, abandoned before paying); a payment is refunded. */
  | { kind: 'ended'; reservation: Reservation }

export type CompletionOptions = {
  /** The dealer whose site the shopper returned to; the webhook names none. */
  tenantId?: number
  client?: PaymentsClient
  now?: () => Date
}

class NotAvailable extends Error {}

export async function completeCheckout(payload: Payload, sessionId: string, options: CompletionOptions = {}): Promise<CompletionOutcome> {
  if (!SESSION_ID_PATTERN.test(sessionId)) return { kind: 'unknown' }
  const found = await findReservation(payload, { sessionId, tenantId: options.tenantId })
  if (!found) return { kind: 'unknown' }

  let session: RetrievedSession | null
  try {
    session = await (options.client ?? paymentsClient()).retrieveCheckoutSession(sessionId)
  } catch (error) {
    if (!(error instanceof PaymentsError)) throw error
    payload.logger.warn({ err: error, reference: found.reference }, 'Could not retrieve a checkout session')
    return { kind: 'unconfirmed', reservation: found }
  }
  // The service must know the session as this reservation's, for this amount; otherwise it is not ours.
  if (!session || session.reference !== found.reference || session.amount !== Number(found.depositCents)) {
    payload.logger.warn({ sessionId, reference: found.reference }, 'A checkout session does not match its reservation')
    return { kind: 'unknown' }
  }
  if (session.status !== 'paid' || !session.payment_id) return outcomeOf(found, 'unpaid')

  const payment = { paymentId: session.payment_id, paidAt: paidAtOf(session, options.now) }
  if (found.status === 'pending' || found.status === 'abandoned') {
    await tryActivate(payload, found, payment)
  } else if (['cancelled', 'expired', 'refused'].includes(found.status) && !found.payment?.paymentId) {
    // Paid for a reservation that had already ended (the dealer cancelled it meanwhile): refund it.
    await withTransaction(payload, async (req) => {
      if (await recordLatePayment(req, found.id, payment)) {
        await req.payload.jobs.queue({ task: REFUND_RESERVATION_TASK, input: { reservationId: found.id }, req })
      }
    })
  }
  const now = (await findReservation(payload, { id: found.id }))!
  return outcomeOf(now, null, now.status === 'active' && found.status !== 'active')
}

async function tryActivate(payload: Payload, reservation: Reservation, payment: { paymentId: string; paidAt: Date }): Promise<void> {
  const tenantId = relationId(reservation.tenant)!
  const vehicleId = relationId(reservation.vehicle)!
  try {
    await withTransaction(payload, async (req) => {
      const tenant = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, req })
      const settings = resolveTenantSettings(tenant.settings)
      const until = heldUntil(payment.paidAt, settings.holdHours)
      // First the index: a second active reservation for the car fails right here (23505).
      if (!(await activate(req, reservation.id, { ...payment, heldUntil: until }))) return
      await lockVehicle(req, vehicleId)
      const vehicle = await vehicleForUpdate(req, tenantId, vehicleId)
      // The dealer's switches and prices are not asked again (the shopper has paid); the car must still be free.
      if (!vehicle || !carIsStillFree(vehicle)) throw new NotAvailable()
      await setReserved(req, vehicleId, true)
      const journeyLeadId = relationId(reservation.lead)
      const journeyLead = journeyLeadId ? await req.payload.findByID({ collection: 'leads', id: journeyLeadId, depth: 0, overrideAccess: true, req }) : null
      const c = reservation.contact ?? {}
      const lead = await storeLeadWithDelivery(
        req,
        reservationLeadData({
          tenant: { id: tenant.id, slug: tenant.slug },
          vehicle,
          reference: reservation.reference,
          depositCents: Number(reservation.depositCents),
          heldUntil: until,
          paymentId: payment.paymentId,
          contact: c,
          journeyLeadId: journeyLead?.publicId ?? null,
          touches: reservation.touches as Touches | null,
        }),
        reservationLeadKey(reservation.reference),
      )
      await linkLead(req, reservation.id, lead.id)
      await req.payload.jobs.queue({ task: EXPIRE_RESERVATION_TASK, input: { reservationId: reservation.id }, waitUntil: until, req })
    })
  } catch (error) {
    if (!(error instanceof NotAvailable) && !isOneActiveViolation(error)) throw error
    await withTransaction(payload, async (req) => {
      if (await refuse(req, reservation.id, payment)) {
        await req.payload.jobs.queue({ task: REFUND_RESERVATION_TASK, input: { reservationId: reservation.id }, req })
      }
    })
  }
}

function paidAtOf(session: RetrievedSession, now?: () => Date): Date {
  const t = session.paid_at ? Date.parse(session.paid_at) : NaN
  return Number.isFinite(t) ? new Date(t) : (now?.() ?? new Date())
}

function outcomeOf(r: Reservation, forced: 'unpaid' | null, fresh = false): CompletionOutcome {
  if (forced === 'unpaid' && (r.status === 'pending' || r.status === 'abandoned')) return { kind: 'unpaid', reservation: r }
  switch (r.status) {
    case 'active':
      return { kind: 'active', reservation: r, fresh }
    case 'refused':
      return { kind: 'refused', reservation: r }
    case 'pending':
      return { kind: 'unpaid', reservation: r }
    default:
      return { kind: 'ended', reservation: r }
  }
}
