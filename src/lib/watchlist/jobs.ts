/**
 * The watchlist jobs of Payload's queue (payload.config.ts adds them next to leadTasks):
 * - sendWatchAlert: sends one queued watch alert (a row of `watch-alerts`).
 */
import type { TaskConfig } from 'payload'

export const SEND_WATCH_ALERT_TASK = 'sendWatchAlert'

export const watchlistTasks: TaskConfig[] = [
  {
    slug: SEND_WATCH_ALERT_TASK,
    label: 'Send a watchlist alert (SMS or email)',
    inputSchema: [{ name: 'alertId', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async () => {
      throw new Error('sendWatchAlert is not implemented yet.')
    },
  },
]
