/**
 * One stock feed run (issue 16), in the job queue, one at a time per feed (claim.ts).
 *
 * Two passes over the stored file, so a 200 MB feed is never held in memory:
 *   1. count the rows and note which of the dealer's cars they list (by VIN, then stock number; a
 *      row that cannot be imported still lists its car, and after a row that names no car no car
 *      can be proven missing), then ask the guard (src/domain/feeds/guard.ts) whether the file is
 *      safe to apply: an empty or truncated file, a missing required column or too many removals
 *      hold the run, and a held run changes nothing and tells the dealer (notify.ts);
 *   2. apply each row: create the car, or write only the fields that changed and are not locked
 *      (an unchanged row writes nothing: no revalidation, no reindex, no watch alert), then the cars
 *      missing from a complete feed (sold or withdrawn after the grace runs; revived when back).
 * Every write carries context.stockFeedRun (no field locks from the importer's own writes) and skips
 * the per-car cache purge and search reindex; the run reindexes the cars it changed and purges each
 * cache tag once at the end.
 */
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'

import { createDuplicateTracker } from '@/domain/feeds/duplicates'
import { diffVehicle, isEmptyPatch, sameValue } from '@/domain/feeds/diff'
import { guardRun } from '@/domain/feeds/guard'
import { holdsSeveralUrls } from '@/domain/feeds/lists'
import { presentMapping, sourceColumns, type FeedMapping } from '@/domain/feeds/mapping'
import { decideMissing, type FeedCarState, type MissingDecision } from '@/domain/feeds/missing'
import { normaliseRecord } from '@/domain/feeds/normalise'
import { rowIdentity } from '@/domain/feeds/rowIdentity'
import type { StockFeedRun } from '@/payload-types'
import { vehicleRevalidationTags } from '@/domain/cache/tags'
import { revalidateTagsFromJob } from '../cache/revalidateFromJob'
import { parseFeed, isRecordItem, FeedFileError } from '../feeds/parse'
import { reindexVehiclesWhere } from '../search/indexing'
import { recordFeedRun } from '../telemetry/metrics'
import { claimFeedRun } from './claim'
import { openFeedFile } from './files'
import { notifyHeldRun } from './notify'
import { photoBatcher, type PhotoBatcher } from './photoBatch'
import { photoLibrary, samePhotos, syncPhotos, type PhotoFailure } from './photos'
import { feedSettings, type FeedSettings } from './settings'
import { bulkCreateCars } from './bulkCreate'
import { feedIdOf, loadStock, matchCar, type StockIndex, type StoredCar } from './stock'
import { relationId } from '@/domain/relationId'

/** The first this many skipped rows and failed photos are kept on the run (all are counted). */
const KEEP_LISTED = 1000
/** Guard holds a marketer may release; an empty file or one without a required column never imports. */
const RELEASABLE = new Set(['truncated', 'too_many_removals'])

/** New cars are inserted this many at a time (bulkCreate.ts). */
const CREATE_BATCH = 100
/** Rows applied at once: photo downloads, media uploads and writes of different cars overlap. */
const ROWS_IN_FLIGHT = 4

class FeedBusyError extends Error {}

type Counts = Record<'rows' | 'created' | 'updated' | 'unchanged' | 'removed' | 'revived' | 'skipped' | 'photosFetched' | 'photosReused' | 'photosFailed', number>
const zeroCounts = (): Counts => ({ rows: 0, created: 0, updated: 0, unchanged: 0, removed: 0, revived: 0, skipped: 0, photosFetched: 0, photosReused: 0, photosFailed: 0 })

type Context = {
  payload: Payload
  run: StockFeedRun
  settings: FeedSettings
  stock: StockIndex
  counts: Counts
  skipped: { line: number; reason: string }[]
  /** Rows' warnings for the run report (the first KEEP_WARNINGS), and how many there were. */
  warnings: string[]
  warningCount: number
  photoFailures: PhotoFailure[]
  changedIds: Set<number>
  defaultLocation: number | null
  /** Every photo the dealer's cars have, by URL and by content hash. */
  library: ReturnType<typeof photoLibrary>
  /** Stores the run's new photos as the dealer's media, a batch at a time where it can (photoBatch.ts). */
  photos: PhotoBatcher
  /** New cars waiting for the next batch insert, with their feed line. */
  newCars: { line: number; data: Record<string, unknown> }[]
  /** The row being applied to each car, so two rows that reach one car apply in file order. */
  busyCars: Map<number, Promise<void>>
  /**
   * Search indexing of inserted cars, started as each batch is inserted so that its database waits
   * overlap the rest of the run (awaited before the run ends), and the cars it covers.
   */
  indexing: Promise<unknown>[]
  indexed: Set<number>
}

const WRITE_CONTEXT = (runId: number) => ({ stockFeedRun: runId, disableRevalidate: true, skipSearchIndex: true })

/** The first this many row warnings are listed in the run report; the rest are counted. */
const KEEP_WARNINGS = 20

function warn(ctx: Context, warning: string) {
  ctx.warningCount++
  if (ctx.warnings.length < KEEP_WARNINGS) ctx.warnings.push(warning)
}

/** The rows' warnings for the report, with a count of those not listed. */
function rowWarnings(ctx: Context): string[] {
  const more = ctx.warningCount - ctx.warnings.length
  return more > 0 ? [...ctx.warnings, `… and ${more} more warnings like these.`] : ctx.warnings
}

function skip(ctx: Context, line: number, reason: string) {
  ctx.counts.skipped++
  if (ctx.skipped.length < KEEP_LISTED) ctx.skipped.push({ line, reason })
}

/**
 * Pass 1: the row count, the file's columns, the ids of the dealer's cars the file lists, and the
 * lines of rows that name no car. Rows that cannot be imported still list their car (by the VIN or
 * stock number a lenient read recovered from a row the parser skipped), so it is not taken as gone.
 */
async function survey(ctx: Context, file: Parameters<typeof openFeedFile>[0]) {
  const { settings } = ctx
  const parse = parseFeed(openFeedFile(file), { format: settings.format, recordPath: settings.recordPath, encoding: settings.encoding })
  const listed = new Set<number>()
  const unnamed: number[] = []
  let rows = 0
  for await (const item of parse) {
    if (isRecordItem(item)) rows++
    else if (item.notVehicle) continue
    const identity = rowIdentity(isRecordItem(item) ? item.record : item.partial, settings.mapping)
    if (!identity) {
      unnamed.push(item.line)
      continue
    }
    const car = matchCar(ctx.stock, identity)
    if (car) listed.add(car.id)
  }
  return { rows, columns: [...parse.columns], listed, unnamed }
}

/** The run report's note on rows that name no car, which kept every missing car on the site. */
function unnamedWarning(lines: readonly number[]): string {
  const shown = lines.slice(0, 10).join(', ')
  const more = lines.length > 10 ? ` and ${lines.length - 10} more` : ''
  return `No car was taken off the site this run: line${lines.length === 1 ? '' : 's'} ${shown}${more} could not be read as a car with a stock number or VIN, so any car missing from the file may be there. Fix ${lines.length === 1 ? 'that row' : 'those rows'} in the DMS export.`
}

const feedCarState = (car: StoredCar): FeedCarState => ({
  key: String(car.id),
  status: String(car.status ?? ''),
  missedRuns: car.feed?.missedRuns ?? 0,
  removedByFeed: car.feed?.removedByFeed ?? null,
})

function feedGroup(car: StoredCar | undefined, changes: Record<string, unknown>) {
  const current = car?.feed ?? {}
  return { ...current, source: feedIdOf(car ?? ({} as StoredCar)) ?? undefined, ...changes }
}

/**
 * Creates the waiting new cars: in one insert (bulkCreate.ts), or, when that path cannot store them
 * as Payload would, one by one through Payload, which reports each failing row's reason.
 */
async function createNewCars(ctx: Context) {
  const batch = ctx.newCars.splice(0)
  const ids = await bulkCreateCars(ctx.payload, batch.map((c) => c.data))
  if (ids) {
    ctx.counts.created += ids.length
    for (const id of ids) {
      ctx.changedIds.add(id)
      ctx.indexed.add(id)
    }
    const indexing = createLocalReq({}, ctx.payload).then((req) => reindexVehiclesWhere(req, { id: { in: ids } }))
    // Handled here so a failure waits for the Promise.all at the end instead of crashing the process.
    indexing.catch(() => {})
    ctx.indexing.push(indexing)
    return
  }
  for (const { line, data } of batch) {
    try {
      const created = await ctx.payload.create({ collection: 'vehicles', data: data as never, depth: 0, overrideAccess: true, context: WRITE_CONTEXT(ctx.run.id) })
      ctx.counts.created++
      ctx.changedIds.add(created.id)
    } catch (error) {
      skip(ctx, line, `The car could not be saved: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/**
 * Waits until no earlier row is being applied to the car, and marks it busy until the returned
 * function is called. The mark is set before the first await, so rows queue in file order.
 */
async function waitForCar(ctx: Context, id: number): Promise<() => void> {
  const before = ctx.busyCars.get(id)
  let done!: () => void
  const mine = new Promise<void>((resolve) => (done = resolve))
  const turn = before ? before.then(() => mine) : mine
  ctx.busyCars.set(id, turn)
  if (before) await before
  return () => {
    done()
    if (ctx.busyCars.get(id) === turn) ctx.busyCars.delete(id)
  }
}

async function updateCar(ctx: Context, car: StoredCar, data: Record<string, unknown>) {
  await ctx.payload.update({ collection: 'vehicles', id: car.id, data, depth: 0, overrideAccess: true, context: WRITE_CONTEXT(ctx.run.id) })
  ctx.changedIds.add(car.id)
}

/** Pass 2, one row. */
async function applyRow(ctx: Context, line: number, record: Record<string, string>, mapping: FeedMapping, duplicates: ReturnType<typeof createDuplicateTracker>, decisions: Map<string, MissingDecision>) {
  const { settings } = ctx
  const row = normaliseRecord(record, mapping, { allowChassisNumbers: settings.allowChassisNumbers, photoSeparator: settings.photoSeparator })
  if (!row.ok) return skip(ctx, line, row.reason)
  for (const url of row.photos) {
    if (holdsSeveralUrls(url)) warn(ctx, `Line ${line}: the photo address "${url}" holds more than one address; check the feed's photo separator.`)
  }
  const duplicate = duplicates.check(line, { stocknum: row.vehicle.stocknum, vin: row.vehicle.vin })
  if (duplicate) return skip(ctx, line, duplicate)

  const car = matchCar(ctx.stock, row.vehicle)
  const owner = car ? feedIdOf(car) : null
  if (car && owner !== null && owner !== settings.id) {
    return skip(ctx, line, `Stock number ${row.vehicle.stocknum ?? ''} is managed by another of the dealer's feeds.`)
  }
  const branch = row.branchCode ? settings.branches.get(row.branchCode.trim().toUpperCase()) : undefined
  if (row.branchCode && branch === undefined && ctx.defaultLocation === null) {
    return skip(ctx, line, `Branch code "${row.branchCode}" is not one of the feed's branches: add it under Branches, or set a default location.`)
  }
  const location = branch ?? ctx.defaultLocation
  // Rows run a few at a time; two rows that reach the same car still apply in file order.
  const release = car ? await waitForCar(ctx, car.id) : undefined
  try {
    const locked = new Set(car?.feed?.locked ?? [])
    const name = [row.vehicle.year, row.vehicle.make, row.vehicle.model, row.vehicle.badge].filter(Boolean).join(' ')

    // Photos: fetched only when the car's photo URLs changed (and the photos are not locked).
    const photoColumn = sourceColumns(mapping, 'photos').length > 0
    const photosChanged = photoColumn && !locked.has('images') && !samePhotos(car?.feed?.photoSources, row.photos) && (row.photos.length > 0 || Boolean(car))
    let images: number[] | undefined
    let photoSources: unknown
    if (photosChanged) {
      const sync = await syncPhotos(row.photos, { alt: name, library: ctx.library, stocknum: row.vehicle.stocknum, create: ctx.photos.create })
      ctx.counts.photosFetched += sync.fetched
      ctx.counts.photosReused += sync.reused
      ctx.counts.photosFailed += sync.failed.length
      for (const f of sync.failed) if (ctx.photoFailures.length < KEEP_LISTED) ctx.photoFailures.push(f)
      images = sync.images
      photoSources = sync.sources
    } else if (photoColumn && !car) {
      images = []
      photoSources = []
    }

    if (!car) {
      if (location === null) return skip(ctx, line, 'The row has no branch code and the feed has no default location.')
      const heldForPhotos = settings.holdUntilPhotos && (images?.length ?? 0) === 0
      ctx.newCars.push({
        line,
        data: {
          ...(row.vehicle as Record<string, unknown>),
          tenant: settings.tenantId,
          location,
          status: 'in_stock',
          ...(images ? { images } : {}),
          show_on_dealer_website: !heldForPhotos,
          feed: { source: settings.id, locked: [], missedRuns: 0, heldForPhotos, photoSources: photoSources ?? [] },
        },
      })
      // A later row with the same VIN or stock number is a duplicate (the tracker said so), so the
      // stock index needs no entry for the new car.
      if (ctx.newCars.length >= CREATE_BATCH) await createNewCars(ctx)
      return
    }

    const patch: Record<string, unknown> = { ...diffVehicle(car, row.vehicle, locked) }
    if (location !== null && !locked.has('location') && !sameValue(car.location, location)) patch.location = location
    const feedChanges: Record<string, unknown> = {}
    if (owner === null) feedChanges.source = settings.id
    if (images && !sameValue(car.images ?? [], images)) patch.images = images
    if (photoSources !== undefined) feedChanges.photoSources = photoSources
    // Held for photos until the feed brings some.
    if (car.feed?.heldForPhotos && (images ?? car.images ?? []).length > 0) {
      patch.show_on_dealer_website = true
      feedChanges.heldForPhotos = false
    }
    const decision = decisions.get(String(car.id))
    if (decision) {
      Object.assign(patch, decision.patch)
      feedChanges.missedRuns = decision.state.missedRuns
      feedChanges.removedByFeed = decision.state.removedByFeed
      if (decision.kind === 'revived') ctx.counts.revived++
    }
    if (isEmptyPatch(patch) && Object.keys(feedChanges).length === 0) {
      ctx.counts.unchanged++
      return
    }
    try {
      await updateCar(ctx, car, { ...patch, feed: feedGroup(car, { source: settings.id, ...feedChanges }) })
      if (!isEmptyPatch(patch)) ctx.counts.updated++
      else ctx.counts.unchanged++
    } catch (error) {
      skip(ctx, line, `The car could not be saved: ${error instanceof Error ? error.message : String(error)}`)
    }
  } finally {
    release?.()
  }
}

async function finish(payload: Payload, run: StockFeedRun, data: Record<string, unknown>, feedStatus: Record<string, unknown>) {
  const updated = await payload.update({ collection: 'stock-feed-runs', id: run.id, data: { ...data, finishedAt: new Date().toISOString() }, overrideAccess: true })
  recordFeedRun(String(data.status ?? 'done'))
  // A run always names its feed (a required field).
  const feedId = relationId(run.feed)!
  const feed = await payload.findByID({ collection: 'stock-feeds', id: feedId, depth: 0, overrideAccess: true, select: { status: true } })
  await payload.update({
    collection: 'stock-feeds',
    id: feedId,
    data: { status: { ...(feed.status ?? {}), ...feedStatus } },
    overrideAccess: true,
    context: { stockFeedStatus: true },
  })
  return updated
}

const summaryOf = (c: Counts) =>
  `${c.rows} rows: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.removed} sold/withdrawn, ${c.skipped} skipped`

/**
 * Runs a queued run. `'busy'` when another run of the same feed is under way (the job retries later);
 * a run that is no longer queued (a retried job that already ran) is returned as it is.
 */
export async function runFeedImport(payload: Payload, runId: number): Promise<StockFeedRun> {
  let run = await payload.findByID({ collection: 'stock-feed-runs', id: runId, depth: 0, overrideAccess: true })
  const feedId = relationId(run.feed)!
  const claim = await claimFeedRun(payload, feedId, runId)
  if (claim === 'busy') throw new FeedBusyError(`Another run of stock feed ${feedId} is under way; this one waits.`)
  if (claim === 'not-queued') return run
  run = await payload.findByID({ collection: 'stock-feed-runs', id: runId, depth: 0, overrideAccess: true })
  const force = run.trigger === 'release'
  const counts = zeroCounts()
  try {
    const feed = await payload.findByID({ collection: 'stock-feeds', id: feedId, depth: 0, overrideAccess: true })
    const fileId = typeof run.file === 'object' && run.file ? run.file.id : run.file
    if (!fileId) throw new Error('The run has no file.')
    const file = await payload.findByID({ collection: 'stock-feed-files', id: fileId, depth: 0, overrideAccess: true })
    const settings = feedSettings(feed)
    const stock = await loadStock(payload, settings.tenantId)
    const locations = await payload.find({ collection: 'locations', where: { tenant: { equals: settings.tenantId } }, depth: 0, limit: 2, overrideAccess: true, select: { name: true } })
    const ctx: Context = {
      payload,
      run,
      settings,
      stock,
      counts,
      skipped: [],
      warnings: [],
      warningCount: 0,
      photoFailures: [],
      changedIds: new Set(),
      // A dealer with one location needs no branch codes.
      defaultLocation: settings.defaultLocation ?? (locations.totalDocs === 1 ? locations.docs[0]!.id : null),
      library: photoLibrary(stock.cars.map((c) => c.feed?.photoSources)),
      photos: photoBatcher(payload, settings.tenantId),
      newCars: [],
      busyCars: new Map(),
      indexing: [],
      indexed: new Set(),
    }

    // Pass 1 and the guard.
    const surveyed = await survey(ctx, file)
    counts.rows = surveyed.rows
    const feedCars = stock.cars.filter((c) => feedIdOf(c) === settings.id)
    const onSite = feedCars.filter((c) => !c.feed?.removedByFeed && c.status !== 'sold')
    // A row naming no car may be any missing car: then no car counts as missing (missing.ts).
    const everyRowNamed = surveyed.unnamed.length === 0
    const listedOnSite = settings.complete && everyRowNamed ? onSite.filter((c) => !surveyed.listed.has(c.id)).length : 0
    const guard = guardRun(
      { columns: surveyed.columns, mapping: settings.mapping, rowCount: surveyed.rows, lastGoodRowCount: settings.lastGoodRowCount, currentCarCount: onSite.length, missingCount: listedOnSite },
      settings.guard,
    )
    if (!guard.ok && !(force && RELEASABLE.has(guard.code))) {
      const held = await finish(
        payload,
        run,
        { status: 'held', heldReason: guard.reason, counts, summary: `Held: ${guard.reason}` },
        { lastRunStatus: 'held', heldRun: run.id },
      )
      await notifyHeldRun(payload, settings, held, guard.reason)
      return held
    }

    // Pass 2.
    const decisions = new Map<string, MissingDecision>()
    if (settings.complete) {
      const listedKeys = new Set([...surveyed.listed].map(String))
      for (const d of decideMissing(feedCars.map(feedCarState), listedKeys, new Date(), settings.missing, everyRowNamed)) decisions.set(d.key, d)
    }
    const { mapping } = presentMapping(settings.mapping, surveyed.columns)
    const duplicates = createDuplicateTracker()
    const parse = parseFeed(openFeedFile(file), { format: settings.format, recordPath: settings.recordPath, encoding: settings.encoding })
    const inFlight = new Set<Promise<void>>()
    let failure: unknown = null
    for await (const item of parse) {
      if (!isRecordItem(item)) {
        skip(ctx, item.line, item.error)
        continue
      }
      const task: Promise<void> = applyRow(ctx, item.line, item.record, mapping, duplicates, decisions)
        .catch((error: unknown) => void (failure ??= error))
        .finally(() => inFlight.delete(task))
      inFlight.add(task)
      if (inFlight.size >= ROWS_IN_FLIGHT) await Promise.race(inFlight)
      if (failure) break
    }
    await Promise.all(inFlight)
    if (failure) throw failure
    await createNewCars(ctx)
    ctx.skipped.sort((a, b) => a.line - b.line)
    // Cars the file did not list.
    for (const car of feedCars) {
      const decision = decisions.get(String(car.id))
      if (!decision || surveyed.listed.has(car.id)) continue
      await updateCar(ctx, car, { ...decision.patch, feed: feedGroup(car, { missedRuns: decision.state.missedRuns, removedByFeed: decision.state.removedByFeed }) })
      if (decision.kind === 'removed') counts.removed++
    }

    // Search (what the inserts did not already start) and caches once for the whole run.
    await Promise.all(ctx.indexing)
    const ids = [...ctx.changedIds]
    if (ids.length) {
      const req = await createLocalReq({}, payload)
      const rest = ids.filter((id) => !ctx.indexed.has(id))
      for (let i = 0; i < rest.length; i += 500) await reindexVehiclesWhere(req, { id: { in: rest.slice(i, i + 500) } })
      await revalidateTagsFromJob(ids.flatMap((id) => vehicleRevalidationTags({ id, tenant: settings.tenantId })))
    }
    const now = new Date().toISOString()
    const photoActivity = counts.photosFetched + counts.photosReused + counts.photosFailed > 0
    return await finish(
      payload,
      run,
      {
        status: force ? 'released' : 'ok',
        counts,
        skippedRows: ctx.skipped,
        photoFailures: ctx.photoFailures,
        warnings: [...(guard.ok ? guard.warnings : [guard.reason]), ...(settings.complete && !everyRowNamed ? [unnamedWarning(surveyed.unnamed)] : []), ...rowWarnings(ctx)],
        summary: summaryOf(counts),
      },
      { lastRunStatus: force ? 'released' : 'ok', lastImportedAt: now, lastGoodRowCount: counts.rows, heldRun: null, ...(photoActivity ? { lastPhotoSyncAt: now } : {}) },
    )
  } catch (error) {
    const message = error instanceof FeedFileError ? error.message : `The run failed: ${error instanceof Error ? error.message : String(error)}`
    payload.logger.error({ err: error, runId }, 'Stock feed run failed')
    return finish(payload, run, { status: 'failed', error: message, counts, summary: message }, { lastRunStatus: 'failed' })
  }
}
