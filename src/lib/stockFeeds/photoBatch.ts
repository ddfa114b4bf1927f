/**
 * A feed run's new photo media, inserted a batch at a time (issue 16: a 10,000-row first import with
 * a photo per car within 60 s on two cores; payload.create costs ~23 ms of mostly main-thread work a
 * photo). Stored exactly as payload.create stores them (photoFiles.ts makes the same files and file
 * fields; tests/int/stock-feeds-photos.int.test.ts compares both paths), and otherwise through
 * payload.create, one by one, which also reports the photo's own error:
 * - whenever the media collection is not the one this path knows: a storage adapter (S3), a hook or
 *   field it does not have today, versions;
 * - for a photo photoFiles.ts can't reproduce (an image that needs resizing, WebP/AVIF/GIF, one over
 *   the lowest size limit a dealer may set);
 * - for a photo whose file name is taken (Payload would add "-1"), or when the batch insert fails.
 * A batcher belongs to one run, so to one dealer: every row it inserts carries that dealer's tenant.
 */
import { access, mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getTableColumns, inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload, SanitizedCollectionConfig } from 'payload'

import { checkUploadedFile } from '../media/checkUpload'
import { refuseHeavyImages } from '../media/refuseHeavyImages'
import { guardTenantAssignment } from '@/access/tenantScoped'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../cache/tenantHooks'
import { photoFiles, uploadConfigBlocker, type PhotoFiles } from './photoFiles'

export type NewPhoto = { data: Buffer; mimetype: string; name: string; alt: string }
type Table = Parameters<typeof getTableColumns>[0]
type Row = Record<string, unknown>
type Insertable = { insert: (t: Table) => { values: (r: Row[]) => { returning: (f: Row) => Promise<Row[]> } } }

/** Photos inserted at once at most; a batch also closes when the photos arriving together are in. */
const BATCH = 50

/** The collection's hooks today; any other (a storage plugin's, say) may do what this path does not. */
const KNOWN_HOOKS: Record<string, readonly unknown[]> = {
  beforeOperation: [checkUploadedFile],
  beforeChange: [guardTenantAssignment, refuseHeavyImages],
  afterChange: [revalidateTenantAfterChange],
  afterDelete: [revalidateTenantAfterDelete],
}
/**
 * Its fields today: alt, the dealer, Payload's own upload fields, and the storage plugin's `prefix` and
 * `_objectKey` (installed on local disk too, src/lib/storage/mediaStorage.ts).
 */
const KNOWN_FIELDS = new Set(['id', 'tenant', 'alt', 'updatedAt', 'createdAt', 'url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes', 'prefix', '_objectKey'])
/**
 * Fields whose hooks are a plugin's or Payload's own, mirrored here (the URLs: photoFiles.ts). The
 * storage plugin's prefix hook turns an upload's empty prefix into the collection's, which is '' on
 * local disk (an adapter stops this path anyway): the row gets the field's default, checked to be ''.
 * `_objectKey` is written only by the plugin's S3 hooks, so a row on local disk leaves it null.
 */
const HOOKED_FIELDS = new Set(['tenant', 'url', 'thumbnailURL', 'sizes', 'prefix'])
/**
 * The multi-tenant plugin's beforeValidate hook (enforceTenantMembership) is a closure, so it is
 * known by what it calls; it lets every local API write without a user through, as a feed run is.
 */
const isTenantMembershipHook = (hook: unknown) => typeof hook === 'function' && hook.toString().includes('isValidTenantAssignment')

/** Why the media collection's creates can't be reproduced here, or null when they can. */
export function mediaBlocker(payload: Payload): string | null {
  const collection = payload.collections.media?.config as SanitizedCollectionConfig | undefined
  if (!collection) return 'no media collection'
  if (collection.versions) return 'media keep versions'
  for (const [name, hooks] of Object.entries(collection.hooks ?? {})) {
    const list = ((hooks as unknown[] | undefined) ?? []).filter((hook) => !(name === 'beforeValidate' && isTenantMembershipHook(hook)))
    const known = KNOWN_HOOKS[name] ?? []
    if (list.length !== known.length || list.some((hook, i) => hook !== known[i])) return `media ${name} hooks this path does not know`
  }
  for (const field of collection.flattenedFields) {
    if (!KNOWN_FIELDS.has(field.name)) return `media field ${field.name} this path does not know`
    if (field.name === 'prefix' && (field as { defaultValue?: unknown }).defaultValue !== '') return 'media files under a prefix'
    if (!HOOKED_FIELDS.has(field.name) && 'hooks' in field && Object.values(field.hooks ?? {}).some((h) => (h as unknown[] | undefined)?.length)) {
      return `media field ${field.name} has hooks`
    }
  }
  return uploadConfigBlocker(collection.upload)
}

/** The main-table row: each field under its column key (groups flattened as `sizes_card_width`). */
function rowOf(columns: Set<string>, tenantId: number, alt: string, files: PhotoFiles): Row {
  const row: Row = { tenant: tenantId, alt }
  const put = (key: string, value: unknown) => {
    if (!columns.has(key)) throw new Error(`No media column for "${key}".`)
    row[key] = value
  }
  if (columns.has('prefix')) put('prefix', '')
  for (const [name, value] of Object.entries(files.fields)) {
    if (name !== 'sizes') put(name, value)
    else for (const [size, record] of Object.entries(value as Record<string, Row>)) for (const [k, v] of Object.entries(record)) put(`sizes_${size}_${k}`, v)
  }
  return row
}

const exists = (file: string) => access(file).then(() => true, () => false)

/**
 * One run's photo creator: `create` resolves to the new media document's id, or rejects with the
 * reason payload.create gave. Photos that arrive together (the run applies a few rows at a time) are
 * inserted together. STOCK_FEEDS_PHOTOS_ONE_BY_ONE=true forces payload.create (the bench compares).
 */
export function photoBatcher(payload: Payload, tenantId: number) {
  const blocker = process.env.STOCK_FEEDS_PHOTOS_ONE_BY_ONE === 'true' ? 'STOCK_FEEDS_PHOTOS_ONE_BY_ONE' : mediaBlocker(payload)
  let queue: { photo: NewPhoto; resolve: (id: number) => void; reject: (e: unknown) => void }[] = []
  let scheduled = false
  let folderReady: Promise<unknown> | null = null
  /** How many photos each path stored (the tests and the bench tell them apart by this). */
  const stats = { batched: 0, viaPayload: 0 }

  const viaPayload = (photo: NewPhoto) => {
    stats.viaPayload++
    return payload
      .create({
        collection: 'media',
        data: { alt: photo.alt, tenant: tenantId },
        file: { data: photo.data, mimetype: photo.mimetype, name: photo.name, size: photo.data.length },
        overrideAccess: true,
        depth: 0,
        // Only the id is needed back; a media document is one INSERT, so its own transaction would
        // only add two round trips per photo.
        select: { alt: true },
        disableTransaction: true,
        context: { disableRevalidate: true },
      })
      .then((doc) => doc.id)
  }

  /** Inserts what it can of the batch; the ids in order, `null` where payload.create must do it. */
  async function insertBatch(photos: NewPhoto[]): Promise<(number | null)[]> {
    const upload = payload.collections.media.config.upload as NonNullable<SanitizedCollectionConfig['upload']>
    const made = await Promise.all(photos.map((p) => photoFiles(payload, upload, p).catch(() => null)))
    const db = payload.db as unknown as PostgresAdapter
    const table = db.tables.media as Table
    const columns = getTableColumns(table)
    const names = made.flatMap((m) => (m ? [String(m.fields.filename)] : []))
    // getSafeFileName's check, for the whole batch: a name any document or file already has is taken.
    const taken = new Set<string>()
    if (names.length) {
      const rows = (await (db.drizzle as unknown as { select: (f: Row) => { from: (t: Table) => { where: (w: unknown) => Promise<Row[]> } } })
        .select({ filename: columns.filename })
        .from(table)
        .where(inArray(columns.filename as never, names))) as { filename: string }[]
      for (const r of rows) taken.add(r.filename)
    }
    const staticDir = upload.staticDir!
    const chosen: { index: number; files: PhotoFiles; row: Row }[] = []
    const keys = new Set(Object.keys(columns))
    for (const [index, files] of made.entries()) {
      // alt is required, at most 200 characters: Payload gives the error for one that isn't.
      const alt = photos[index]!.alt
      if (!files || !alt.trim() || alt.length > 200) continue
      const name = String(files.fields.filename)
      if (taken.has(name) || (await exists(path.join(staticDir, name)))) continue
      taken.add(name)
      chosen.push({ index, files, row: rowOf(keys, tenantId, alt, files) })
    }
    const ids: (number | null)[] = photos.map(() => null)
    if (!chosen.length) return ids
    // Rows first, in a transaction that commits only once the files are written: a name another run
    // takes at the same moment fails on the unique filename index before either writes a file, so
    // no batch ever removes or overwrites a file another document names.
    const written: string[] = []
    try {
      const drizzle = db.drizzle as unknown as { transaction: <T>(fn: (tx: Insertable) => Promise<T>) => Promise<T> }
      const inserted = await drizzle.transaction(async (tx) => {
        const rows = await tx.insert(table).values(chosen.map((c) => c.row)).returning({ id: columns.id, filename: columns.filename })
        // Made once a run (a vanished folder fails the write, and payload.create makes it again).
        await (folderReady ??= mkdir(staticDir, { recursive: true }))
        await Promise.all(
          chosen.flatMap((c) =>
            c.files.files.map(async (f) => {
              const file = path.join(staticDir, f.name)
              await writeFile(file, f.data)
              written.push(file)
            }),
          ),
        )
        return rows
      })
      // Matched by file name (unique in the batch), not by the order RETURNING happens to give.
      const byName = new Map(inserted.map((r) => [String(r.filename), Number(r.id)]))
      for (const c of chosen) ids[c.index] = byName.get(String(c.files.fields.filename)) ?? null
      stats.batched += ids.filter((id) => id !== null).length
      return ids
    } catch (error) {
      await Promise.all(written.map((f) => unlink(f).catch(() => undefined)))
      payload.logger.info(`Stock feed: ${chosen.length} photos created one by one (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`)
      return photos.map(() => null)
    }
  }

  async function flush() {
    scheduled = false
    const batch = queue
    queue = []
    let ids: (number | null)[] = batch.map(() => null)
    try {
      ids = await insertBatch(batch.map((b) => b.photo))
    } catch (error) {
      payload.logger.info(`Stock feed: ${batch.length} photos created one by one (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`)
    }
    // After the batch's insert, so Payload sees the names the batch took and picks the next free one.
    await Promise.all(
      batch.map(async (b, i) => {
        const id = ids[i]
        if (id !== null && id !== undefined) return b.resolve(id)
        await viaPayload(b.photo).then(b.resolve, b.reject)
      }),
    )
  }

  return {
    /** Why this run's photos go through payload.create, or null when they are batched. */
    blocker,
    stats,
    create(photo: NewPhoto): Promise<number> {
      if (blocker) return viaPayload(photo)
      return new Promise<number>((resolve, reject) => {
        queue.push({ photo, resolve, reject })
        if (queue.length >= BATCH) void flush()
        else if (!scheduled) {
          scheduled = true
          // The photos whose downloads finish in this turn of the event loop join the batch.
          setImmediate(() => void (queue.length ? flush() : (scheduled = false)))
        }
      })
    },
  }
}

export type PhotoBatcher = ReturnType<typeof photoBatcher>
