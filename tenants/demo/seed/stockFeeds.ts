/**
 * The demo stock feeds (issue 16): every demo dealer gets "DMS export (demo)", fetched hourly from its
 * DMS, which in development is the DMS simulator (tests/simulators/dms) serving the export file this
 * seed writes (tenants/demo/feeds/demoExports.ts). So right after `npm run dev` the admin shows, without
 * any DMS account:
 * - for every dealer, a run that adopted 20 of the seeded cars unchanged (20 rows, 20 unchanged): the
 *   feed manages them from then on. The file has no photo column, so the seeded photos stay;
 * - at Harbour City, a car whose price a person cut by hand, locked against the feed (the export
 *   still has the old price), and a held run: a file cut short after 5 rows, which the guard holds,
 *   so the feed shows the held notice and the Release button until the next good file arrives.
 * The feed says its files list only part of the stock (complete: false), so it never takes the
 * dealer's other cars off the site.
 *
 * Two steps, because the importer (runFeedImport) cannot join the seed's transaction (it claims the
 * feed on its own connection and reads without the seed's req): the feed record is created in the
 * transaction with the rest of the dealer (seedDealerStockFeed); the runs go through the importer
 * after the commit (seedDemoFeedRuns), only for a feed that has no run yet, so seeding again adds none.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload, Where } from 'payload'

import { diffVehicle } from '@/domain/feeds/diff'
import { AU_DMS_CSV, presentMapping } from '@/domain/feeds/mapping'
import { normaliseRecord } from '@/domain/feeds/normalise'
import { isRecordItem, parseFeed, type FeedItem } from '@/lib/feeds/parse'
import { onPrivateOrigin } from '@/lib/stockFeeds/env'
import { receiveFeedFile } from '@/lib/stockFeeds/files'
import { runFeedImport } from '@/lib/stockFeeds/run'
import type { Location, StockFeed, Vehicle } from '@/payload-types'
import { dmsCsv, type DmsCar } from '../feeds/dmsCsv'
import { demoExportFile, demoExportsDir } from '../feeds/demoExports'
import { findOrCreate, type SeedApi } from './api'
import { HARBOUR_CITY, type DealerSlug } from './dealers'

export const DEMO_FEED_NAME = 'DMS export (demo)'
/** Cars each demo export lists. */
export const DEMO_FEED_ROWS = 20
/** Rows in Harbour City's cut-short file: under half the last good run's, so the guard holds it. */
const TRUNCATED_ROWS = 5
const SCHEDULE_MINUTES = 60
/** The export leaves photos out: the feed then keeps the photos the seed gave the cars. */
const EXPORT = { omit: ['photos'] } as const

/**
 * Where the demo feeds fetch: the DMS simulator that scripts/localServices.ts starts at the app's
 * port + 1003 and names in DMS_SIMULATOR_URL. The seed stores that address, and every start points
 * the demo feeds at the simulator it started (pointDemoFeedsAt, from scripts/prepare.ts): the stored
 * address is always the one fetched, whatever PORT the app runs on today. Without the launcher
 * (tests, scripts), the address the default PORT 3000 gives.
 */
const simulatorUrl = () => process.env.DMS_SIMULATOR_URL ?? 'http://127.0.0.1:4003'
const demoFeedUrl = (dealer: string, base = simulatorUrl()) => `${base.replace(/\/+$/, '')}/${dealer}/stock.csv`

/** A location's code in the export: its slug, as a DMS branch code. */
const branchCode = (locationSlug: string) => locationSlug.toUpperCase()

/** In the seed's transaction: the dealer's demo feed (found by dealer and name), with a branch code per location. */
export async function seedDealerStockFeed(api: SeedApi, dealer: DealerSlug, tenantId: number, locationIds: Record<string, number>): Promise<StockFeed> {
  // An http:// address on this machine is valid only on the origin feeds may fetch from here, the
  // simulator's, which the launcher allows beside it (src/lib/stockFeeds/env.ts). Elsewhere (your
  // own database, no simulator) the demo feed takes uploads instead, with the same runs.
  const url = onPrivateOrigin(demoFeedUrl(dealer))
  return findOrCreate(api, 'stock-feeds', { and: [{ tenant: { equals: tenantId } }, { name: { equals: DEMO_FEED_NAME } }] }, {
    name: DEMO_FEED_NAME,
    tenant: tenantId,
    source: url ? 'url' : 'upload',
    ...(url ? { url: demoFeedUrl(dealer), scheduleMinutes: SCHEDULE_MINUTES } : {}),
    preset: 'au-dms-csv',
    format: 'csv',
    encoding: 'auto',
    photoSeparator: 'auto',
    complete: false,
    missingAction: 'sold',
    branches: Object.entries(locationIds).map(([slug, location]) => ({ code: branchCode(slug), location })),
  })
}

/** A stored car as its DMS exports it. */
function dmsCarOf(car: Vehicle & { stocknum: string }, location: Location | undefined): DmsCar {
  return {
    stocknum: car.stocknum,
    car_type: car.car_type,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
    body: car.bodyconfiguration,
    vin: car.vin,
    regplate: car.regplate,
    regoState: location?.address.state,
    km: car.km,
    colour: car.colour,
    trans: car.trans,
    fuel: car.fuel,
    drive: car.drive,
    price: car.price,
    price_type: car.price_type,
    branchCode: location ? branchCode(location.slug) : null,
    dealercomments: car.dealercomments,
    standard_equipment: car.standard_equipment,
    nvic: car.nvic,
  }
}

/**
 * Which export rows the importer reads back as exactly the stored car (read with the real parser
 * and normaliser). Not every seeded car does: the generator calls some SUVs "4D Wagon", which a DMS
 * file can only say as a wagon (src/domain/feeds/vocabulary.ts bodyFrom), so adopting those would
 * "update" them. The demo export lists cars that come back unchanged.
 */
async function readsBackUnchanged(cars: { stored: Vehicle; dms: DmsCar }[]): Promise<boolean[]> {
  const parse = parseFeed(Readable.from([Buffer.from(dmsCsv(cars.map((c) => c.dms), EXPORT))]), { format: 'csv' })
  const items: FeedItem[] = []
  for await (const item of parse) items.push(item)
  const { mapping } = presentMapping(AU_DMS_CSV.mapping, [...parse.columns])
  return cars.map((car, i) => {
    const item = items[i]
    const row = item && isRecordItem(item) ? normaliseRecord(item.record, mapping) : null
    return Boolean(row?.ok && Object.keys(diffVehicle(car.stored as unknown as Record<string, unknown>, row.vehicle)).length === 0)
  })
}

/** The cars the dealer's DMS export lists: up to 20 on-site cars, spread across the stock numbers. */
async function exportedCars(payload: Payload, tenantId: number): Promise<{ stored: Vehicle; dms: DmsCar }[]> {
  const mine = { tenant: { equals: tenantId } }
  const where: Where = { and: [mine, { status: { equals: 'in_stock' } }, { show_on_dealer_website: { equals: true } }] }
  const cars = await payload.find({ collection: 'vehicles', where, sort: 'stocknum', depth: 0, pagination: false, overrideAccess: true })
  const locations = await payload.find({ collection: 'locations', where: mine, depth: 0, pagination: false, overrideAccess: true })
  const byId = new Map(locations.docs.map((l) => [l.id, l]))
  const candidates = cars.docs
    .filter((car): car is Vehicle & { stocknum: string } => Boolean(car.stocknum) && !car.feed?.source)
    .map((car) => ({ stored: car, dms: dmsCarOf(car, byId.get(typeof car.location === 'object' ? car.location.id : car.location)) }))
  const ok = await readsBackUnchanged(candidates)
  const listable = candidates.filter((_, i) => ok[i])
  // Evenly spaced, so the export mixes new, demo and used cars rather than the first 20 numbers.
  const step = listable.length / Math.min(DEMO_FEED_ROWS, listable.length)
  return Array.from({ length: Math.min(DEMO_FEED_ROWS, listable.length) }, (_, i) => listable[Math.floor(i * step)]!)
}

/** A file handed to the feed as the scheduled fetch (or an upload) would, then imported by the importer itself. */
async function importFile(payload: Payload, feed: StockFeed, tenantId: number, csv: string) {
  const trigger = feed.source === 'url' ? 'schedule' : 'upload'
  const queued = await receiveFeedFile(payload, { id: feed.id, tenantId }, { data: Buffer.from(csv), name: 'stock.csv' }, trigger)
  // The seed cannot wait for the job queue (no server runs yet): it runs the import now. The queued
  // job then finds the run finished and leaves it (runFeedImport returns a run no longer queued).
  return runFeedImport(payload, queued.id)
}

/** After the seed's commit: each demo feed's export file and runs (feeds that already have a run are left alone). */
export async function seedDemoFeedRuns(payload: Payload, feeds: { dealer: DealerSlug; tenantId: number; feed: StockFeed }[]): Promise<void> {
  for (const { dealer, tenantId, feed } of feeds) {
    const runs = await payload.count({ collection: 'stock-feed-runs', where: { feed: { equals: feed.id } }, overrideAccess: true })
    if (runs.totalDocs > 0) continue
    const cars = await exportedCars(payload, tenantId)
    if (cars.length === 0) continue // SEED_STOCK_SCALE=0: no stock to export
    const exported = dmsCsv(cars.map((c) => c.dms), EXPORT)
    const file = demoExportFile(demoExportsDir(), dealer)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, exported)
    const summaries = [(await importFile(payload, feed, tenantId, exported)).summary]

    if (dealer === HARBOUR_CITY.tenant.slug) {
      // A person's edit: a weekend special on the first listed car with a price. Saved like an
      // admin edit (no importer context), so the Vehicles hook locks the price against the feed.
      const special = cars.find((c) => (c.stored.price ?? 0) > 5000)?.stored
      if (special) {
        await payload.update({ collection: 'vehicles', id: special.id, data: { price: special.price! - 1000 }, depth: 0, overrideAccess: true, context: { disableRevalidate: true } })
      }
      // The DMS's export stops after a few rows: the guard holds the run and nothing changes.
      summaries.push((await importFile(payload, feed, tenantId, dmsCsv(cars.slice(0, TRUNCATED_ROWS).map((c) => c.dms), EXPORT))).summary)
    }

    if (feed.source === 'url') {
      // These runs stand for this hour's fetch: the first scheduled one comes an hour from now
      // (sooner, a good file would already have replaced Harbour City's held run).
      const { status } = await payload.findByID({ collection: 'stock-feeds', id: feed.id, depth: 0, overrideAccess: true, select: { status: true } })
      const nextFetchAt = new Date(Date.now() + SCHEDULE_MINUTES * 60_000).toISOString()
      await payload.update({ collection: 'stock-feeds', id: feed.id, data: { status: { ...(status ?? {}), nextFetchAt } }, overrideAccess: true, context: { stockFeedStatus: true } })
    }
    payload.logger.info(`Demo stock feed for ${dealer}: ${summaries.join('; ')}`)
  }
}

/**
 * At every start beside the simulator (scripts/prepare.ts): demo feeds still fetching from a
 * simulator on this machine at another port (the app ran on another PORT before) are pointed at
 * this one. A demo feed someone pointed elsewhere, or renamed, is left alone.
 */
export async function pointDemoFeedsAt(payload: Payload, base: string): Promise<number> {
  const feeds = await payload.find({
    collection: 'stock-feeds',
    where: { and: [{ name: { equals: DEMO_FEED_NAME } }, { source: { equals: 'url' } }] },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  let moved = 0
  for (const feed of feeds.docs) {
    const dealer = typeof feed.tenant === 'object' ? feed.tenant?.slug : null
    let current: URL
    try {
      current = new URL(feed.url ?? '')
    } catch {
      continue
    }
    const wanted = dealer ? demoFeedUrl(dealer, base) : null
    if (!wanted || feed.url === wanted || !['127.0.0.1', 'localhost'].includes(current.hostname) || current.pathname !== new URL(wanted).pathname) continue
    await payload.update({ collection: 'stock-feeds', id: feed.id, data: { url: wanted }, depth: 0, overrideAccess: true })
    moved++
  }
  return moved
}
