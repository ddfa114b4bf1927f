/**
 * Scheduled fetching of feeds with an address: every minute the queue looks for enabled feeds whose
 * next fetch is due, fetches each file (SSRF-safe, 300 MB cap) and queues its run. A fetch that fails
 * is recorded as a failed run with the reason, and the feed tries again at its next time.
 */
import type { Payload } from 'payload'

import { safeFetch } from '../feeds/safeFetch'
import { MAX_FEED_BYTES } from './limits'
import { privateOrigins } from './env'
import { receiveFeedFile } from './files'
import { recordFeedRun } from '../telemetry/metrics'

export async function fetchDueFeeds(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'stock-feeds',
    where: {
      and: [
        { source: { equals: 'url' } },
        { enabled: { equals: true } },
        { or: [{ 'status.nextFetchAt': { exists: false } }, { 'status.nextFetchAt': { less_than_equal: now.toISOString() } }] },
      ],
    },
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  for (const feed of due.docs) {
    const tenantId = typeof feed.tenant === 'object' && feed.tenant ? feed.tenant.id : Number(feed.tenant)
    const next = new Date(now.getTime() + (feed.scheduleMinutes ?? 240) * 60_000).toISOString()
    await payload.update({ collection: 'stock-feeds', id: feed.id, data: { status: { ...(feed.status ?? {}), nextFetchAt: next } }, overrideAccess: true, context: { stockFeedStatus: true } })
    try {
      const answer = await safeFetch(feed.url ?? '', { allowOrigins: privateOrigins(), maxBytes: MAX_FEED_BYTES, timeoutMs: 120_000 })
      if (answer.notModified || !answer.body) continue
      const name = new URL(feed.url ?? 'http://x/feed').pathname.split('/').pop() || `feed.${feed.format ?? 'csv'}`
      await receiveFeedFile(payload, { id: feed.id, tenantId }, { data: answer.body, name }, 'schedule')
    } catch (error) {
      await payload.create({
        collection: 'stock-feed-runs',
        data: { feed: feed.id, tenant: tenantId, trigger: 'schedule', status: 'failed', summary: 'The feed file could not be fetched', error: `Could not fetch ${feed.url}: ${error instanceof Error ? error.message : String(error)}`, finishedAt: now.toISOString() },
        overrideAccess: true,
      })
      recordFeedRun('failed')
    }
  }
  return due.docs.length
}
