/**
 * The stock feed's batched photo media (src/lib/stockFeeds/photoBatch.ts, photoFiles.ts) store exactly
 * what payload.create stores for the same photo (the same row and the same files on disk), fall back
 * to payload.create for what they can't reproduce, and never write another dealer's media.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, SanitizedCollectionConfig } from 'payload'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Media, Tenant } from '@/payload-types'
import { mediaBlocker, photoBatcher } from '@/lib/stockFeeds/photoBatch'
import { uploadConfigBlocker } from '@/lib/stockFeeds/photoFiles'
import { poolOf } from '@/lib/search/db'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let dealer: Tenant
let other: Tenant
let staticDir: string

/** A JPEG of this size with some detail (a flat colour would encode to almost nothing). */
const jpeg = (width: number, height: number, colour = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f2c14e"/></svg>`), top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer()

const name = (prefix: string) => `${unique(prefix).toLowerCase()}.jpg`

const viaPayload = (data: Buffer, fileName: string, tenant = dealer) =>
  payload.create({
    collection: 'media',
    data: { alt: '2021 Toyota Corolla', tenant: tenant.id },
    file: { data, mimetype: 'image/jpeg', name: fileName, size: data.length },
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
  })

/** The stored row, as PostgreSQL has it. */
async function row(id: number): Promise<Record<string, unknown>> {
  const { rows } = await poolOf(payload).query('select * from media where id = $1', [id])
  return rows[0] as Record<string, unknown>
}

/** A row without what differs between any two documents: id, times, and the file names' stems (in names and URLs). */
function comparable(r: Record<string, unknown>, stem: string): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = r
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.replace(stem, 'STEM') : v]))
}

/** Every file a media document names (the upload and its image sizes), by size name. */
async function filesOf(doc: Media): Promise<Record<string, Buffer | null>> {
  const names: Record<string, string | null | undefined> = { original: doc.filename }
  for (const [size, record] of Object.entries(doc.sizes ?? {})) names[size] = (record as { filename?: string | null } | undefined)?.filename
  const files: Record<string, Buffer | null> = {}
  for (const [size, file] of Object.entries(names)) files[size] = file ? await readFile(path.join(staticDir, file)) : null
  return files
}

const find = (id: number) => payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Photo Batch Motors')
  other = await createTenant(payload, 'Other Photo Motors')
  staticDir = (payload.collections.media.config.upload as { staticDir: string }).staticDir
}, 180_000)

afterEach(() => {
  delete process.env.STOCK_FEEDS_PHOTOS_ONE_BY_ONE
})

describe('photoBatcher', () => {
  it('batches today’s media collection', () => {
    expect(mediaBlocker(payload)).toBeNull()
    expect(photoBatcher(payload, dealer.id).blocker).toBeNull()
  })

  it('stores a photo exactly as payload.create does: the same row and the same files', async () => {
    // Larger than the thumbnail, card and Open Graph sizes, smaller than the hero: both kinds of size.
    const data = await jpeg(1300, 900)
    const a = await viaPayload(data, name('via-payload'))
    const batcher = photoBatcher(payload, dealer.id)
    const id = await batcher.create({ data, mimetype: 'image/jpeg', name: name('via-batch'), alt: '2021 Toyota Corolla' })
    expect(batcher.stats).toEqual({ batched: 1, viaPayload: 0 })
    const b = await find(id)
    expect(b.filename).toMatch(/^via-batch-.*\.webp$/)
    expect(b.sizes?.card?.width).toBe(640)
    expect(b.sizes?.hero?.filename).toBeNull()
    const stemOf = (doc: Media) => doc.filename!.replace(/\.webp$/, '')
    expect(comparable(await row(b.id), stemOf(b))).toEqual(comparable(await row(a.id), stemOf(a)))
    const { id: _a, createdAt: _ac, updatedAt: _au, ...apiA } = await find(a.id)
    const { id: _b, createdAt: _bc, updatedAt: _bu, ...apiB } = b
    expect(JSON.stringify(apiB).replaceAll(stemOf(b), 'STEM')).toBe(JSON.stringify(apiA).replaceAll(stemOf(a), 'STEM'))
    expect(await filesOf(b)).toEqual(await filesOf(await find(a.id)))
  })

  it('stores a small photo (every image size omitted) the same way too', async () => {
    const data = await jpeg(160, 120)
    const a = await viaPayload(data, name('small-payload'))
    const batcher = photoBatcher(payload, dealer.id)
    const b = await find(await batcher.create({ data, mimetype: 'image/jpeg', name: name('small-batch'), alt: '2021 Toyota Corolla' }))
    expect(batcher.stats).toEqual({ batched: 1, viaPayload: 0 })
    const stemOf = (doc: Media) => doc.filename!.replace(/\.webp$/, '')
    expect(comparable(await row(b.id), stemOf(b))).toEqual(comparable(await row(a.id), stemOf(a)))
    expect(await filesOf(b)).toEqual(await filesOf(a))
  })

  it('leaves to payload.create an image that needs resizing, a taken name and a WebP, with Payload’s result', async () => {
    const batcher = photoBatcher(payload, dealer.id)
    const big = await jpeg(3000, 2000)
    // Without a number at its end, so Payload's next free name is predictable: "-1" added.
    const taken = `${unique('taken').toLowerCase()}-x.jpg`
    await viaPayload(await jpeg(200, 100), taken)
    const webp = await sharp(await jpeg(300, 200)).webp().toBuffer()
    const [resized, renamed, fromWebp] = await Promise.all([
      batcher.create({ data: big, mimetype: 'image/jpeg', name: name('big'), alt: 'Big' }),
      batcher.create({ data: await jpeg(200, 100, '#aa3333'), mimetype: 'image/jpeg', name: taken, alt: 'Taken' }),
      batcher.create({ data: webp, mimetype: 'image/webp', name: name('webp').replace(/jpg$/, 'webp'), alt: 'WebP' }),
    ])
    expect(batcher.stats).toEqual({ batched: 0, viaPayload: 3 })
    expect((await find(resized)).width).toBe(2560)
    // Payload's own name for a taken one: the next free number.
    expect((await find(renamed)).filename).toBe(taken.replace(/\.jpg$/, '-1.webp'))
    expect((await find(fromWebp)).mimeType).toBe('image/webp')
  })

  it('reports the error payload.create gives for a photo it refuses', async () => {
    await expect(photoBatcher(payload, dealer.id).create({ data: Buffer.from('not an image at all'), mimetype: 'image/jpeg', name: name('junk'), alt: 'Junk' })).rejects.toThrow()
  })

  it('never writes another dealer’s media: each batch carries its own dealer', async () => {
    const mine = photoBatcher(payload, dealer.id)
    const theirs = photoBatcher(payload, other.id)
    const ids = await Promise.all([
      ...[0, 1, 2].map(async (i) => ({ tenant: dealer.id, id: await mine.create({ data: await jpeg(160 + i, 120), mimetype: 'image/jpeg', name: name(`mine-${i}`), alt: 'Mine' }) })),
      ...[0, 1, 2].map(async (i) => ({ tenant: other.id, id: await theirs.create({ data: await jpeg(170 + i, 120), mimetype: 'image/jpeg', name: name(`theirs-${i}`), alt: 'Theirs' }) })),
    ])
    for (const { tenant, id } of ids) expect((await find(id)).tenant).toBe(tenant)
    expect([mine.stats.batched, theirs.stats.batched]).toEqual([3, 3])
  })

  it('goes through payload.create when the collection keeps files in a storage adapter or has hooks it does not know', async () => {
    const config = payload.collections.media.config as SanitizedCollectionConfig
    const upload = config.upload as NonNullable<SanitizedCollectionConfig['upload']>
    expect(uploadConfigBlocker({ ...upload, disableLocalStorage: true })).toMatch(/adapter/)
    const withHook = { collections: { media: { config: { ...config, hooks: { ...config.hooks, afterChange: [...(config.hooks.afterChange ?? []), () => undefined] } } } } }
    expect(mediaBlocker(withHook as unknown as Payload)).toMatch(/afterChange/)
    process.env.STOCK_FEEDS_PHOTOS_ONE_BY_ONE = 'true'
    expect(photoBatcher(payload, dealer.id).blocker).toBe('STOCK_FEEDS_PHOTOS_ONE_BY_ONE')
  })
})
