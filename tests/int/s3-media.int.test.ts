/**
 * Media on S3-compatible storage (issue 20), against a real s3rver on loopback and the shared test
 * PostgreSQL: an upload through Payload lands in the bucket (original and every sharp size, nothing
 * on local disk), is served through /api/media/file with the per-dealer checks, feeds the vehicle PDF
 * from the bucket, and a delete removes the objects; /api/ready checks the bucket.
 *
 * Payload's config reads S3_* when it is first imported, and each test file runs in its own process:
 * the server is started and the variables set before this file imports the config (dynamic imports).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media, Tenant } from '@/payload-types'
import { MEDIA_FILE_POLICY } from '@/domain/security/mediaPolicy'
import { startS3Simulator } from '../simulators/s3/server'

const BUCKET = 'forecourt-media-test'
const s3 = await startS3Simulator(BUCKET)
Object.assign(process.env, s3.env)

const { default: config } = await import('@payload-config')
const { REST_GET } = await import('@payloadcms/next/routes')
const { createTenant, getTestPayload } = await import('./helpers')
const { firstPhotoForPdf } = await import('@/components/vehicle/services/pdfPhoto')
const ready = await import('@/app/(site)/api/ready/route')

const client = new S3Client({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})

let payload: Awaited<ReturnType<typeof getTestPayload>>
let dealerA: Tenant
let dealerB: Tenant
let photo: Media

const hostOf = (t: Tenant) => t.domains![0]!.domain
const keys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).sort()
const objectBytes = async (key: string) =>
  Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray())
const filenames = (doc: Media) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter((f): f is string => Boolean(f)).sort()

/** A GET through the app's REST route handler, with the Host header a browser would send. */
function get(urlPath: string, host: string) {
  const url = new URL(`http://localhost${urlPath}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return REST_GET(config)(new Request(url, { headers: { host } }), { params: Promise.resolve({ slug }) })
}

/** A 2,000 × 1,200 JPEG with a gradient, so every size is really made and the bytes differ per size. */
const jpeg = () =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#0a3d62"/><stop offset="1" stop-color="#e58e26"/></linearGradient></defs><rect width="2000" height="1200" fill="url(#g)"/></svg>`))
    .jpeg({ quality: 85 })
    .toBuffer()

/** A JPEG uploaded as a dealer's media, as the admin's upload does. */
async function uploadPhoto(tenant: number, alt: string, name: string): Promise<Media> {
  const data = await jpeg()
  return (await payload.create({
    collection: 'media',
    data: { alt, tenant } as never,
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Media
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'S3 Media A')
  dealerB = await createTenant(payload, 'S3 Media B')
  photo = await uploadPhoto(dealerA.id, 'A blue and orange showroom wall', 'showroom-wall.jpg')
})

afterAll(async () => {
  client.destroy()
  await s3.stop()
  s3.remove()
})

describe('media on S3-compatible storage', () => {
  it('stores the upload and every sharp size in the bucket, and nothing on local disk', async () => {
    expect(Object.keys(photo.sizes ?? {}).sort()).toEqual(['card', 'hero', 'og', 'thumbnail'])
    expect(photo.sizes?.og).toMatchObject({ width: 1200, height: 630, mimeType: 'image/jpeg' })
    const stored = await keys()
    for (const name of filenames(photo)) expect(stored).toContain(name)
    const og = await sharp(await objectBytes(photo.sizes!.og!.filename!)).metadata()
    expect([og.format, og.width, og.height]).toEqual(['jpeg', 1200, 630])
    const original = await sharp(await objectBytes(photo.filename!)).metadata()
    expect([original.format, original.width]).toEqual(['webp', photo.width])
    for (const name of filenames(photo)) expect(existsSync(path.join(process.env.FORECOURT_DATA_DIR!, 'media', name))).toBe(false)
  })

  it('serves the files through /api/media/file on the dealer’s host, and refuses them on another dealer’s', async () => {
    expect(photo.url).toBe(`/api/media/file/${photo.filename}`)
    const own = await get(photo.url!, hostOf(dealerA))
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await own.arrayBuffer()).equals(await objectBytes(photo.filename!))).toBe(true)
    const thumb = await get(photo.sizes!.thumbnail!.url!, hostOf(dealerA))
    expect(thumb.status).toBe(200)
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320)
    expect((await get(photo.url!, hostOf(dealerB))).status).toBe(403)
    expect((await get(photo.sizes!.thumbnail!.url!, hostOf(dealerB))).status).toBe(403)
  })

  it('serves every file from the bucket sandboxed, loading nothing (issue 33), an SVG drawing included', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#e58e26"/></svg>')
    const logo = (await payload.create({
      collection: 'media',
      data: { alt: 'Dealer logo', tenant: dealerA.id } as never,
      file: { data: svg, mimetype: 'image/svg+xml', name: 'logo.svg', size: svg.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Media
    expect(await keys()).toContain(logo.filename)
    for (const [url, type] of [
      [logo.url!, 'image/svg+xml'],
      [photo.url!, 'image/webp'],
      [photo.sizes!.og!.url!, 'image/jpeg'],
    ] as const) {
      const res = await get(url, hostOf(dealerA))
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toBe(type)
      expect(res.headers.get('content-security-policy'), url).toBe(MEDIA_FILE_POLICY)
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
    }
  })

  it('gives the vehicle PDF its photo from the bucket', async () => {
    const pdfPhoto = await firstPhotoForPdf({ images: [photo] })
    expect(pdfPhoto?.type).toBe('jpeg')
    expect(Buffer.from(pdfPhoto!.bytes).equals(await objectBytes(photo.sizes!.og!.filename!))).toBe(true)
  })

  it('removes the file and its sizes from the bucket when the media is deleted', async () => {
    const doomed = await uploadPhoto(dealerB.id, 'To be deleted', 'doomed.jpg')
    const names = filenames(doomed)
    expect(names.length).toBe(5)
    for (const name of names) expect(await keys()).toContain(name)
    await payload.delete({ collection: 'media', id: doomed.id, overrideAccess: true, context: { disableRevalidate: true } })
    const left = await keys()
    for (const name of names) expect(left).not.toContain(name)
    for (const name of filenames(photo)) expect(left).toContain(name)
  })

  it('is ready while the bucket answers, and ready but degraded, naming S3, when it does not', async () => {
    const up = await ready.GET()
    expect(up.status).toBe(200)
    expect(((await up.json()) as { checks: { name: string; ok: boolean }[] }).checks).toContainEqual(expect.objectContaining({ name: 's3', ok: true }))
    await s3.stop()
    const down = await ready.GET()
    // Pages still serve without the bucket, and every instance shares it: not a reason to leave the balancer.
    expect(down.status).toBe(200)
    const body = (await down.json()) as { status: string; message: string; degraded: string[]; checks: { name: string; ok: boolean }[] }
    expect({ status: body.status, degraded: body.degraded }).toEqual({ status: 'degraded', degraded: ['s3'] })
    expect(body.message).toMatch(/^Ready without: s3 \(bucket forecourt-media-test: /)
    expect(body.checks).toEqual([expect.objectContaining({ name: 'database', ok: true }), expect.objectContaining({ name: 's3', ok: false })])
  })
})
