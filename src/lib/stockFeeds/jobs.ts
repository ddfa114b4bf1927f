/**
 * The stock feed jobs of Payload's queue (payload.config.ts adds them):
 * - importStockFeed: runs one queued run (run.ts). When another run of the same feed is under way it
 *   fails with FeedBusyError and Payload retries it (every 30 s, up to 20 times), which is how runs
 *   of one feed queue behind each other.
 * - fetchStockFeeds: every minute, fetches the feeds whose scheduled time has come (fetch.ts).
 */
import type { TaskConfig } from 'payload'

import { fetchDueFeeds } from './fetch'
import { runFeedImport } from './run'
import { FETCH_STOCK_FEEDS_TASK, IMPORT_STOCK_FEED_TASK } from './taskSlugs'

export const stockFeedTasks: TaskConfig[] = [
  {
    slug: IMPORT_STOCK_FEED_TASK,
    label: 'Import a stock feed file',
    inputSchema: [{ name: 'runId', type: 'number', required: true }],
    retries: { attempts: 20, backoff: { type: 'fixed', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const run = await runFeedImport(req.payload, Number((input as { runId: number }).runId))
      return { output: { status: run.status } }
    },
  },
  {
    slug: FETCH_STOCK_FEEDS_TASK,
    label: 'Fetch the stock feeds that are due',
    schedule: [{ cron: '0 * * * * *', queue: 'default' }],
    handler: async ({ req }) => {
      const fetched = await fetchDueFeeds(req.payload)
      return { output: { fetched } }
    },
  },
]
