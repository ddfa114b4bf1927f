/**
 * The Content-Security-Policy (issue 21): the policy itself, the nonce writer that tags a streamed
 * document's scripts, and the server wrapper in front of a stand-in for Next, over real HTTP (with the
 * front cache: tests/unit/frontCache/pipeline.test.ts).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { algoliaOrigins, contentSecurityPolicy, cspArea, dealerFramePolicy, isLocalHost } from '@/domain/security/contentSecurityPolicy'
import { headFrameSources, headIsComplete, headTagSources, tagSourcesContent, TAG_SOURCES_META } from '@/domain/security/headFramePolicy'
import { ScriptNonceWriter } from '@/domain/security/scriptNonce'
import { acceptsGzip, mayBeDocument, withContentSecurityPolicy } from '@/lib/site/csp/server'

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

  it('names no CDN anywhere, the admin included (its code editor comes from our origin)', () => {
    for (const area of ['site', 'preview', 'admin'] as const) {
      const csp = contentSecurityPolicy({ nonce: NONCE, area })
      expect(csp, area).not.toContain('jsdelivr')
      expect(directive(csp, 'script-src'), area).toBe(`script-src 'self' 'nonce-${NONCE}'`)
    }
  })

  it('posts forms to our origin only, and keeps plugins and <base> out', () => {
    for (const area of ['site', 'admin', 'preview'] as const) {
      const policy = contentSecurityPolicy({ nonce: NONCE, area })
      expect(directive(policy, 'form-action'), area).toBe("form-action 'self'")
      expect(directive(policy, 'base-uri'), area).toBe("base-uri 'self'")
      expect(directive(policy, 'object-src'), area).toBe("object-src 'none'")
    }
  })

  it('upgrades insecure requests only behind HTTPS', () => {
    expect(contentSecurityPolicy({ nonce: NONCE, area: 'site', https: true }).split('; ')).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ nonce: NONCE, area: 'site' })).not.toContain('upgrade-insecure-requests')
  })

  it('reports violations to our endpoint, by report-uri and report-to', () => {
    const policy = contentSecurityPolicy({ nonce: NONCE, area: 'site', report: { uri: '/api/csp-reports', group: 'csp' } })
    expect(directive(policy, 'report-uri')).toBe('report-uri /api/csp-reports')
    expect(directive(policy, 'report-to')).toBe('report-to csp')
    expect(contentSecurityPolicy({ nonce: NONCE, area: 'site' })).not.toContain('report-')
  })

  it("frames, in the header itself, only what the dealer's page names; the admin any https page (the previews)", () => {
    const frames = ['https://www.youtube.com', 'https://book.example.com']
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'site', frames }), 'frame-src')).toBe("frame-src 'self' https://www.youtube.com https://book.example.com")
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'preview', frames }), 'frame-src')).toBe("frame-src 'self' https://www.youtube.com https://book.example.com")
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'site' }), 'frame-src')).toBe("frame-src 'self'")
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'admin', frames }), 'frame-src')).toBe("frame-src 'self' https:")
  })

  it('allows the local hosts (http localhost frames and framing) only for local development', () => {
    const ancestors = ["'self'", 'https://admin.example.com']
    for (const area of ['site', 'admin', 'preview'] as const) {
      expect(contentSecurityPolicy({ nonce: NONCE, area, previewFrameAncestors: ancestors }), area).not.toMatch(/localhost|127\.0\.0\.1/)
    }
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'admin', local: true }), 'frame-src')).toBe(
      "frame-src 'self' https: http://localhost:* http://*.localhost:* http://127.0.0.1:*",
    )
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'preview', previewFrameAncestors: ancestors, local: true }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://admin.example.com http://localhost:* http://127.0.0.1:*",
    )
    expect(directive(contentSecurityPolicy({ nonce: NONCE, area: 'site', local: true }), 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(['localhost:3000', 'harbour-city.localhost:3000', '127.0.0.1', '[::1]:80', 'LOCALHOST.'].map(isLocalHost)).toEqual([true, true, true, true, true])
    expect(['harbourcitymotors.com.au', 'localhost.example.com', 'evil-localhost', '', undefined].map(isLocalHost)).toEqual([false, false, false, false, false])
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

describe('headFrameSources', () => {
  const head = (meta: string) => `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>${meta}<title>x</title></head><body><p>`

  it("reads the frame list of the dealer layout's meta policy as React writes it", () => {
    const html = head(`<meta http-equiv="Content-Security-Policy" content="frame-src &#x27;self&#x27; https://www.youtube.com https://www.google.com https://book.example.com:8443"/>`)
    expect(headFrameSources(html)).toEqual(['https://www.youtube.com', 'https://www.google.com', 'https://book.example.com:8443'])
    expect(headIsComplete(html)).toBe(true)
  })

  it('takes nothing but https origins from it, and nothing after the head', () => {
    const html = head(`<meta http-equiv="content-security-policy" content="frame-src 'self' * https: http://plain.example.com data: https://ok.example.com/path javascript: https://ok2.example.com"/>`)
    expect(headFrameSources(html)).toEqual(['https://ok2.example.com'])
    expect(headFrameSources(`${head('')}<meta http-equiv="Content-Security-Policy" content="frame-src https://late.example.com"/>`)).toBeNull()
    expect(headFrameSources(head('<meta name="description" content="frame-src https://x.example.com"/>'))).toBeNull()
  })

  it('waits for the end of the head, or gives up after a long one', () => {
    expect(headIsComplete('<!DOCTYPE html><html><head><meta charSet="utf-8"/>')).toBe(false)
    expect(headIsComplete(`<html><head>${' '.repeat(70_000)}`)).toBe(true)
  })
})

describe("a dealer's tag origins", () => {
  const head = (meta: string) => `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>${meta}<title>x</title></head><body><p>`
  const sources = { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'wss://*.tawk.to'], font: [] }

  it('round-trips through the meta the layout writes and reaches script-src, connect-src and font-src', () => {
    const html = head(`<meta name="${TAG_SOURCES_META}" content="${tagSourcesContent(sources)}"/>`)
    expect(headTagSources(html)).toEqual(sources)
    const policy = contentSecurityPolicy({ nonce: NONCE, area: 'site', tags: headTagSources(html)! })
    expect(policy).toContain(`script-src 'self' 'nonce-${NONCE}' https://www.googletagmanager.com;`)
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com wss://*.tawk.to;")
  })

  it('takes only https and wss origins, and no tags from a page without the meta', () => {
    const html = head(`<meta name="${TAG_SOURCES_META}" content="script-src 'unsafe-inline' * https: http://x.example.com https://ok.example.com/path data: https://ok.example.com; connect-src https://*.*.example.com"/>`)
    expect(headTagSources(html)).toEqual({ script: ['https://ok.example.com'], connect: [], font: [] })
    expect(headTagSources(head(''))).toBeNull()
    expect(contentSecurityPolicy({ nonce: NONCE, area: 'site' })).toContain(`script-src 'self' 'nonce-${NONCE}';`)
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
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
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
  it('sends a redirect Next gave the same Location twice with one', async () => {
    const target = 'http://harbour-city.localhost/cars/a-car'
    const { get } = await start((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('location', [target, target])
      res.writeHead(308)
      res.end('')
    })
    const res = await get('/cars/a-car')
    expect(res.status).toBe(308)
    const locations = res.rawHeaders.filter((_, i) => i % 2 === 0).filter((name) => name.toLowerCase() === 'location')
    expect(locations).toHaveLength(1)
    expect(res.headers.location).toBe(target)
  })

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

  it("puts the frame list of a dealer page's head in the header, holding the headers only until the head is complete", async () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="frame-src &#x27;self&#x27; https://www.youtube.com https://book.example.com"/>`
    let headersSentBeforeHeadEnd: boolean | null = null
    const { get } = await start((req, res) => {
      if (req.url === '/') return streamedPage(req, res)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      // As Next streams a page: the headers flushed first, the head in two pieces, the body later.
      res.flushHeaders()
      res.write(`<!DOCTYPE html><html><head>${meta}<title>Cars`)
      headersSentBeforeHeadEnd = res.headersSent
      res.write('</title></head><body><p>shell</p>')
      setTimeout(() => res.end('<p>streamed later</p></body></html>'), 20)
    })
    const page = await get('/cars/abc', { host: 'harbourcitymotors.com.au' })
    const policy = String(page.headers['content-security-policy'])
    expect(headersSentBeforeHeadEnd).toBe(false)
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube.com https://book.example.com")
    expect(page.body.toString()).toContain('<p>streamed later</p>')
    // A page without a frame list (none of ours) frames only our own pages.
    expect(directive(String((await get('/', { host: 'harbourcitymotors.com.au' })).headers['content-security-policy']), 'frame-src')).toBe("frame-src 'self'")
  })

  it('sends the report endpoint, the local allowances only to local hosts, and upgrade-insecure-requests only over HTTPS', async () => {
    const { get } = await start(streamedPage)
    const dealer = await get('/preview/abc', { host: 'harbourcitymotors.com.au', 'x-forwarded-proto': 'https' })
    const dealerPolicy = String(dealer.headers['content-security-policy'])
    expect(dealer.headers['reporting-endpoints']).toBe('csp="/api/csp-reports"')
    expect(directive(dealerPolicy, 'report-uri')).toBe('report-uri /api/csp-reports')
    expect(dealerPolicy.split('; ')).toContain('upgrade-insecure-requests')
    expect(directive(dealerPolicy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    const local = await get('/preview/abc', { host: 'harbour-city.localhost:3000' })
    const localPolicy = String(local.headers['content-security-policy'])
    expect(directive(localPolicy, 'frame-ancestors')).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*")
    expect(localPolicy).not.toContain('upgrade-insecure-requests')
    const admin = await get('/admin/collections/pages', { host: 'localhost:3000' })
    expect(directive(String(admin.headers['content-security-policy']), 'frame-src')).toBe("frame-src 'self' https: http://localhost:* http://*.localhost:* http://127.0.0.1:*")
    const remoteAdmin = await get('/admin/collections/pages', { host: 'admin.forecourt.com.au' })
    expect(directive(String(remoteAdmin.headers['content-security-policy']), 'frame-src')).toBe("frame-src 'self' https:")
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
