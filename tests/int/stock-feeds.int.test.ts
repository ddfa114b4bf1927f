/**
 * Stock feeds in (issue 16) on a real PostgreSQL: a run imports a DMS CSV, an unchanged re-run
 * writes nothing, a person's edit locks the field against the feed, the guard holds a truncated or
 * empty file, missing cars are sold after the grace and revived when back, a VIN never matches
 * another dealer's car, bad rows are reported by line, pushes need the feed's key, and one dealer's
 * staff never see another's feeds or runs.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Location, StockFeed, Tenant, Vehicle } from '@/payload-types'
import { poolOf } from '@/lib/search/db'
import { claimFeedRun } from '@/lib/stockFeeds/claim'
import { stockFeedEndpoints } from '@/lib/stockFeeds/endpoints'
import { fetchDueFeeds } from '@/lib/stockFeeds/fetch'
import { receiveFeedFile } from '@/lib/stockFeeds/files'
import { runFeedImport } from '@/lib/stockFeeds/run'
import { parseMail, startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { createLocation, createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let photoServer: http.Server
let photoBase = ''
let photoRequests = 0
/** Another server on this machine, whose origin is not allowed: nothing may reach it. */
let otherServer: http.Server
let otherBase = ''
let otherRequests = 0
let dealer: Tenant
let other: Tenant
let yard: Location
let otherYard: Location
let smtp: SmtpSimulator

const HEADER = 'Stock number,Car type,Make,Model,Badge,Year,Body,Vin,Odometer,Colour,Transmission,Fuel,Price,DAP,Location code,Dealercomments,Features,Photos'

/** `photoCell`: the Photos cell as the DMS writes it (otherwise `photos` joined with |). */
type Row = { stock: string; vin: string; price?: number; km?: number; year?: number; photos?: string[]; photoCell?: string; comments?: string }
const line = (r: Row) =>
  [r.stock, 'Used', 'Toyota', 'Corolla', 'Ascent Sport', r.year ?? 2021, 'Hatchback', r.vin, r.km ?? 45000, 'White', 'Auto', 'ULP', r.price ?? 25990, 'Y', 'MAIN', `"${r.comments ?? 'One owner, full history'}"`, '"Cruise control|Reversing camera"', `"${r.photoCell ?? (r.photos ?? []).join('|')}"`].join(',')
const csv = (rows: Row[]) => [HEADER, ...rows.map(line)].join('\r\n') + '\r\n'

const vin = (n: number) => `JTDBR32E${String(100000000 + n).slice(-9)}`

async function createFeed(tenant: Tenant, extra: Partial<StockFeed> = {}): Promise<StockFeed> {
  return payload.create({
    collection: 'stock-feeds',
    data: { name: unique('feed'), tenant: tenant.id, source: 'upload', preset: 'au-dms-csv', format: 'csv', ...extra } as StockFeed,
    overrideAccess: true,
  })
}

/** The AU DMS XML layout; `before` is written ahead of the stock number inside the record. */
type XmlCar = { stock: string; vin: string; comments?: string; before?: string }
const xmlFile = (cars: XmlCar[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Stock>\n${cars
    .map((c) => `<Vehicle>${c.before ?? ''}<StockNumber>${c.stock}</StockNumber><CarType>Used</CarType><Make>Toyota</Make><Model>Corolla</Model><Year>2021</Year><VIN>${c.vin}</VIN><Price>25990</Price><DealerComments>${c.comments ?? 'One owner'}</DealerComments></Vehicle>`)
    .join('\n')}\n</Stock>\n`

async function importFile(feed: StockFeed, body: string, name = 'stock.csv') {
  const tenantId = typeof feed.tenant === 'object' ? feed.tenant!.id : Number(feed.tenant)
  const queued = await receiveFeedFile(payload, { id: feed.id, tenantId }, { data: Buffer.from(body), name }, 'upload')
  expect(queued.status).toBe('queued')
  return runFeedImport(payload, queued.id)
}

async function carsOf(feed: StockFeed): Promise<Vehicle[]> {
  const { docs } = await payload.find({ collection: 'vehicles', where: { 'feed.source': { equals: feed.id } }, depth: 0, limit: 500, sort: 'stocknum', overrideAccess: true })
  return docs
}

const byStock = (cars: Vehicle[], stock: string) => cars.find((c) => c.stocknum === stock)!

beforeAll(async () => {
  // A real SMTP server, so the held-run email is checked as the dealer would receive it.
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  payload = await getTestPayload()
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03' } }).png().toBuffer()
  photoServer = http.createServer((req, res) => {
    photoRequests++
    if (req.url?.startsWith('/to?')) {
      res.writeHead(302, { location: new URL(req.url, 'http://x').searchParams.get('u')! }).end()
      return
    }
    if (req.url?.startsWith('/broken')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('not an image at all')
      return
    }
    // Each path is a different picture (a different byte), so content hashes differ by URL.
    const copy = Buffer.from(png)
    res.writeHead(200, { 'content-type': 'image/png', 'x-path': String(req.url) }).end(copy)
  })
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve))
  photoBase = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`
  // The photo server stands in for the DMS simulator: the one origin on this machine feeds may use.
  process.env.STOCK_FEEDS_PRIVATE_ORIGINS = photoBase
  otherServer = http.createServer((_req, res) => {
    otherRequests++
    res.writeHead(200, { 'content-type': 'image/png' }).end(png)
  })
  await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve))
  otherBase = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`
  dealer = await createTenant(payload, 'Feed Motors', { contact: { email: 'sales@feedmotors.test' } } as Partial<Tenant>)
  other = await createTenant(payload, 'Other Motors')
  yard = await createLocation(payload, dealer)
  otherYard = await createLocation(payload, other)
}, 180_000)

afterAll(async () => {
  await new Promise((resolve) => photoServer?.close(resolve))
  await new Promise((resolve) => otherServer?.close(resolve))
  await smtp?.close()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

describe('a first import', () => {
  it('creates each car with its fields, photos as media and the run counts', async () => {
    const feed = await createFeed(dealer)
    const run = await importFile(
      feed,
      csv([
        { stock: 'A1', vin: vin(1), photos: [`${photoBase}/a1-1.png`, `${photoBase}/a1-2.png`] },
        { stock: 'A2', vin: vin(2), price: 31500, km: 12000, photos: [`${photoBase}/a2-1.png`, `${photoBase}/broken.jpg`] },
      ]),
    )
    expect(run.status).toBe('ok')
    expect(run.photoFailures).toEqual([expect.objectContaining({ url: `${photoBase}/broken.jpg`, reason: 'Not a JPEG, PNG, WebP, AVIF or GIF image.' })])
    expect(run.counts).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0, skipped: 0, photosFetched: 3, photosFailed: 1 })
    const cars = await carsOf(feed)
    const a2 = byStock(cars, 'A2')
    expect(a2).toMatchObject({ make: 'Toyota', model: 'Corolla', year: 2021, price: 31500, km: 12000, car_type: 'used', simple_transmission: 'Automatic', simple_fuel: 'Petrol', price_type: 'Drive Away', status: 'in_stock' })
    expect(a2.standard_equipment).toEqual(['Cruise control', 'Reversing camera'])
    expect(a2.images).toHaveLength(1)
    expect(typeof a2.location === 'object' ? a2.location.id : a2.location).toBe(yard.id)
    const feedDoc = await payload.findByID({ collection: 'stock-feeds', id: feed.id, depth: 0, overrideAccess: true })
    expect(feedDoc.status?.lastRunStatus).toBe('ok')
    expect(feedDoc.status?.lastImportedAt).toBeTruthy()
    expect(feedDoc.status?.lastPhotoSyncAt).toBeTruthy()
    expect(feedDoc.status?.lastGoodRowCount).toBe(2)
  })
})

describe('re-runs', () => {
  it('writes nothing and fetches no photo for an unchanged file', async () => {
    const feed = await createFeed(dealer)
    const body = csv([
      { stock: 'B1', vin: vin(11), photos: [`${photoBase}/b1.png`] },
      { stock: 'B2', vin: vin(12) },
    ])
    await importFile(feed, body)
    const before = await carsOf(feed)
    const requests = photoRequests
    const again = await importFile(feed, body)
    expect(again.counts).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2, photosFetched: 0 })
    expect(photoRequests).toBe(requests)
    const after = await carsOf(feed)
    expect(after.map((c) => c.updatedAt)).toEqual(before.map((c) => c.updatedAt))
  })

  it("keeps a person's edit (the field is locked) while the feed updates the rest, until the field is unlocked", async () => {
    const feed = await createFeed(dealer)
    await importFile(feed, csv([{ stock: 'C1', vin: vin(21), price: 20000, km: 50000 }]))
    const car = byStock(await carsOf(feed), 'C1')
    const marketer = await createMarketer(payload, [dealer])
    await payload.update({ collection: 'vehicles', id: car.id, data: { price: 18990 }, user: marketer, overrideAccess: false })
    const edited = await payload.findByID({ collection: 'vehicles', id: car.id, depth: 0, overrideAccess: true })
    expect(edited.feed?.locked).toEqual(['price'])

    const run = await importFile(feed, csv([{ stock: 'C1', vin: vin(21), price: 21000, km: 51000 }]))
    expect(run.counts).toMatchObject({ updated: 1 })
    const after = await payload.findByID({ collection: 'vehicles', id: car.id, depth: 0, overrideAccess: true })
    expect(after.price).toBe(18990)
    expect(after.km).toBe(51000)
    expect(after.feed?.locked).toEqual(['price'])

    // Unlocking hands the field back: the same save does not lock it again.
    await payload.update({ collection: 'vehicles', id: car.id, data: { feed: { ...after.feed, locked: [] } }, user: marketer, overrideAccess: false })
    expect((await payload.findByID({ collection: 'vehicles', id: car.id, depth: 0, overrideAccess: true })).feed?.locked).toEqual([])
    await importFile(feed, csv([{ stock: 'C1', vin: vin(21), price: 21000, km: 51000 }]))
    expect((await payload.findByID({ collection: 'vehicles', id: car.id, depth: 0, overrideAccess: true })).price).toBe(21000)
  })
})

describe('cars that leave the feed', () => {
  it('are sold after the grace run, and revived (not duplicated) when they come back', async () => {
    const feed = await createFeed(dealer, { graceRuns: 1 })
    const all = [1, 2, 3, 4, 5, 6].map((n) => ({ stock: `D${n}`, vin: vin(30 + n) }))
    await importFile(feed, csv(all))
    const without = all.filter((r) => r.stock !== 'D6')
    const first = await importFile(feed, csv(without))
    expect(first.status).toBe('ok')
    expect(byStock(await carsOf(feed), 'D6')).toMatchObject({ status: 'in_stock', feed: expect.objectContaining({ missedRuns: 1 }) })
    const second = await importFile(feed, csv(without))
    expect(second.counts?.removed).toBe(1)
    const sold = byStock(await carsOf(feed), 'D6')
    expect(sold.status).toBe('sold')
    expect(sold.sold_date).toBeTruthy()
    expect(sold.feed?.removedByFeed).toBe('sold')

    const back = await importFile(feed, csv(all))
    expect(back.counts?.revived).toBe(1)
    const cars = await carsOf(feed)
    expect(cars.filter((c) => c.stocknum === 'D6')).toHaveLength(1)
    expect(byStock(cars, 'D6')).toMatchObject({ status: 'in_stock', feed: expect.objectContaining({ missedRuns: 0, removedByFeed: null }) })
  })

  it('are withdrawn (hidden) when the feed says so', async () => {
    const feed = await createFeed(dealer, { graceRuns: 0, missingAction: 'withdrawn' })
    await importFile(feed, csv([1, 2, 3, 4, 5, 6].map((n) => ({ stock: `W${n}`, vin: vin(40 + n) }))))
    await importFile(feed, csv([1, 2, 3, 4, 5].map((n) => ({ stock: `W${n}`, vin: vin(40 + n) }))))
    expect(byStock(await carsOf(feed), 'W6')).toMatchObject({ status: 'in_stock', show_on_dealer_website: false })
  })
})

describe('the safety guard', () => {
  it('holds a truncated file, changes nothing, tells the dealer; a release imports it once', async () => {
    const feed = await createFeed(dealer, { graceRuns: 0 })
    const rows = Array.from({ length: 10 }, (_, i) => ({ stock: `E${i}`, vin: vin(60 + i) }))
    await importFile(feed, csv(rows))
    const before = await carsOf(feed)
    const mailBefore = smtp.messages.length
    const held = await importFile(feed, csv(rows.slice(0, 2)))
    expect(held.status).toBe('held')
    expect(held.heldReason).toMatch(/2 rows/)
    // The dealer is told by email, with the counts.
    await smtp.waitFor(mailBefore + 1)
    const notice = smtp.messages.slice(mailBefore).find((m) => m.to.includes('sales@feedmotors.test'))!
    const mail = await parseMail(notice.raw)
    expect(mail.subject).toBe(`Stock feed "${feed.name}" was held: nothing changed`)
    const text = mail.text
    expect(text).toContain(`Why: ${held.heldReason}`)
    expect(text).toContain('Rows in the file: 2. Rows in the last good run: 10.')
    expect((await carsOf(feed)).map((c) => [c.status, c.updatedAt])).toEqual(before.map((c) => [c.status, c.updatedAt]))
    const feedDoc = await payload.findByID({ collection: 'stock-feeds', id: feed.id, depth: 0, overrideAccess: true })
    expect(feedDoc.status?.lastRunStatus).toBe('held')
    expect(typeof feedDoc.status?.heldRun === 'object' ? feedDoc.status?.heldRun?.id : feedDoc.status?.heldRun).toBe(held.id)

    const marketer = await createMarketer(payload, [dealer])
    const release = stockFeedEndpoints.find((e) => e.path === '/:id/release')!
    const answer = await release.handler(fakeReq({ id: feed.id, user: marketer }))
    expect(answer.status).toBe(202)
    const { runId } = (await answer.json()) as { runId: number }
    const released = await runFeedImport(payload, runId)
    expect(released.status).toBe('released')
    expect(released.counts?.removed).toBe(8)
    // Once: the feed no longer has a held run.
    const again = await release.handler(fakeReq({ id: feed.id, user: marketer }))
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: 'This feed has no held run to release.' })
  })

  it('holds an empty file and a file without a required column', async () => {
    const feed = await createFeed(dealer)
    await importFile(feed, csv([{ stock: 'F1', vin: vin(81) }]))
    const empty = await importFile(feed, `${HEADER}\r\n`)
    expect(empty.status).toBe('held')
    const noMake = await importFile(feed, csv([{ stock: 'F1', vin: vin(81) }]).replace('Make,', 'Manufacturer,'))
    expect(noMake.status).toBe('held')
    expect(noMake.heldReason).toContain('Make')
    expect(byStock(await carsOf(feed), 'F1').status).toBe('in_stock')
  })
})

describe('matching and bad rows', () => {
  it("never matches another dealer's car, even with the same VIN", async () => {
    const theirs = await payload.create({
      collection: 'vehicles',
      data: { tenant: other.id, location: otherYard.id, make: 'Toyota', model: 'Corolla', year: 2020, stocknum: 'G1', vin: vin(91), price: 9999, car_type: 'used' } as Vehicle,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const feed = await createFeed(dealer)
    const run = await importFile(feed, csv([{ stock: 'G1', vin: vin(91), price: 30000 }]))
    expect(run.counts?.created).toBe(1)
    const untouched = await payload.findByID({ collection: 'vehicles', id: theirs.id, depth: 0, overrideAccess: true })
    expect(untouched.price).toBe(9999)
    expect(untouched.feed?.source ?? null).toBeNull()
    expect(typeof untouched.tenant === 'object' ? untouched.tenant?.id : untouched.tenant).toBe(other.id)
  })

  it('skips bad rows with their line and reason and imports the rest', async () => {
    const feed = await createFeed(dealer)
    const body = csv([
      { stock: 'H1', vin: vin(101) },
      { stock: 'H2', vin: 'ABC' },
      { stock: 'H3', vin: vin(103), year: 1850 },
      { stock: 'H4', vin: vin(101) },
      { stock: 'H5', vin: vin(105) },
    ])
    const run = await importFile(feed, body)
    expect(run.counts).toMatchObject({ rows: 5, created: 2, skipped: 3 })
    const skipped = run.skippedRows as { line: number; reason: string }[]
    expect(skipped.map((s) => s.line)).toEqual([3, 4, 5])
    expect(skipped[0]!.reason).toContain('VIN')
    expect(skipped[1]!.reason).toContain('1850')
    expect(skipped[2]!.reason).toMatch(/line 2/)
    expect((await carsOf(feed)).map((c) => c.stocknum)).toEqual(['H1', 'H5'])
  })
})

describe('rows the parser skips', () => {
  const untouched = async (feed: StockFeed, stock: string, before: Vehicle) => {
    const car = byStock(await carsOf(feed), stock)
    expect(car, stock).toMatchObject({ status: 'in_stock', feed: expect.objectContaining({ missedRuns: 0 }) })
    expect(car.updatedAt, stock).toBe(before.updatedAt)
  }

  it('keep the car of a CSV line over 65,536 characters, while a car truly gone is sold after the grace', async () => {
    const feed = await createFeed(dealer, { graceRuns: 1 })
    const all = [1, 2, 3, 4, 5, 6].map((n) => ({ stock: `S${n}`, vin: vin(200 + n) }))
    await importFile(feed, csv(all))
    const before = byStock(await carsOf(feed), 'S3')
    // S3's comments push its line past the limit; S6 has left the DMS.
    const rows = all.filter((r) => r.stock !== 'S6').map((r) => (r.stock === 'S3' ? { ...r, comments: 'x'.repeat(70_000) } : r))
    await importFile(feed, csv(rows))
    const second = await importFile(feed, csv(rows))
    expect(second.status).toBe('ok')
    expect(second.skippedRows).toEqual([{ line: 4, reason: 'Line 4 is longer than 65536 characters; it is skipped.' }])
    expect(second.counts).toMatchObject({ removed: 1, skipped: 1 })
    await untouched(feed, 'S3', before)
    expect(byStock(await carsOf(feed), 'S6').status).toBe('sold')
  })

  it('keep the car of an XML record with a bare & in its comments', async () => {
    const feed = await createFeed(dealer, { graceRuns: 1, preset: 'au-dms-xml', format: 'xml', recordPath: 'Stock/Vehicle' })
    const all = [1, 2, 3, 4, 5, 6].map((n) => ({ stock: `X${n}`, vin: vin(220 + n) }))
    const first = await importFile(feed, xmlFile(all), 'stock.xml')
    expect(first.counts).toMatchObject({ created: 6, skipped: 0 })
    const before = byStock(await carsOf(feed), 'X4')
    const rows = all.map((c) => (c.stock === 'X4' ? { ...c, comments: 'Tow bar & roof racks' } : c))
    await importFile(feed, xmlFile(rows), 'stock.xml')
    const second = await importFile(feed, xmlFile(rows), 'stock.xml')
    expect(second.status).toBe('ok')
    expect(second.skippedRows).toEqual([{ line: 6, reason: expect.stringMatching(/^The record on line 6 is not well-formed XML .*; it is skipped\.$/) }])
    expect(second.counts?.removed).toBe(0)
    await untouched(feed, 'X4', before)
  })

  it('take no car off the site while a skipped row names no car, and say so in the run', async () => {
    const feed = await createFeed(dealer, { graceRuns: 0, preset: 'au-dms-xml', format: 'xml', recordPath: 'Stock/Vehicle' })
    const all = [1, 2, 3, 4, 5, 6].map((n) => ({ stock: `Y${n}`, vin: vin(240 + n) }))
    await importFile(feed, xmlFile(all), 'stock.xml')
    const before = byStock(await carsOf(feed), 'Y6')
    // Y2's record breaks before its stock number, so it could be any car; Y6 has left the DMS.
    const rows = all.filter((c) => c.stock !== 'Y6').map((c) => (c.stock === 'Y2' ? { ...c, before: '<Note>a < b</Note>' } : c))
    const run = await importFile(feed, xmlFile(rows), 'stock.xml')
    expect(run.status).toBe('ok')
    expect(run.counts).toMatchObject({ removed: 0, skipped: 1 })
    expect(run.warnings).toContainEqual(expect.stringMatching(/^No car was taken off the site this run: line 4 could not be read/))
    await untouched(feed, 'Y6', before)
    // With the row fixed, Y6 is found missing.
    const fixed = await importFile(feed, xmlFile(all.filter((c) => c.stock !== 'Y6')), 'stock.xml')
    expect(fixed.counts?.removed).toBe(1)
  })
})

describe('photo cells', () => {
  it('split several URLs in one cell on ;, and fetch each', async () => {
    const feed = await createFeed(dealer)
    const urls = [1, 2, 3].map((n) => `${photoBase}/semi-${n}.png`)
    const run = await importFile(feed, csv([{ stock: 'M1', vin: vin(261), photoCell: urls.join(';') }]))
    expect(run.counts).toMatchObject({ created: 1, photosFetched: 3, photosFailed: 0 })
    expect((run.warnings as string[]).filter((w) => w.includes('photo'))).toEqual([])
    const car = byStock(await carsOf(feed), 'M1')
    expect(car.images).toHaveLength(3)
    expect((car.feed?.photoSources as { url: string }[]).map((p) => p.url)).toEqual(urls)
  })

  it('follow the feed’s photo separator, and warn when a photo address holds another', async () => {
    const feed = await createFeed(dealer, { photoSeparator: 'pipe' })
    const cell = `${photoBase}/pipe-1.png,${photoBase}/pipe-2.png|${photoBase}/pipe-3.png`
    const run = await importFile(feed, csv([{ stock: 'M2', vin: vin(262), photoCell: cell }]))
    expect(run.counts).toMatchObject({ created: 1, photosFetched: 2 })
    expect(run.warnings).toContain(`Line 2: the photo address "${photoBase}/pipe-1.png,${photoBase}/pipe-2.png" holds more than one address; check the feed's photo separator.`)
  })
})

describe('addresses on this machine', () => {
  it('are fetched for photos only from the allowed origin: never another port, the metadata service or a redirect there', async () => {
    const feed = await createFeed(dealer)
    const refused = [`${otherBase}/a.png`, 'http://169.254.169.254/latest/meta-data/iam/x.png', `${photoBase}/to?u=${encodeURIComponent(`${otherBase}/b.png`)}`]
    const requests = otherRequests
    const run = await importFile(feed, csv([{ stock: 'N1', vin: vin(271), photos: [`${photoBase}/allowed.png`, ...refused] }]))
    expect(run.counts).toMatchObject({ created: 1, photosFetched: 1, photosFailed: 3 })
    const failures = run.photoFailures as { url: string; reason: string }[]
    expect(failures.map((f) => f.url)).toEqual(refused)
    for (const f of failures) expect(f.reason, f.url).toMatch(/a local or private network address; it is not fetched\.$/)
    expect(otherRequests).toBe(requests)
  })

  it('are refused as feed addresses, except the allowed origin, and its redirect elsewhere is not followed', async () => {
    for (const url of [`${otherBase}/stock.csv`, 'http://169.254.169.254/latest/meta-data/']) {
      await expect(createFeed(dealer, { source: 'url', url }), url).rejects.toThrow(/Feed address/)
    }
    const requests = otherRequests
    const feeds = await Promise.all(
      [`${photoBase}/to?u=${encodeURIComponent(`${otherBase}/stock.csv`)}`, 'https://169.254.169.254/latest/meta-data/'].map((url) => createFeed(dealer, { source: 'url', url })),
    )
    await fetchDueFeeds(payload)
    for (const feed of feeds) {
      const runs = await payload.find({ collection: 'stock-feed-runs', where: { feed: { equals: feed.id } }, depth: 0, overrideAccess: true })
      expect(runs.docs.map((r) => r.status), feed.url!).toEqual(['failed'])
      expect(runs.docs[0]!.error, feed.url!).toMatch(/a local or private network address; it is not fetched\.$/)
    }
    expect(otherRequests).toBe(requests)
  })
})

type FakeUser = Awaited<ReturnType<typeof createMarketer>>
function fakeReq({ id, user, headers = {}, body }: { id: number; user?: FakeUser; headers?: Record<string, string>; body?: string }): PayloadRequest {
  return {
    payload,
    user: user ?? null,
    routeParams: { id: String(id) },
    headers: new Headers(headers),
    url: `http://localhost/api/stock-feeds/${id}/x`,
    arrayBuffer: async () => new TextEncoder().encode(body ?? '').buffer,
    context: {},
  } as unknown as PayloadRequest
}

describe('pushes and access', () => {
  it('takes a pushed file only with the feed’s key, and queues it rather than importing in the request', async () => {
    const feed = await createFeed(dealer, { source: 'push' })
    const marketer = await createMarketer(payload, [dealer])
    const pushKey = stockFeedEndpoints.find((e) => e.path === '/:id/push-key')!
    const ingest = stockFeedEndpoints.find((e) => e.path === '/:id/ingest')!
    const made = await pushKey.handler(fakeReq({ id: feed.id, user: marketer }))
    const { key } = (await made.json()) as { key: string }
    expect(key).toMatch(/^sfk_/)
    const stored = await payload.findByID({ collection: 'stock-feeds', id: feed.id, depth: 0, overrideAccess: true })
    expect(stored.pushKeyHint).toBe(`…${key.slice(-4)}`)
    // Only a hash is kept, and the API never returns even that.
    expect(stored.pushKeyHash).toBeUndefined()
    const row = await poolOf(payload).query('SELECT push_key_hash FROM stock_feeds WHERE id = $1', [feed.id])
    expect(row.rows[0].push_key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.rows[0].push_key_hash).not.toContain(key)

    const body = csv([{ stock: 'P1', vin: vin(111) }])
    expect((await ingest.handler(fakeReq({ id: feed.id, body, headers: { authorization: 'Bearer wrong' } }))).status).toBe(401)
    expect((await ingest.handler(fakeReq({ id: feed.id, body }))).status).toBe(401)
    const pushed = await ingest.handler(fakeReq({ id: feed.id, body, headers: { authorization: `Bearer ${key}` } }))
    expect(pushed.status).toBe(202)
    const { runId } = (await pushed.json()) as { runId: number }
    expect(await carsOf(feed)).toHaveLength(0)
    expect((await runFeedImport(payload, runId)).counts?.created).toBe(1)
  })

  it("one dealer's staff never see or use another dealer's feeds and runs", async () => {
    const feed = await createFeed(dealer)
    await importFile(feed, csv([{ stock: 'Q1', vin: vin(121) }]))
    const outsider = await createMarketer(payload, [other])
    for (const collection of ['stock-feeds', 'stock-feed-runs', 'stock-feed-files'] as const) {
      const seen = await payload.find({ collection, where: { tenant: { equals: dealer.id } }, user: outsider, overrideAccess: false })
      expect(seen.totalDocs, collection).toBe(0)
    }
    await expect(payload.update({ collection: 'stock-feeds', id: feed.id, data: { name: 'Mine now' }, user: outsider, overrideAccess: false })).rejects.toThrow()
    const upload = stockFeedEndpoints.find((e) => e.path === '/:id/upload')!
    expect((await upload.handler(fakeReq({ id: feed.id, user: outsider }))).status).toBe(404)
    // Anonymous callers are refused outright.
    for (const collection of ['stock-feeds', 'stock-feed-runs', 'stock-feed-files'] as const) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).rejects.toThrow('You are not allowed')
    }
  })

  it('runs one import of a feed at a time', async () => {
    const feed = await createFeed(dealer)
    const a = await receiveFeedFile(payload, { id: feed.id, tenantId: dealer.id }, { data: Buffer.from(csv([{ stock: 'R1', vin: vin(131) }])), name: 'a.csv' }, 'upload')
    const b = await receiveFeedFile(payload, { id: feed.id, tenantId: dealer.id }, { data: Buffer.from(csv([{ stock: 'R1', vin: vin(131) }])), name: 'b.csv' }, 'upload')
    expect(await claimFeedRun(payload, feed.id, a.id)).toBe('claimed')
    expect(await claimFeedRun(payload, feed.id, b.id)).toBe('busy')
    await expect(runFeedImport(payload, b.id)).rejects.toThrow(/under way/)
  })
})
