/**
 * The stock feed endpoints (collections/StockFeeds), under /api/stock-feeds/{id}/…:
 *   POST upload    staff: a file from the admin → stored, run queued; answers { runId }
 *   POST ingest    the DMS: the file as the body (or multipart "file"), Authorization: Bearer {key}
 *   POST push-key  staff: a new push key, shown once; only its hash is kept
 *   POST release   staff: imports the feed's held run anyway (once)
 * Staff endpoints read the feed with the user's own access (overrideAccess: false), so the
 * multi-tenant plugin's narrowing applies: another dealer's feed is a 404. Nothing here imports: runs
 * happen in the job queue.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'

import type { StockFeed } from '@/payload-types'
import { queueRun, receiveFeedFile } from './files'
import { MAX_FEED_BYTES } from './limits'
import { relationId } from '@/domain/relationId'
import { answer } from '../api/answer'

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')


/** The feed the signed-in staff member may see, with its dealer's id (every feed has one); else the answer to send. */
async function staffFeed(req: PayloadRequest): Promise<(StockFeed & { tenantId: number }) | Response> {
  if (!req.user) return answer(401, { error: 'Sign in to the admin first.' })
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return answer(404, { error: 'Unknown stock feed.' })
  try {
    const feed = await req.payload.findByID({ collection: 'stock-feeds', id, depth: 0, req, overrideAccess: false })
    const tenantId = relationId(feed.tenant)
    return tenantId === null ? answer(404, { error: 'Unknown stock feed.' }) : { ...feed, tenantId }
  } catch {
    return answer(404, { error: 'Unknown stock feed.' })
  }
}

const upload: Endpoint = {
  path: '/:id/upload',
  method: 'post',
  handler: async (req) => {
    const feed = await staffFeed(req)
    if (feed instanceof Response) return feed
    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file?.data?.length) return answer(400, { error: 'Choose a feed file (CSV, TSV, XML or JSON) to upload.' })
    if (file.data.length > MAX_FEED_BYTES) return answer(413, { error: 'The file is larger than 300 MB.' })
    const run = await receiveFeedFile(req.payload, { id: feed.id, tenantId: feed.tenantId }, { data: file.data, name: file.name, mimetype: file.mimetype }, 'upload')
    return answer(202, { runId: run.id })
  },
}

const ingest: Endpoint = {
  path: '/:id/ingest',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    const key = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
    const unauthorised = () => answer(401, { error: 'A valid push key is needed: Authorization: Bearer {key}.' })
    // An id PostgreSQL's integer key can't hold is no feed (and no query).
    if (!key || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return unauthorised()
    const feed = await req.payload.findByID({ collection: 'stock-feeds', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
    const stored = feed?.pushKeyHash
    // Same answer for an unknown feed and a wrong key: a caller learns nothing about which feeds exist.
    if (!feed || !stored || !timingSafeEqual(Buffer.from(hashKey(key), 'hex'), Buffer.from(stored, 'hex'))) return unauthorised()
    if (feed.enabled === false || feed.source !== 'push') return answer(403, { error: 'This feed does not take pushes: in the admin, set its source to "Files pushed by the DMS" and switch it on.' })
    const length = Number(req.headers.get('content-length') ?? 0)
    if (length > MAX_FEED_BYTES) return answer(413, { error: 'The file is larger than 300 MB.' })
    let data: Buffer
    let name = new URL(req.url ?? 'http://x/').searchParams.get('name') || `push.${feed.format ?? 'csv'}`
    if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      await addDataAndFileToRequest(req)
      if (!req.file) return answer(400, { error: 'Send the file as the body, or as the multipart field "file".' })
      data = req.file.data
      name = req.file.name
    } else {
      data = Buffer.from(await req.arrayBuffer!())
    }
    if (data.length === 0) return answer(400, { error: 'The file is empty.' })
    if (data.length > MAX_FEED_BYTES) return answer(413, { error: 'The file is larger than 300 MB.' })
    const tenantId = relationId(feed.tenant)
    if (tenantId === null) return unauthorised()
    const run = await receiveFeedFile(req.payload, { id: feed.id, tenantId }, { data, name }, 'push')
    return answer(202, { runId: run.id, status: 'queued' })
  },
}

const pushKey: Endpoint = {
  path: '/:id/push-key',
  method: 'post',
  handler: async (req) => {
    const feed = await staffFeed(req)
    if (feed instanceof Response) return feed
    const key = `sfk_${randomBytes(24).toString('base64url')}`
    await req.payload.update({
      collection: 'stock-feeds',
      id: feed.id,
      data: { pushKeyHash: hashKey(key), pushKeyHint: `…${key.slice(-4)}` },
      overrideAccess: true,
      context: { stockFeedStatus: true },
    })
    return answer(200, { key })
  },
}

const release: Endpoint = {
  path: '/:id/release',
  method: 'post',
  handler: async (req) => {
    const feed = await staffFeed(req)
    if (feed instanceof Response) return feed
    const heldId = relationId(feed.status?.heldRun)
    if (!heldId) return answer(400, { error: 'This feed has no held run to release.' })
    const held = await req.payload.findByID({ collection: 'stock-feed-runs', id: heldId, depth: 0, overrideAccess: true })
    const already = await req.payload.count({ collection: 'stock-feed-runs', where: { releaseOf: { equals: heldId } }, overrideAccess: true })
    if (held.status !== 'held' || already.totalDocs > 0) return answer(409, { error: 'This run has already been released.' })
    const fileId = typeof held.file === 'object' && held.file ? held.file.id : held.file
    if (!fileId) return answer(400, { error: 'The held run has no file.' })
    const run = await queueRun(req.payload, {
      feed: feed.id,
      tenant: feed.tenantId,
      file: fileId,
      trigger: 'release',
      releaseOf: heldId,
      releasedBy: typeof req.user?.id === 'number' ? req.user.id : null,
    })
    return answer(202, { runId: run.id })
  },
}

export const stockFeedEndpoints: Endpoint[] = [upload, ingest, pushKey, release]
