/**
 * The watchlist jobs of Payload's queue (payload.config.ts adds them next to leadTasks):
 * - sendWatchAlert: sends one queued watch alert (a row of `watch-alerts`, queued by ./alerts.ts).
 *   Retried with exponential backoff (30 s, 1, 2, 4, 8 min) while the SMS gateway fails for now; the
 *   last attempt falls back to email, or marks the alert failed (./send.ts).
 */
import type { TaskConfig } from 'payload'

import { sendWatchAlert } from './send'

export const SEND_WATCH_ALERT_TASK = 'sendWatchAlert'
const WATCH_ALERT_RETRIES = 5

export const watchlistTasks: TaskConfig[] = [
  {
    slug: SEND_WATCH_ALERT_TASK,
    label: 'Send a watchlist alert (SMS or email)',
    inputSchema: [{ name: 'alertId', type: 'number', required: true }],
    retries: { attempts: WATCH_ALERT_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, job, req }) => {
      // Payload counts each failed run on the job; after WATCH_ALERT_RETRIES failures this run is the last.
      const lastAttempt = (job.totalTried ?? 0) >= WATCH_ALERT_RETRIES
      const outcome = await sendWatchAlert(req.payload, Number((input as { alertId: number }).alertId), { lastAttempt })
      return { output: { state: outcome.state, channel: outcome.channel ?? '', reference: outcome.reference ?? '' } }
    },
  },
]
