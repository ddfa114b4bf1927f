/**
 * A feed file arrives (admin upload, DMS push or scheduled fetch): it is stored as a stock-feed-files
 * document first, then a queued run is recorded and its job queued. The import itself never runs in
 * the request that brought the file.
 */
import { createReadStream } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

import type { Payload, PayloadRequest } from 'payload'

import type { StockFeedFile, StockFeedRun } from '@/payload-types'
import { IMPORT_STOCK_FEED_TASK } from './taskSlugs'

export type Received = { data: Buffer; name: string; mimetype?: string }
type Trigger = StockFeedRun['trigger']

const MIME_BY_EXTENSION: Record<string, string> = { csv: 'text/csv', tsv: 'text/tab-separated-values', txt: 'text/plain', xml: 'application/xml', json: 'application/json' }

function mimeOf(file: Received): string {
  const ext = path.extname(file.name).slice(1).toLowerCase()
  return MIME_BY_EXTENSION[ext] ?? (file.mimetype && file.mimetype !== 'application/octet-stream' ? file.mimetype : 'text/plain')
}

/** Stores the file and queues its import; returns the queued run. */
export async function receiveFeedFile(
  payload: Payload,
  feed: { id: number; tenantId: number },
  file: Received,
  trigger: Exclude<Trigger, 'release'>,
  req?: PayloadRequest,
): Promise<StockFeedRun> {
  const safeName = path.basename(file.name).replace(/[^\w.-]+/g, '-').slice(0, 100) || 'feed.csv'
  const stored = await payload.create({
    collection: 'stock-feed-files',
    data: { feed: feed.id, source: trigger === 'schedule' ? 'url' : trigger, tenant: feed.tenantId },
    file: { data: file.data, mimetype: mimeOf(file), name: safeName, size: file.data.length },
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: 'stock-feeds',
    id: feed.id,
    data: { status: { lastReceivedAt: new Date().toISOString() } },
    overrideAccess: true,
    context: { stockFeedStatus: true },
    req,
  })
  return queueRun(payload, { feed: feed.id, tenant: feed.tenantId, file: stored.id, trigger }, req)
}

/** Records a queued run and queues the job that runs it. */
export async function queueRun(
  payload: Payload,
  run: { feed: number; tenant: number; file: number; trigger: Trigger; releaseOf?: number; releasedBy?: number | null },
  req?: PayloadRequest,
): Promise<StockFeedRun> {
  const doc = await payload.create({
    collection: 'stock-feed-runs',
    data: { ...run, status: 'queued', summary: 'Waiting to run' },
    overrideAccess: true,
    req,
  })
  await payload.jobs.queue({ task: IMPORT_STOCK_FEED_TASK, input: { runId: doc.id }, req })
  return doc
}

/** The stored file's bytes, as a stream (local disk today; see collections/StockFeedFiles). */
export function openFeedFile(file: StockFeedFile): Readable {
  if (!file.filename) throw new Error(`Stock feed file ${file.id} has no stored file.`)
  const dir = path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data', 'stock-feeds')
  return createReadStream(path.join(dir, path.basename(file.filename)))
}
