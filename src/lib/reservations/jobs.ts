/**
 * The reservation jobs of Payload's queue (payload.config.ts adds them next to leadTasks):
 * - expireReservation: queued with waitUntil = heldUntil when a reservation becomes active; lapses it
 *   (refund queued, car released) if it is still active then. A hold that was extended, or a job run
 *   early, is left alone and the job queued again for the hold's end.
 * - refundReservation: refunds one reservation's deposit through the payment adapter (retried with
 *   backoff; the refund's idempotency key makes retries safe).
 * - sweepReservations: scheduled every minute; the safety net for holds past their time, paid checkouts
 *   whose return was lost, abandoned checkouts and refunds that never went out (./sweep.ts).
 */
import type { TaskConfig } from 'payload'

import { holdIsOver } from '@/domain/reservation/hold'
import { scheduleWhenIdle } from '../jobs/scheduleWhenIdle'
import { withTransaction } from '../leads/store'
import { EXPIRE_RESERVATION_TASK, REFUND_RESERVATION_TASK, SWEEP_RESERVATIONS_TASK } from './jobNames'
import { refundReservation } from './refund'
import { lapseReservation } from './release'
import { findReservation } from './store'
import { sweepReservations } from './sweep'



/** A sweep still marked running after this long was stopped with its process, and no longer counts. */
const SWEEP_STALE_MS = 5 * 60_000

const reservationIdOf = (input: unknown) => Number((input as { reservationId?: unknown }).reservationId)

export const reservationTasks: TaskConfig[] = [
  {
    slug: EXPIRE_RESERVATION_TASK,
    label: 'Lapse a reservation at the end of its hold',
    inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const id = reservationIdOf(input)
      const r = await findReservation(req.payload, { id })
      if (!r || r.status !== 'active') return { output: { result: 'not-active' } }
      const now = new Date()
      if (!holdIsOver(r.heldUntil, now)) {
        // Run before the hold's end (a changed clock, a hold moved by staff): come back then.
        await withTransaction(req.payload, (tx) =>
          tx.payload.jobs.queue({ task: EXPIRE_RESERVATION_TASK, input: { reservationId: id }, waitUntil: new Date(r.heldUntil!), req: tx }),
        )
        return { output: { result: 'requeued' } }
      }
      return { output: { result: (await lapseReservation(req.payload, id, now)) ? 'lapsed' : 'not-active' } }
    },
  },
  {
    slug: REFUND_RESERVATION_TASK,
    label: "Refund a reservation's deposit",
    inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => ({ output: { result: await refundReservation(req.payload, reservationIdOf(input)) } }),
  },
  {
    slug: SWEEP_RESERVATIONS_TASK,
    label: 'Lapse overdue reservations and abandoned checkouts',
    retries: 0,
    schedule: [
      {
        cron: process.env.RESERVATION_SWEEP_CRON ?? '30 * * * * *',
        queue: 'default',
        // A run killed with its process stops counting after SWEEP_STALE_MS, so the sweep keeps going.
        hooks: { beforeSchedule: scheduleWhenIdle(SWEEP_RESERVATIONS_TASK, () => SWEEP_STALE_MS) },
      },
    ],
    handler: async ({ req }) => ({ output: { ...(await sweepReservations(req.payload)) } }),
  },
]
