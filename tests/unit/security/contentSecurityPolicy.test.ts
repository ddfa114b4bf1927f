/**
 * The Content-Security-Policy (issue 21): the policy itself, the nonce writer that tags a streamed
 * document's scripts, and the server wrapper in front of a stand-in for Next, over real HTTP (with the
 * front cache: tests/unit/frontCache/pipeline.test.ts).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { algoliaOrigins, contentSecurityPolicy, cspArea, dealerFramePolicy } from '../../../src/domain/security/contentSecurityPolicy'
import { ScriptNonceWriter } from '../../../src/domain/security/scriptNonce'
import { acceptsGzip, mayBeDocument, withContentSecurityPolicy } from '../../../src/lib/site/csp/server'

const NONCE = 'abcdefghijklmnopqrstuv'
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('allows our scripts and this nonce, never eval or inline scripts', () => {
    const policy = contentSecurityPolicy({ nonce: NONCE, area: 'site' })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${NONCE}'`)
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
  })

  it('keeps styles without a nonce, so React style attributes still apply', () => {
    const style = directive(contentSecurityPolicy({ nonce: NONCE, area: 'site' }), 'style-src')
    expect(style).toBe("style-src 'self' 'unsafe-inline'")
  })

  it("lets only the admin load Payload's code editor from its CDN", () => {
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'admin' }), 'script-src')).toContain('https://cdn.jsdelivr.net')
    expect(contentSecurityPolicy({ nonce: NONCE, area: 'site' })).not.toContain('jsdelivr')
  })

  it('lets the admin frame the preview, and nobody else frame other pages', () => {
    const ancestors = ["'self'", 'https://admin.example.com']
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'preview', previewFrameAncestors: ancestors }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://admin.example.com",
    )
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'site', previewFrameAncestors: ancestors }), 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it("adds Algolia's hosts to connect-src in Algolia mode", () => {
    const connect = directive(contentSecurityPolicy({ nonce: NONCE, area: 'site', connect: algoliaOrigins('APP1') }), 'connect-src')
    expect(connect).toBe(
      "connect-src 'self' https://app1-dsn.algolia.net https://app1.algolia.net https://app1-1.algolianet.com https://app1-2.algolianet.com https://app1-3.algolianet.com",
    )
    expect(algoliaOrigins('APP1', 'http://127.0.0.1:4010')).toEqual(['http://127.0.0.1:4010'])
  })

  it('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy({ nonce: "abc'; script-src *", area: 'site' })).toThrow(/nonce/)
    expect(() => contentSecurityPolicy({ nonce: 'short', area: 'site' })).toThrow(/nonce/)
  })

  it('tells the admin and the preview from dealer pages', () => {
    expect(cspArea('/admin')).toBe('admin')
    expect(cspArea('/admin/collections/pages')).toBe('admin')
    expect(cspArea('/administrator')).toBe('site')
    expect(cspArea('/preview/pages/1')).toBe('preview')
    expect(cspArea('/search/toyota')).toBe('site')
  })
})

describe('dealerFramePolicy', () => {
  it("names only the frames the dealer configured: YouTube, its map, its booking pages' origins", () => {
    expect(dealerFramePolicy({ youtubeHosts: ['www.youtube.com'], mapEmbedOrigin: null, frameUrls: [] })).toBe("frame-src 'self' https://www.youtube.com")
    expect(
      dealerFramePolicy({
        youtubeHosts: ['www.youtube.com'],
        mapEmbedOrigin: 'https://www.google.com',
        frameUrls: ['https://book.example.com/service?dealer=1', 'https://book.example.com/other', 'http://plain.example.com/', 'not a url'],
      }),
    ).toBe("frame-src 'self' https://www.youtube.com https://www.google.com https://book.example.com")
  })
})

describe('ScriptNonceWriter', () => {
  const tagAll = (chunks: string[]) => {
    const writer = new ScriptNonceWriter(NONCE)
    return chunks.map((c) => writer.push(c)).join('') + writer.end()
  }

  it('tags every script start tag, inline or not', () => {
    const html = '<head><script src="/a.js" async></script><script>self.__next_f.push([1])</script><script\ntype="application/ld+json">{}</script></head>'
    const out = tagAll([html])
    expect(out.match(/<script nonce="abcdefghijklmnopqrstuv"/g)).toHaveLength(3)
    expect(out).toContain('</script>')
    expect(out).not.toContain('</script nonce')
  })

  it('leaves look-alikes alone', () => {
    const html = '<scripts></scripts><p>&lt;script&gt;</p><noscript>x</noscript>'
    expect(tagAll([html])).toBe(html)
  })

  it('finds a tag split across chunks at every position', () => {
    const html = '<p>a</p><script>1</script><p>b</p><SCRIPT>2</SCRIPT>'
    const whole = tagAll([html])
    for (let cut = 0; cut <= html.length; cut++) expect(tagAll([html.slice(0, cut), html.slice(cut)])).toBe(whole)
    expect(tagAll(html.split(''))).toBe(whole)
  })

  it('gives back a held partial tag at the end of the document', () => {
    expect(tagAll(['text <scr'])).toBe('text <scr')
  })
})

describe('acceptsGzip and mayBeDocument', () => {
  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
  })

  it("leaves Next's files, the APIs and client navigations alone", () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, headers, method }) as unknown as IncomingMessage
    expect(mayBeDocument(req('/'))).toBe(true)
    expect(mayBeDocument(req('/search?make=Toyota'))).toBe(true)
    expect(mayBeDocument(req('/admin/collections/pages'))).toBe(true)
    expect(mayBeDocument(req('/_next/static/chunks/a.js'))).toBe(false)
    expect(mayBeDocument(req('/api/leads'))).toBe(false)
    expect(mayBeDocument(req('/search', { rsc: '1' }))).toBe(false)
    expect(mayBeDocument(req('/search?_rsc=abc'))).toBe(false)
    expect(mayBeDocument(req('/', {}, 'POST'))).toBe(false)
  })
})

type Reply = (req: IncomingMessage, res: ServerResponse) => void
let server: http.Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function start(reply: Reply) {
  const seen: (string | undefined)[] = []
  const handler = withContentSecurityPolicy((req, res) => {
    seen.push(req.headers['accept-encoding'] as string | undefined)
    reply(req, res)
  })
  server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  const get = async (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  return { get, seen }
}

const PAGE_HEAD = '<!DOCTYPE html><html><head><script src="/_next/static/a.js" async></script></head><body>'
const PAGE_BODY = '<p>' + 'é'.repeat(3_000) + '</p><script>self.__next_f.push([1,"\\u003cscript"])</script></body></html>'

/** A streamed page, split inside a tag and inside a two-byte character, as Next's chunks may be. */
const streamedPage: Reply = (_req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('etag', '"abc"')
  res.setHeader('Content-Security-Policy', "frame-ancestors 'self'")
  const bytes = Buffer.from(PAGE_HEAD + PAGE_BODY)
  const cuts = [PAGE_HEAD.length - 30, Buffer.byteLength(PAGE_HEAD) + 4 /* inside "é" */, bytes.length - 40]
  res.write(bytes.subarray(0, cuts[0]))
  res.write(bytes.subarray(cuts[0], cuts[1]))
  res.write(bytes.subarray(cuts[1], cuts[2]))
  res.end(bytes.subarray(cuts[2]))
}

describe('withContentSecurityPolicy', () => {
  it('sends the policy with a nonce that every script of the page carries, and compresses it itself', async () => {
    const { get, seen } = await start(streamedPage)
    const res = await get('/', { 'accept-encoding': 'gzip, br' })
    expect(seen).toEqual([undefined]) // Next is not offered compression: we need the HTML
    expect(res.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(res.body).toString('utf8')
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(html.match(/<script nonce="[^"]+"/g)).toEqual([`<script nonce="${nonce}"`, `<script nonce="${nonce}"`])
    expect(html).toBe((PAGE_HEAD + PAGE_BODY).replaceAll('<script ', `<script nonce="${nonce}" `).replace('<script>', `<script nonce="${nonce}">`))
    expect(res.headers.etag).toBe(`"abc-${nonce}"`)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
  })

  it('gives each answer its own nonce, and sends plain text to a client that takes no gzip', async () => {
    const { get } = await start(streamedPage)
    const [a, b] = [await get('/'), await get('/')]
    expect(a.headers['content-encoding']).toBeUndefined()
    const nonceOf = (r: typeof a) => /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1]
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    expect(a.body.toString('utf8')).toContain(`<script nonce="${nonceOf(a)}">`)
  })

  it('leaves the APIs and non-documents as Next sent them', async () => {
    const json = JSON.stringify({ items: 'x'.repeat(2_000) })
    const { get, seen } = await start((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(json)
    })
    const api = await get('/api/things', { 'accept-encoding': 'gzip' })
    expect(seen).toEqual(['gzip'])
    expect(api.headers['content-security-policy']).toBeUndefined()
    expect(api.body.toString()).toBe(json)
    // A non-HTML answer on a page path (a feed, robots.txt) is compressed by us instead of Next.
    const feed = await get('/feeds/meta-vehicles.csv', { 'accept-encoding': 'gzip' })
    expect(feed.headers['content-security-policy']).toBeUndefined()
    expect(gunzipSync(feed.body).toString()).toBe(json)
  })

  it('passes the bytes of a non-document on a page path through unchanged, Uint8Array views included', async () => {
    const bytes = new Uint8Array(4_096).map((_, i) => (i * 7) % 256)
    const { get } = await start((_req, res) => {
      res.setHeader('content-type', 'application/octet-stream')
      // Views that start and end inside the underlying memory: a copy of the whole memory would show.
      res.write(bytes.subarray(0, 1_000))
      res.end(bytes.subarray(1_000))
    })
    const plain = await get('/logo.bin')
    expect(plain.headers['content-security-policy']).toBeUndefined()
    expect(Buffer.compare(plain.body, Buffer.from(bytes))).toBe(0)
  })

  it('never lets Next see a nonce sent with the request, so its page cache cannot keep one', async () => {
    const seenPolicies: unknown[] = []
    const { get } = await start((req, res) => {
      seenPolicies.push(req.headers['content-security-policy'], req.headers['content-security-policy-report-only'])
      streamedPage(req, res)
    })
    const sent = "script-src 'nonce-chosenbytheattacker1'"
    const page = await get('/', { 'content-security-policy': sent, 'content-security-policy-report-only': sent })
    await get('/api/things', { 'content-security-policy': sent })
    expect(seenPolicies).toEqual([undefined, undefined, undefined, undefined])
    expect(page.body.toString()).not.toContain('chosenbytheattacker1')
  })
})
