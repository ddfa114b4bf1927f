/**
 * Media on S3-compatible storage: an image a marketer uploads through instance A lands in the bucket
 * (nothing on A's disk), and instance B serves it from the bucket on the dealer's own address, byte
 * for byte, though B never saw the upload. The cluster's instances share the s3rver's settings.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { expect, it } from 'vitest'

import type { S3Simulator } from '../../simulators/s3/server'
import { staffAuth } from '../harness/auth'
import type { Cluster } from '../harness/cluster'
import { request } from '../harness/http'

type Uploaded = { doc: { id: number; filename: string; url: string; mimeType: string } }

export function mediaOnS3(cluster: () => Cluster, s3: () => S3Simulator) {
  it('an image uploaded through instance A is stored in the S3 server and served by instance B from it', async () => {
    const { instances: [a, b], tenants, db, dir } = cluster()
    const { endpoint, env } = s3()
    const host = tenants.find((t) => t.slug === 'harbour-city')!.domains[0]!
    const tenantId = (await db.query<{ id: number }>(`SELECT id FROM tenants WHERE slug = 'harbour-city'`)).rows[0]!.id

    const auth = await staffAuth(a.url)

    const image = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1d6fa3' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `cluster-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A blue panel for the cluster test', tenant: tenantId }))
    const uploaded = await fetch(`${a.url}/api/media`, { method: 'POST', headers: auth, body: form })
    const body = await uploaded.text()
    expect(uploaded.status, body).toBe(201)
    const { doc } = JSON.parse(body) as Uploaded

    // In the bucket, under its plain name; not on A's disk.
    const client = new S3Client({ endpoint, region: env.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } })
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: doc.filename }))
      const stored = Buffer.from(await object.Body!.transformToByteArray())
      expect(stored.length).toBeGreaterThan(0)
      expect(existsSync(path.join(dir, 'instance-a', 'media', doc.filename))).toBe(false)

      // B serves it on the dealer's address, the same bytes as the bucket holds.
      const served = await request(`${b.url}${new URL(doc.url, b.url).pathname}`, { host })
      expect(served.status, served.text.slice(0, 300)).toBe(200)
      expect(served.headers['content-type']).toBe(doc.mimeType)
      expect(served.body.equals(stored)).toBe(true)
      expect(existsSync(path.join(dir, 'instance-b', 'media', doc.filename))).toBe(false)
    } finally {
      client.destroy()
    }
  })
}
