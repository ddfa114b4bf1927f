/**
 * Sends the Content-Security-Policy (src/domain/security/contentSecurityPolicy.ts) with every HTML
 * document and puts this answer's nonce on each of its `<script>` tags as the page streams out.
 * scripts/next-server.ts puts it in front of the front cache and Next's handler (src/lib/frontCache/pipeline.ts).
 *
 * Why here and not in Next: Next adds a nonce only to pages it renders per request (it reads the
 * nonce from the proxy's request header), which would end the page cache for every dealer page. Here
 * the nonce is added to whatever Next sends, from its page cache or rendered now, and to what the front
 * cache replays (it sits inside this wrapper and keeps Next's bytes, without a nonce:
 * src/lib/frontCache/pipeline.ts), so no two answers share one.
 *
 * To edit the HTML we need it uncompressed, so for document requests Next is not offered compression
 * and this wrapper compresses instead (gzip, as Next's own compression does). Requests for Next's
 * files, the APIs and client navigations (RSC) pass straight through, compressed by Next.
 *
 * The ETag of an HTML answer is made per nonce: a browser revalidating a page it holds must not get a
 * 304 that pairs its old body (old nonce) with a new header.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { createGzip, type Gzip } from 'node:zlib'

import { contentSecurityPolicy, cspArea, isLocalHost, type CspOptions } from '@/domain/security/contentSecurityPolicy'
import { headIsComplete, headPolicy, type HeadPolicy } from '@/domain/security/headFramePolicy'
import { DeferredScriptsWriter } from '@/domain/performance/deferredScripts'
import { ScriptNonceWriter } from '@/domain/security/scriptNonce'
import { asksForRscPayload, NEXT_INTERNAL_PREFIX } from '@/domain/next/reliedOn'
import { documentTemplate, gzipDocument, joinDocument, type RewritePage } from './documentTemplate'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

export type CspServerOptions = Pick<CspOptions, 'previewFrameAncestors' | 'connect'> & {
  /**
   * A dealer page's scripts start once its largest image is shown, not at parse time
   * (src/domain/performance/deferredScripts.ts). The server turns it on unless FORECOURT_DEFER_SCRIPTS=off
   * (options.ts).
   */
  deferScripts?: boolean
  /** NODE_ENV=development: the local hosts' frame allowances for every request, not only local ones. */
  development?: boolean
}

/** Where browsers send violation reports (src/app/(site)/api/csp-reports), and its Reporting-Endpoints group. */
const CSP_REPORT = { uri: '/api/csp-reports', group: 'csp' } as const

/** Paths whose answers are never documents: Next's files and the APIs. */
const NOT_DOCUMENTS = new RegExp(`^/(?:${NEXT_INTERNAL_PREFIX}|api)(?:/|$)`)
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i
/** As Next's compression: bodies known to be smaller than this go as they are. */
const MIN_COMPRESS_BYTES = 1024

export function mayBeDocument(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc !== undefined) return false
  const url = req.url ?? '/'
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  if (NOT_DOCUMENTS.test(pathname)) return false
  return !(queryAt !== -1 && asksForRscPayload(url.slice(queryAt + 1)))
}

export const acceptsGzip = (acceptEncoding: string | string[] | undefined): boolean => {
  const list = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase().split(',')
  return list.some((entry) => {
    const [coding, ...params] = entry.trim().split(';')
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * Request headers from which Next takes a nonce to render into the page's scripts. A page Next renders
 * while one is present keeps that nonce in its page cache (ISR) and serves it to everyone after; we
 * add our own nonce to whatever Next sends, so Next must never see one, whoever sent it.
 */
const NONCE_SOURCES = ['content-security-policy', 'content-security-policy-report-only']

export function withContentSecurityPolicy(handle: Handler, options: CspServerOptions = {}): Handler {
  return (req, res) => {
    for (const name of NONCE_SOURCES) delete req.headers[name]
    if (!mayBeDocument(req)) return handle(req, res)
    const acceptEncoding = req.headers['accept-encoding']
    delete req.headers['accept-encoding']
    const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase()
    rewriteDocument(req, res, {
      ...options,
      gzip: acceptsGzip(acceptEncoding),
      local: options.development === true || isLocalHost(req.headers.host),
      https: proto === 'https',
    })
    return handle(req, res)
  }
}

const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))

const header = (res: ServerResponse, name: string) => {
  const value = res.getHeader(name)
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value)
}

type DocumentOptions = CspServerOptions & { gzip: boolean; local: boolean; https: boolean }

/** A whole page's rewrite for one nonce, as the streamed path does it chunk by chunk below. */
const rewritePage =
  (defer: boolean): RewritePage =>
  (html, nonce) => {
    const nonces = new ScriptNonceWriter(nonce)
    const deferred = defer ? new DeferredScriptsWriter() : null
    return nonces.push(deferred ? deferred.push(html) + deferred.end() : html) + nonces.end()
  }
const REWRITE = { defer: rewritePage(true), keep: rewritePage(false) }

const isBytes = (chunk: unknown): chunk is Uint8Array => chunk instanceof Uint8Array

/**
 * A dealer page's headers wait for the end of its head: the frame list its layout puts there goes in
 * the header's frame-src (src/domain/security/headFramePolicy.ts). Next sends the head in the page's
 * first chunk (the shell), so nothing waits longer than that chunk takes; a page without a frame list
 * frames only our own pages.
 */
/**
 * Next 16 sends a page's redirect rendered on demand (a `permanentRedirect()` on a cache miss) with
 * its Location header twice, the same address both times; a client that refuses a repeated Location
 * (curl, some crawlers) would not follow it. One is kept. Two different addresses are left as they are.
 */
function singleLocation(res: ServerResponse) {
  const location = res.getHeader('location')
  if (Array.isArray(location) && location.length > 1 && new Set(location).size === 1) res.setHeader('location', location[0]!)
}

function rewriteDocument(req: IncomingMessage, res: ServerResponse, options: DocumentOptions) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const writeOut = (chunk: Buffer | string) => (original.write as (c: Buffer | string) => boolean).call(res, chunk)
  const endOut = (chunk?: Buffer | string) => (original.end as (c?: Buffer | string) => ServerResponse).call(res, chunk)

  // Decided when the headers go out: whether the body gets nonces, and whether we compress it.
  let nonce = ''
  let nonces: ScriptNonceWriter | null = null
  let deferred: DeferredScriptsWriter | null = null
  let decoder: StringDecoder | null = null
  let compress = false
  let gzip: Gzip | null = null
  let decided = false
  // Whether any body went through write(): a page handed whole to end() can use a template.
  let wrote = false
  let policy: (head: HeadPolicy | null) => void = () => undefined
  // A dealer page's start, held with its status until its head is complete.
  let held: { status: number; reason: string | undefined; text: string } | null = null

  const decide = (status: number, reason: string | undefined) => {
    decided = true
    singleLocation(res)
    const type = header(res, 'content-type')
    const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304
    if (/^text\/html/i.test(type)) {
      nonce = randomBytes(18).toString('base64url')
      const area = cspArea(new URL(req.url ?? '/', 'http://x').pathname)
      policy = (head) => {
        const { connect, previewFrameAncestors, local, https } = options
        const report = CSP_REPORT
        const frames = head?.frames ?? undefined
        const tags = head?.tags ?? undefined
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, area, connect, previewFrameAncestors, local, https, report, frames, tags }))
        res.setHeader('Reporting-Endpoints', `${report.group}="${report.uri}"`)
      }
      const etag = header(res, 'etag')
      if (etag) res.setHeader('ETag', etag.replace(/"$/, `-${nonce}"`))
      if (hasBody) {
        nonces = new ScriptNonceWriter(nonce)
        // Dealer pages only: the admin and the live preview load as Next writes them.
        if (area === 'site' && options.deferScripts) deferred = new DeferredScriptsWriter()
        decoder = new StringDecoder('utf8')
        res.removeHeader('content-length')
        if (area !== 'admin') held = { status, reason, text: '' }
      }
      if (!held) policy(null)
    }
    const length = Number(header(res, 'content-length') || Infinity)
    if (options.gzip && hasBody && !header(res, 'content-encoding') && COMPRESSIBLE.test(type) && length >= MIN_COMPRESS_BYTES) {
      res.setHeader('Content-Encoding', 'gzip')
      res.removeHeader('content-length')
      const vary = header(res, 'vary')
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      compress = true
    }
  }

  /** The streaming compressor, made when a streamed body first needs it (a templated page needs none). */
  const gzipStream = (): Gzip => {
    if (gzip) return gzip
    gzip = createGzip()
    gzip.on('data', (data: Buffer) => writeOut(data))
    return gzip
  }

  const sendHead = (status: number, reason: string | undefined) =>
    (original.writeHead as (...a: unknown[]) => ServerResponse).call(res, status, ...(reason === undefined ? [] : [reason]))

  /** Sends the held headers, with the head's frame list and tag origins in the policy, and the held start of the page. */
  const release = () => {
    if (!held) return
    const { status, reason, text } = held
    held = null
    policy(headPolicy(text))
    sendHead(status, reason)
    if (text) emit(text)
  }

  /** Passes body bytes on: held while the head is incomplete, compressed when we compress. False: the socket is full. */
  const emit = (out: Buffer | string): boolean => {
    if (out.length === 0) return true
    if (held) {
      held.text += typeof out === 'string' ? out : out.toString('utf8')
      if (headIsComplete(held.text)) release()
      return true
    }
    if (compress) return gzipStream().write(out) || true
    return writeOut(out)
  }

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((a) => a !== null && typeof a === 'object') as OutgoingHttpHeaders | unknown[] | undefined
    if (Array.isArray(headers)) {
      // A raw header list: left as it is (Next does not send documents this way).
      decided = true
      return (original.writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest)
    }
    if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
    const reason = rest.find((a) => typeof a === 'string') as string | undefined
    if (!decided) decide(status, reason)
    if (held) return this
    return sendHead(status, reason)
  } as ServerResponse['writeHead']

  // Next flushes the headers before the first chunk: held ones wait for the head like the rest.
  res.flushHeaders = function (this: ServerResponse) {
    if (!decided) this.writeHead(this.statusCode)
    if (!held) original.flushHeaders.call(this)
  }

  /**
   * A page handed over whole (what the front cache replays, and Next's cached pages): from its template,
   * made at the first answer with these bytes (./documentTemplate.ts), with this answer's nonce and a
   * known length.
   */
  const endWhole = (body: Buffer) => {
    const variant = deferred ? 'defer' : 'keep'
    const template = documentTemplate(body, variant, REWRITE[variant], headPolicy)
    const out = compress ? gzipDocument(template, nonce) : joinDocument(template, nonce)
    if (held) {
      const { status, reason } = held
      held = null
      policy(template.head)
      res.setHeader('Content-Length', out.length)
      sendHead(status, reason)
    }
    endOut(out)
  }

  const transform = (chunk: unknown, encoding: unknown): Buffer | string | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
    // Bytes pass through as they are: a view on the caller's memory, never a copy.
    if (!nonces || !decoder) return typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8') : asBuffer(chunk as Uint8Array)
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Uint8Array)
    return nonces.push(deferred ? deferred.push(text) : text)
  }
  const finalText = () => {
    if (!nonces || !decoder) return ''
    const rest = decoder.end()
    return nonces.push(deferred ? deferred.push(rest) + deferred.end() : rest) + nonces.end()
  }

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!decided) this.writeHead(this.statusCode)
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined
    const out = transform(chunk, rest[0])
    if (out !== null) wrote = true
    const ok = out === null ? true : emit(out)
    if (compress && !held) {
      // Flushed per write so a streamed page still streams.
      gzipStream().flush(() => callback?.())
      return true
    }
    if (callback) process.nextTick(callback)
    return ok
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    if (callback) this.once('finish', callback)
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    if (!decided) {
      // A body given to end() alone: its length decides compression as Next's would.
      if (chunk !== undefined && chunk !== null && !this.hasHeader('content-length')) {
        this.setHeader('content-length', typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).length)
      }
      this.writeHead(this.statusCode)
    }
    if (nonces && !wrote && isBytes(chunk)) {
      endWhole(asBuffer(chunk))
      return this
    }
    const out = transform(chunk, typeof args[1] === 'string' ? args[1] : undefined)
    if (out !== null) emit(out)
    emit(finalText())
    release()
    if (compress) {
      const stream = gzipStream()
      stream.once('end', () => endOut())
      stream.once('error', () => endOut())
      stream.end()
      return this
    }
    endOut()
    return this
  } as ServerResponse['end']
}
