/**
 * The reservation jobs of Payload's queue (payload.config.ts adds them next to leadTasks):
 * - expireReservation: queued with waitUntil = heldUntil when a reservation becomes active; lapses it
 *   (refund, car released) if it is still active then.
 * - refundReservation: refunds one reservation's deposit through the payment adapter (retried).
 * - sweepReservations: scheduled; the safety net for holds past their time and abandoned checkouts.
 */
import type { TaskConfig } from 'payload'

export const EXPIRE_RESERVATION_TASK = 'expireReservation'
export const REFUND_RESERVATION_TASK = 'refundReservation'
export const SWEEP_RESERVATIONS_TASK = 'sweepReservations'

const notYet = (name: string) => async () => {
  throw new Error(`${name} is not implemented yet.`)
}

export const reservationTasks: TaskConfig[] = [
  {
    slug: EXPIRE_RESERVATION_TASK,
    label: 'Lapse a reservation at the end of its hold',
    inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: notYet(EXPIRE_RESERVATION_TASK),
  },
  {
    slug: REFUND_RESERVATION_TASK,
    label: "Refund a reservation's deposit",
    inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: notYet(REFUND_RESERVATION_TASK),
  },
  {
    slug: SWEEP_RESERVATIONS_TASK,
    label: 'Lapse overdue reservations and abandoned checkouts',
    retries: 0,
    handler: notYet(SWEEP_RESERVATIONS_TASK),
  },
]
