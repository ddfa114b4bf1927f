/**
 * The demo dealers' stock: vehicles from the deterministic generator (tenants/demo/inventory), with their
 * photos uploaded once per dealer and shared between that dealer's vehicles.
 *
 * Speed matters here (it runs on every fresh database): existing records are looked up in one query
 * per dealer instead of one per record, creates ask for `depth: 0` and only the id back, and the
 * search index is skipped per vehicle and rebuilt once by the caller (index.ts).
 * Idempotent: vehicles are found by tenant and stock number, photos by tenant and file name.
 *
 * SEED_STOCK_SCALE (0 to 1, default 1) shrinks every dealer's stock, and with it the photos to
 * upload, for a quicker cold start where a full lot is not needed (0 seeds no vehicles).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { generateStock, type StockVehicle } from '../inventory/generate'
import { altFor, STOCK_ASSETS_DIR } from '../inventory/images'
import { DEMO_STOCK_PROFILES } from '../inventory/profiles'
import { tallyMany, type SeedApi } from './api'
import type { DealerSlug } from './dealers'

/** How many vehicles the seed gives a dealer: its profile count, scaled by SEED_STOCK_SCALE. */
export function seededStockCount(profileCount: number, env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.SEED_STOCK_SCALE ?? 1)
  return Math.round(profileCount * (Number.isFinite(scale) ? Math.min(1, Math.max(0, scale)) : 1))
}

/** The vehicles the seed gives a dealer at `now` (pure, so the range can be checked against them). */
export function dealerStock(dealer: DealerSlug, now: number, env: NodeJS.ProcessEnv = process.env): StockVehicle[] {
  const profile = DEMO_STOCK_PROFILES.find((p) => p.dealer === dealer)
  const count = profile ? seededStockCount(profile.count, env) : 0
  return profile && count > 0 ? generateStock(profile, { now, count }) : []
}

/** Library file → this dealer's media file name (names are unique across all dealers' media). */
export const stockMediaName = (dealer: DealerSlug, file: string) => `${dealer}-${file}`

/** Uploads the library photos the dealer's vehicles use and that it does not have yet; returns media ids by library file. */
async function seedStockPhotos(api: SeedApi, dealer: DealerSlug, tenantId: number, files: string[]): Promise<Map<string, number>> {
  const { payload, opts } = api
  const names = files.map((f) => stockMediaName(dealer, f))
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ tenant: { equals: tenantId } }, { filename: { in: names } }] },
    select: { filename: true },
    pagination: false,
    depth: 0,
    ...opts,
  })
  const byName = new Map(found.docs.map((d) => [d.filename, d.id]))
  const ids = new Map<string, number>()
  let created = 0
  for (const file of files) {
    const name = stockMediaName(dealer, file)
    let id = byName.get(name)
    if (id === undefined) {
      const data = await readFile(path.join(STOCK_ASSETS_DIR, file))
      const doc = await payload.create({
        collection: 'media',
        data: { alt: altFor(file), tenant: tenantId },
        file: { data, mimetype: 'image/webp', name, size: data.length },
        // Keeps the name even if a since-wiped database left a file of that name behind.
        overwriteExistingFiles: true,
        depth: 0,
        select: { filename: true },
        ...opts,
      })
      id = doc.id
      created++
    }
    ids.set(file, id)
  }
  tallyMany(api, 'media', created, files.length - created)
  return ids
}

/** Creates the dealer's missing vehicles; returns how many were created. */
export async function seedDealerStock(api: SeedApi, dealer: DealerSlug, tenantId: number, locationIds: Record<string, number>, now: number): Promise<number> {
  const stock = dealerStock(dealer, now)
  if (stock.length === 0) return 0
  const { payload, opts } = api
  const existing = await payload.find({
    collection: 'vehicles',
    where: { tenant: { equals: tenantId } },
    select: { stocknum: true },
    pagination: false,
    depth: 0,
    ...opts,
  })
  const have = new Set(existing.docs.map((d) => d.stocknum))
  const missing = stock.filter((v) => !have.has(v.stocknum))
  const t0 = Date.now()
  const photos = await seedStockPhotos(api, dealer, tenantId, [...new Set(missing.flatMap((v) => v.images))].sort())
  const t1 = Date.now()
  for (const { location, images, ...vehicle } of missing) {
    const locationId = locationIds[location]
    if (locationId === undefined) throw new Error(`Stock for ${dealer} refers to unknown location ${location}`)
    await payload.create({
      collection: 'vehicles',
      data: { ...vehicle, tenant: tenantId, location: locationId, images: images.map((f) => photos.get(f)!) },
      depth: 0,
      select: { stocknum: true },
      ...opts,
      // The search index is rebuilt once for all seeded dealers (index.ts), not per vehicle.
      context: { ...opts.context, skipSearchIndex: true },
    })
  }
  tallyMany(api, 'vehicles', missing.length, stock.length - missing.length)
  if (missing.length) {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    payload.logger.info(`Stock for ${dealer}: ${photos.size} photos checked or uploaded in ${s(t1 - t0)}, ${missing.length} vehicles created in ${s(Date.now() - t1)}`)
  }
  return missing.length
}
