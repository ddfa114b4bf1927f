/**
 * Guard rails on uploads (issue 17): an image bigger than a phone ever needs is resized on upload, one
 * still too heavy after that is refused with a message naming the dealer's limit, and alt text is
 * required. Real sharp, real PostgreSQL.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { MAX_IMAGE_EDGE } from '@/lib/media/refuseHeavyImages'
import { createTenant, getTestPayload } from './helpers'

let payload: Payload
let dealer: Tenant

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Media guards')
})

const upload = (data: Buffer, name: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'media',
    data: { alt: 'A white Hilux SR5 in the showroom', tenant: dealer.id, ...extra } as never,
    file: { data, mimetype: 'image/png', name, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

/** A smooth 4,000 × 3,000 picture: big in pixels, light once encoded. */
const smooth = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2a6fb0' } })
    .png()
    .toBuffer()

/** Random noise: no encoder can make this light, at any size. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer()

describe('image uploads', () => {
  it('resizes an image bigger than 2,560 px to fit, keeping its shape', async () => {
    const doc = await upload(await smooth(), 'showroom-wide.png')
    expect(Math.max(doc.width!, doc.height!)).toBe(MAX_IMAGE_EDGE)
    expect(doc.width! / doc.height!).toBeCloseTo(4 / 3, 2)
    expect(doc.mimeType).toBe('image/webp')
  })

  it('refuses an image still heavier than the dealer’s limit after resizing, naming the limit, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'media', where: { tenant: { equals: dealer.id } }, overrideAccess: true })).totalDocs
    const error = await upload(await noise(2000, 1500), 'noisy.png').catch((e: unknown) => e as { data?: { errors?: { message: string }[] } })
    const message = (error as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message ?? String(error)
    expect(message).toMatch(/over this site's limit of 1,500 KB for images \(too heavy for a phone\)/)
    expect((await payload.count({ collection: 'media', where: { tenant: { equals: dealer.id } }, overrideAccess: true })).totalDocs).toBe(before)
  })

  it('takes the limit from the dealer’s settings', async () => {
    const generous = await createTenant(payload, 'Generous limit', { settings: { media: { maxImageKB: 8000 } } } as never)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Workshop', tenant: generous.id },
      file: { data: await noise(2000, 1500), mimetype: 'image/png', name: 'workshop.png', size: 0 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(doc.filesize).toBeGreaterThan(1500 * 1024)
  })

  it('requires alt text', async () => {
    await expect(upload(await smooth(), 'no-alt.png', { alt: '' })).rejects.toThrow(/Alt/i)
  })
})
