/**
 * Backups (npm run backup / npm run restore): a dealer's site seeded through Payload (a page, a
 * vehicle with a photo in the S3 bucket), backed up to an S3 prefix, then changed (a page added, the
 * price changed, a photo added); restored into a fresh database and a fresh bucket, every row of every
 * table and every file of the backup is there byte for byte, and nothing made after it. Then Payload
 * starts on the restored database and serves the dealer's pages and the vehicle's photo.
 *
 * The server is the system's PostgreSQL (tests/int/systemPostgres.ts): pg_dump refuses a newer server,
 * and the embedded distribution ships no pg_dump. Payload's config reads DATABASE_URL and S3_* once, so
 * both are set before it is imported, and again before it is imported anew for the restored data.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'

import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Migration } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Media, Page, Tenant, Vehicle } from '@/payload-types'
import { getObject } from '@/lib/backup/mediaStore'
import { BackupDamagedError, restoreBackup, TargetNotEmptyError } from '@/lib/backup/restoreBackup'
import { takeBackup } from '@/lib/backup/takeBackup'
import { sha256Bytes } from '@/lib/backup/checksum'
import { startS3Simulator } from '../simulators/s3/server'
import { startSystemPostgres } from './systemPostgres'

const MEDIA = 'forecourt-media'
const RESTORED_MEDIA = 'forecourt-media-restored'
const BACKUPS = 'forecourt-backups'
const FROM = { kind: 's3' as const, bucket: BACKUPS, prefix: 'nightly/2026-12-07T0300' }

const server = await startSystemPostgres()
const s3 = await startS3Simulator(MEDIA)
const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
for (const bucket of [RESTORED_MEDIA, BACKUPS, 'forecourt-media-damaged']) await client.send(new CreateBucketCommand({ Bucket: bucket }))
const sourceUrl = await server.createDatabase('forecourt_source')
const restoredUrl = await server.createDatabase('forecourt_restored')
const damagedUrl = await server.createDatabase('forecourt_damaged')
Object.assign(process.env, s3.env, { DATABASE_URL: sourceUrl, PG_BIN_DIR: server.binDir })

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { migrations } = await import('../../migrations')
const { createCar, createLocation, createPage, createTenant } = await import('./helpers')

const trusted = { overrideAccess: true as const, context: { disableRevalidate: true } }

/** Every table's row count and a digest of its rows (in a stable order): equal digests, equal rows. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const { rows: tables } = await db.query<{ t: string }>("SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
    const out: Record<string, string> = {}
    for (const { t } of tables) {
      const { rows } = await db.query<{ n: string; h: string }>(`SELECT count(*) AS n, coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS h FROM ${t} x`)
      out[t] = `${rows[0]!.n}:${rows[0]!.h}`
    }
    return out
  } finally {
    await db.end()
  }
}

/** Every object of a bucket with its checksum. */
async function objects(bucket: string): Promise<Record<string, string>> {
  const listed = (await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []
  const out: Record<string, string> = {}
  for (const o of listed) out[o.Key!] = sha256Bytes((await getObject(client, bucket, o.Key!))!)
  return out
}

const jpeg = (hue: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="${hue}"/><circle cx="450" cy="300" r="200" fill="#fff"/></svg>`))
    .jpeg({ quality: 80 })
    .toBuffer()

async function upload(payload: Awaited<ReturnType<typeof getPayload>>, tenant: Tenant, name: string, hue: string): Promise<Media> {
  const data = await jpeg(hue)
  return (await payload.create({ collection: 'media', data: { alt: name, tenant: tenant.id } as never, file: { data, mimetype: 'image/jpeg', name, size: data.length }, ...trusted })) as Media
}

/** npm run restore as a person runs it; not spawnSync: the S3 server it talks to runs in this process. */
function restoreCli(args: string[], env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(path.resolve('node_modules/.bin/tsx'), ['scripts/restore.ts', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' }, (error, _stdout, stderr) =>
      resolve({ status: error ? ((error as { code?: number }).code ?? null) : 0, stderr }),
    )
  })
}

/**
 * destroy() leaves the adapter's pool open, and the server stopping under it would be an uncaught
 * error: the pool is told to end (not awaited: it waits for a connection Payload still holds) and its
 * connections' errors from then on are expected.
 */
async function closePayload(instance: Awaited<ReturnType<typeof getPayload>>) {
  await instance.destroy()
  const pool = (instance.db as unknown as { pool?: pg.Pool }).pool
  pool?.on('error', () => {})
  pool?.end().catch(() => {})
}

let payload: Awaited<ReturnType<typeof getPayload>>
let dealer: Tenant
let car: Vehicle
let photo: Media
let atBackup: { rows: Record<string, string>; files: Record<string, string> }

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  dealer = await createTenant(payload, 'Backup Motors')
  await createPage(payload, dealer, 'about-us')
  const yard = await createLocation(payload, dealer)
  photo = await upload(payload, dealer, 'front.jpg', '#0a3d62')
  car = await createCar(payload, dealer, yard, 'Toyota', { images: [photo.id] })
})

afterAll(async () => {
  client.destroy()
  await s3.stop()
  s3.remove()
  await server.stop()
})

describe('backup and restore', () => {
  it('backs up, and restores into a fresh database and bucket exactly what the backup holds', async () => {
    atBackup = { rows: await fingerprint(sourceUrl), files: await objects(MEDIA) }
    const backup = await takeBackup({ databaseUrl: sourceUrl, to: FROM })
    expect(backup.manifest.database.tables['public.vehicles']).toBe(1)
    expect(backup.manifest.media.files.map((f) => f.key).sort()).toEqual(Object.keys(atBackup.files).sort())
    expect(Object.keys(atBackup.files).length).toBeGreaterThan(1)
    expect(backup.summary).toMatch(new RegExp(`^Backup to s3://forecourt-backups/nightly/2026-12-07T0300: \\d+ tables, \\d+ rows, ${Object.keys(atBackup.files).length} files`))

    // After the backup: a page added, the price changed, a photo added.
    await createPage(payload, dealer, 'after-the-backup')
    await payload.update({ collection: 'vehicles', id: car.id, data: { price: 27_500 }, ...trusted })
    await upload(payload, dealer, 'rear.jpg', '#e58e26')
    expect(await fingerprint(sourceUrl)).not.toEqual(atBackup.rows)

    const restored = await restoreBackup({ databaseUrl: restoredUrl, from: FROM, force: false, env: { ...process.env, S3_BUCKET: RESTORED_MEDIA } })
    expect(restored.summary).toMatch(/^Restored s3:\/\/forecourt-backups\/nightly\/2026-12-07T0300 \(.+\): \d+ tables, \d+ rows, \d+ files in [\d.]+ s$/)
    expect(await fingerprint(restoredUrl)).toEqual(atBackup.rows)
    expect(await objects(RESTORED_MEDIA)).toEqual(atBackup.files)
  })

  it('refuses a target that is not empty, naming --force, and changes nothing', async () => {
    const attempt = restoreBackup({ databaseUrl: restoredUrl, from: FROM, force: false, env: { ...process.env, S3_BUCKET: RESTORED_MEDIA } })
    await expect(attempt).rejects.toThrow(TargetNotEmptyError)
    await expect(attempt).rejects.toThrow(/not empty: the database has \d+ tables .* and the bucket forecourt-media-restored has \d+ files\. .*add --force/)
    const cli = await restoreCli(['--from', 's3://forecourt-backups/nightly/2026-12-07T0300'], { DATABASE_URL: restoredUrl, S3_BUCKET: RESTORED_MEDIA })
    expect(cli.status, cli.stderr).toBe(1)
    expect(cli.stderr.trim().split('\n').pop()).toMatch(/^Restore failed: The restore target is not empty: .*--force/)
    const usage = await restoreCli(['--form', 'x'], {})
    expect([usage.status, usage.stderr.trim().split('\n').pop()]).toEqual([2, 'unknown argument "--form". usage: npm run restore -- --from <folder | s3://bucket/prefix> [--force]'])
    expect(await fingerprint(restoredUrl)).toEqual(atBackup.rows)
  })

  it('refuses a backup whose file does not match its checksum, writing nothing', async () => {
    const key = `${FROM.prefix}/media/${photo.filename}`
    const bytes = (await getObject(client, BACKUPS, key))!
    const changed = Buffer.from(bytes)
    changed[changed.length >> 1] ^= 0xff
    await client.send(new PutObjectCommand({ Bucket: BACKUPS, Key: key, Body: changed }))
    try {
      const attempt = restoreBackup({ databaseUrl: damagedUrl, from: FROM, force: false, env: { ...process.env, S3_BUCKET: 'forecourt-media-damaged' } })
      await expect(attempt).rejects.toThrow(BackupDamagedError)
      await expect(attempt).rejects.toThrow(new RegExp(`nothing was restored: ${photo.filename}: checksum`))
      expect(await fingerprint(damagedUrl)).toEqual({})
      expect(await objects('forecourt-media-damaged')).toEqual({})
    } finally {
      await client.send(new PutObjectCommand({ Bucket: BACKUPS, Key: key, Body: bytes }))
    }
  })

  it('starts the app on the restored data: the dealer’s pages and the vehicle’s photo', async () => {
    await closePayload(payload)
    Object.assign(process.env, { DATABASE_URL: restoredUrl, S3_BUCKET: RESTORED_MEDIA })
    vi.resetModules()
    const { default: restoredConfig } = await import('@payload-config')
    const { REST_GET } = await import('@payloadcms/next/routes')
    // Payload keeps one instance per process, and the REST handler asks for it: the one on the source
    // database, now closed, is forgotten so the handler gets the one on the restored data.
    ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
    const app = await (await import('payload')).getPayload({ config: restoredConfig })
    try {
      // A tenant's record is staff-only; its published pages and vehicles are public.
      const tenants = await app.find({ collection: 'tenants', where: { slug: { equals: dealer.slug } }, overrideAccess: true, depth: 0 })
      expect(tenants.docs.map((t) => t.name)).toEqual(['Backup Motors'])
      // As the site's renderer reads them: no user, access applied, a public site read.
      const site = { overrideAccess: false as const, context: { publicSite: true } }
      const pages = await app.find({ collection: 'pages', where: { tenant: { equals: dealer.id } }, depth: 0, ...site })
      expect(pages.docs.map((p: Page) => p.slug)).toEqual(['about-us'])
      const vehicle = await app.findByID({ collection: 'vehicles', id: car.id, depth: 1, ...site })
      expect(vehicle.price).toBe(30_000)
      const image = vehicle.images![0] as Media
      expect(image.filename).toBe(photo.filename)

      // The photo as a browser gets it from the dealer's site, from the restored bucket.
      const url = new URL(`http://localhost${image.url}`)
      const res = await REST_GET(restoredConfig)(new Request(url, { headers: { host: dealer.domains![0]!.domain } }), {
        params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
      })
      expect(res.status).toBe(200)
      expect(sha256Bytes(new Uint8Array(await res.arrayBuffer()))).toBe(atBackup.files[photo.filename!])
      const { readMediaFile } = await import('@/lib/storage/mediaFiles')
      const thumb = await readMediaFile(image.sizes!.thumbnail!.filename!, image, 10_000_000)
      expect(sha256Bytes(thumb!)).toBe(atBackup.files[image.sizes!.thumbnail!.filename!])
    } finally {
      await closePayload(app)
    }
  })
})
