/**
 * The front cache in front of Next's request handler (scripts/next-server.ts puts it there).
 *
 * A cached dealer page costs Next several milliseconds of its own work on every hit (routing, its page
 * cache, ETag hashing, compression) even though the bytes are the same each time; this answers repeat
 * requests for those bytes straight from memory, as a CDN in front of the server would. Which requests
 * and responses qualify is in ./rules.ts; how long they live and when they go is in ./store.ts.
 *
 * Responses are captured as Next writes them, so what is replayed is exactly what Next sent, headers
 * included; `x-forecourt-cache` says which layer answered. The policy wrapper outside (./pipeline.ts)
 * then gives each answer, replayed or not, its own nonce: for documents Next is not offered
 * compression, so the kept page is plain HTML without a nonce.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { bypassesFrontCache, frontCacheKey, frontCacheTtlMs, MAX_ENTRY_BYTES, NOT_REPLAYED } from './rules'
import { NEXT_CACHE_HIT, NEXT_CACHE_STATUS_HEADER } from '@/domain/next/reliedOn'
import type { FrontCacheEntry, FrontCacheStore } from './store'

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

const FRONT_CACHE_HEADER = 'x-forecourt-cache'

export function withFrontCache(store: FrontCacheStore, handle: Handler, { maxTtlMs }: { maxTtlMs: number }): Handler {
  return (req, res) => {
    const key = frontCacheKey(req)
    if (key === null) return handle(req, res)
    if (!bypassesFrontCache(req)) {
      const entry = store.get(key)
      if (entry) return replay(req, res, entry)
    }
    const generation = store.generation
    res.setHeader(FRONT_CACHE_HEADER, 'MISS')
    captureResponse(res, (captured) => {
      const ttl = frontCacheTtlMs({ status: captured.status, headers: captured.headers, bytes: captured.body.length }, maxTtlMs)
      if (ttl === null) return
      const headers = Object.entries(captured.headers)
        .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]])
      const etag = captured.headers.etag
      store.set(key, { status: captured.status, headers, body: captured.body, etag: etag === undefined ? undefined : String(etag) }, ttl, generation)
    })
    return handle(req, res)
  }
}

function replay(req: IncomingMessage, res: ServerResponse, entry: FrontCacheEntry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader(FRONT_CACHE_HEADER, 'HIT')
  if (entry.etag && etagMatches(req.headers['if-none-match'], entry.etag)) {
    // As Next answers a matching revalidation: no body, the validators kept.
    res.removeHeader('content-encoding')
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = entry.status
  res.setHeader('content-length', entry.body.length)
  res.end(entry.body)
}

const weakless = (tag: string) => tag.trim().replace(/^W\//, '')

export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const list = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',')
  return list.some((tag) => tag.trim() === '*' || weakless(tag) === weakless(etag))
}

type Captured = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/** Only a page Next served from its own cache can be kept: anything else is not worth copying. */
const fromNextCache = (headers: OutgoingHttpHeaders) => headers[NEXT_CACHE_STATUS_HEADER] === NEXT_CACHE_HIT

/**
 * Records the status, headers and body bytes of a response as it is written, and reports them once
 * it has finished (not when the client went away first). A response whose headers fail `worthKeeping`
 * when its body starts, or whose body passes the entry limit, stops being recorded and is not reported.
 */
export function captureResponse(
  res: ServerResponse,
  onFinished: (captured: Captured) => void,
  worthKeeping: (headers: OutgoingHttpHeaders) => boolean = fromNextCache,
): void {
  const chunks: Buffer[] = []
  let bytes = 0
  let dropped = false
  let checked = false
  const extraHeaders: OutgoingHttpHeaders = {}
  // The headers as Next set them, taken when it sends them and before the layers beneath this one
  // (the policy wrapper's nonce, ETag and compression: ./pipeline.ts) change them for this one answer.
  let sent: OutgoingHttpHeaders | null = null
  const headersNow = (): OutgoingHttpHeaders => sent ?? { ...res.getHeaders(), ...extraHeaders }

  const collect = (chunk: unknown, encoding?: unknown) => {
    if (dropped || chunk === undefined || chunk === null || typeof chunk === 'function') return
    if (!checked) {
      // The headers are complete once the body starts (Node sends them with the first chunk).
      checked = true
      if (!worthKeeping(headersNow())) {
        dropped = true
        return
      }
    }
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    bytes += buffer.length
    if (bytes > MAX_ENTRY_BYTES) {
      dropped = true
      chunks.length = 0
      return
    }
    chunks.push(buffer)
  }

  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Headers passed to writeHead (rather than set one by one) are not kept by Node for getHeaders().
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object')
    if (Array.isArray(headers)) dropped = true // raw header lists are not worth parsing: leave it uncached
    else if (headers) for (const [name, value] of Object.entries(headers)) extraHeaders[name.toLowerCase()] = value as string
    sent ??= headersNow()
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']

  const write = res.write
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0])
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest])
  } as ServerResponse['write']

  const end = res.end
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['end']

  res.once('finish', () => {
    if (dropped || (!checked && !worthKeeping(headersNow()))) return
    onFinished({ status: res.statusCode, headers: headersNow(), body: Buffer.concat(chunks, bytes) })
  })
}
