/**
 * The dev default for stock feeds (issue 16): after the demo seed every demo dealer has a demo feed
 * whose run adopted 20 seeded cars unchanged, Harbour City also has a hand-locked price and a held
 * run, and the DMS simulator serves each export with conditional GET, which the scheduled fetch
 * imports. One seed for the file (seeding is slow).
 */
import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StockFeed, Tenant } from '@/payload-types'
import { isRecordItem, parseFeed } from '@/lib/feeds/parse'
import { fetchDueFeeds } from '@/lib/stockFeeds/fetch'
import { runFeedImport } from '@/lib/stockFeeds/run'
import { demoExportFile, demoExportsDir } from '@tenants/demo/feeds/demoExports'
import { seedDemo } from '@tenants/demo/seed'
import { DEMO_FEED_NAME, DEMO_FEED_ROWS, pointDemoFeedsAt } from '@tenants/demo/seed/stockFeeds'
import { startDmsSimulator, type DmsSimulator } from '../simulators/dms/server'
import { getTestPayload } from './helpers'

const DEMO = ['harbour-city', 'bayside-mazda', 'outback-used']
let payload: Payload
let sim: DmsSimulator

async function demoFeed(slug: string): Promise<{ tenant: Tenant; feed: StockFeed }> {
  const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0]!
  const feeds = await payload.find({ collection: 'stock-feeds', where: { and: [{ tenant: { equals: tenant.id } }, { name: { equals: DEMO_FEED_NAME } }] }, depth: 0, overrideAccess: true })
  expect(feeds.docs, slug).toHaveLength(1)
  return { tenant, feed: feeds.docs[0]! }
}

const runsOf = async (feed: StockFeed) =>
  (await payload.find({ collection: 'stock-feed-runs', where: { feed: { equals: feed.id } }, sort: 'createdAt', depth: 0, pagination: false, overrideAccess: true })).docs

/** The export's rows by stock number, read with the importer's own parser. */
async function exportRows(csv: string): Promise<Map<string, Record<string, string>>> {
  const rows = new Map<string, Record<string, string>>()
  for await (const item of parseFeed(Readable.from([Buffer.from(csv)]), { format: 'csv' })) if (isRecordItem(item)) rows.set(item.record['Stock number']!, item.record)
  return rows
}

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
  sim = await startDmsSimulator({ port: 0, dir: demoExportsDir() })
  // As the launcher does for the simulator it starts: its origin is one feeds may be fetched from.
  process.env.STOCK_FEEDS_PRIVATE_ORIGINS = `${process.env.STOCK_FEEDS_PRIVATE_ORIGINS ?? ''},${sim.url}`
}, 900_000)

afterAll(async () => {
  await sim?.close()
})

describe('the demo stock feeds', () => {
  it('give every demo dealer an hourly feed from the DMS simulator whose first run adopted 20 cars unchanged', async () => {
    for (const slug of DEMO) {
      const { feed } = await demoFeed(slug)
      expect(feed, slug).toMatchObject({ source: 'url', preset: 'au-dms-csv', format: 'csv', complete: false, scheduleMinutes: 60, enabled: true })
      expect(feed.url, slug).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${slug}/stock\\.csv$`))
      // The seed's runs stand for this hour's fetch.
      expect(Date.parse(feed.status?.nextFetchAt ?? ''), slug).toBeGreaterThan(Date.now())
      const [first] = await runsOf(feed)
      expect(first, slug).toMatchObject({ status: 'ok', trigger: 'schedule' })
      expect(first!.counts, slug).toMatchObject({ rows: DEMO_FEED_ROWS, created: 0, updated: 0, unchanged: DEMO_FEED_ROWS, removed: 0, skipped: 0, photosFetched: 0 })
      const managed = await payload.find({ collection: 'vehicles', where: { 'feed.source': { equals: feed.id } }, depth: 0, pagination: false, overrideAccess: true })
      expect(managed.docs, slug).toHaveLength(DEMO_FEED_ROWS)
      // The export has no photo column, so the cars keep the seeded photos.
      expect(managed.docs.filter((c) => (c.images?.length ?? 0) > 0).length, slug).toBeGreaterThan(0)
    }
  })

  it('at Harbour City, hold a cut-short file and keep a price a person set by hand', async () => {
    const { feed } = await demoFeed('harbour-city')
    const runs = await runsOf(feed)
    const held = runs.find((r) => r.status === 'held')!
    expect(held.counts?.rows).toBeLessThan(DEMO_FEED_ROWS / 2)
    expect(held.heldReason).toMatch(/fewer than 50% of the last good run/)
    expect(feed.status).toMatchObject({ lastRunStatus: 'held', heldRun: held.id })

    const managed = await payload.find({ collection: 'vehicles', where: { 'feed.source': { equals: feed.id } }, depth: 0, pagination: false, overrideAccess: true })
    const locked = managed.docs.filter((c) => (c.feed?.locked ?? []).length > 0)
    expect(locked).toHaveLength(1)
    const car = locked[0]!
    expect(car.feed?.locked).toEqual(['price'])
    const row = (await exportRows(await readFile(demoExportFile(demoExportsDir(), 'harbour-city'), 'utf8'))).get(car.stocknum!)!
    expect(Number(row.Price)).not.toBe(car.price)

    // The other dealers' feeds have neither.
    for (const slug of ['bayside-mazda', 'outback-used']) expect((await runsOf((await demoFeed(slug)).feed)).map((r) => r.status), slug).toEqual(['ok'])
  })

  it('are served by the DMS simulator: 200 with an ETag, then 304 for a conditional GET', async () => {
    const url = `${sim.url}/harbour-city/stock.csv`
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    const etag = res.headers.get('etag')!
    const lastModified = res.headers.get('last-modified')!
    expect(etag).toMatch(/^".+"$/)
    const rows = await exportRows(await res.text())
    expect(rows.size).toBe(DEMO_FEED_ROWS)
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect((await fetch(url, { headers: { 'if-modified-since': lastModified } })).status).toBe(304)
    expect((await fetch(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200)
    expect((await fetch(`${sim.url}/no-such-dealer/stock.csv`)).status).toBe(404)
    expect((await fetch(`${sim.url}/..%2Fpostgres/stock.csv`)).status).toBe(404)
  })

  it('are fetched on schedule from the simulator, and the unchanged export changes nothing', async () => {
    // A start on another PORT: the demo feeds are pointed at the simulator that runs now.
    expect(await pointDemoFeedsAt(payload, sim.url)).toBe(DEMO.length)
    expect(await pointDemoFeedsAt(payload, sim.url)).toBe(0)
    const { feed } = await demoFeed('bayside-mazda')
    expect(feed.url).toBe(`${sim.url}/bayside-mazda/stock.csv`)
    // Its next fetch is due now (the other demo feeds' are an hour away).
    await payload.update({ collection: 'stock-feeds', id: feed.id, data: { status: { ...feed.status, nextFetchAt: new Date(Date.now() - 1000).toISOString() } }, overrideAccess: true, context: { stockFeedStatus: true } })
    expect(await fetchDueFeeds(payload)).toBeGreaterThanOrEqual(1)
    expect(sim.requests.at(-1)).toMatchObject({ path: '/bayside-mazda/stock.csv', status: 200 })
    const queued = (await runsOf(feed)).at(-1)!
    expect(queued).toMatchObject({ status: 'queued', trigger: 'schedule' })
    const run = await runFeedImport(payload, queued.id)
    expect(run.status).toBe('ok')
    expect(run.counts).toMatchObject({ rows: DEMO_FEED_ROWS, created: 0, updated: 0, unchanged: DEMO_FEED_ROWS })
  })

  it('are seeded once: seeding again adds no feed and no run', async () => {
    const count = async () => [
      (await payload.count({ collection: 'stock-feeds', where: { name: { equals: DEMO_FEED_NAME } }, overrideAccess: true })).totalDocs,
      (await payload.count({ collection: 'stock-feed-runs', overrideAccess: true })).totalDocs,
    ]
    const before = await count()
    await seedDemo(payload)
    expect(await count()).toEqual(before)
  }, 600_000)
})
