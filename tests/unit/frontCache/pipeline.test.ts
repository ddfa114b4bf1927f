/**
 * The policy wrapper in front of the front cache in front of a stand-in for Next, over real HTTP (issue
 * 33): each answer for a cached page carries its own nonce, in the header and on every script tag,
 * whether Next or the front cache answered it.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { frontHandler } from '@/lib/frontCache/pipeline'
import { FrontCacheStore } from '@/lib/frontCache/store'

const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/a.js" async></script></head><body><p>' +
  'x'.repeat(3_000) +
  '</p><script>self.__next_f.push([1,"a"])</script></body></html>'

/** What Next sends for a page from its page cache: the same bytes every time, no nonce in them. */
const nextCacheHit = (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('cache-control', 's-maxage=60')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('etag', '"abc"')
  res.write(PAGE.slice(0, 90))
  res.end(PAGE.slice(90))
}

let server: http.Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function start() {
  let calls = 0
  const handler = frontHandler(
    (req, res) => {
      calls++
      nextCacheHit(req, res)
    },
    { store: new FrontCacheStore({ maxEntries: 10, maxBytes: 1e7 }), maxTtlMs: 60_000, csp: {} },
  )
  server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const get = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; html: string; bytes: number }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/cars/abc', headers: { host: 'harbour-city.localhost', ...headers }, agent: false }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const body = Buffer.concat(chunks)
            const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')
            resolve({ status: res.statusCode ?? 0, headers: res.headers, html, bytes: body.length })
          })
        })
        .on('error', reject)
    })
  return { get, calls: () => calls }
}

const nonceOf = (headers: http.IncomingHttpHeaders) => /'nonce-([A-Za-z0-9_-]+)'/.exec(String(headers['content-security-policy']))?.[1]
const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => / nonce="([^"]*)"/.exec(m[0])?.[1])

describe('frontHandler', () => {
  it('gives every answer for a cached page its own nonce, in the header and on each script, from the front cache too', async () => {
    const { get, calls } = await start()
    const gzip = { 'accept-encoding': 'gzip' }
    const answers = [await get(gzip), await get(gzip), await get(gzip), await get(), await get()]
    const nonces = answers.map((a) => nonceOf(a.headers))
    expect(new Set(nonces).size).toBe(5)
    // Next answered once: one kept copy serves compressed and plain answers alike.
    expect(answers.map((a) => a.headers['x-forecourt-cache'])).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT'])
    expect(calls()).toBe(1)
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200)
      expect(scriptNonces(answer.html)).toEqual([nonces[i], nonces[i]])
      // The page is Next's, unchanged but for this answer's nonces: no earlier answer's nonce is left in it.
      expect(answer.html.replaceAll(` nonce="${nonces[i]}"`, '')).toBe(PAGE)
      expect(answer.headers.etag).toBe(`"abc-${nonces[i]}"`)
      expect(answer.headers['content-encoding']).toBe(i < 3 ? 'gzip' : undefined)
      // A replayed page is joined whole from its template (src/lib/site/csp/documentTemplate.ts): its length is known.
      if (i > 0) expect(Number(answer.headers['content-length'])).toBe(answer.bytes)
    })
  })

  it('answers a browser revalidating the page it holds with the whole page and a new nonce, never a 304 under a new header', async () => {
    const { get } = await start()
    const first = await get()
    await get()
    const again = await get({ 'if-none-match': String(first.headers.etag) })
    expect(again.headers['x-forecourt-cache']).toBe('HIT')
    expect(again.status).toBe(200)
    expect(nonceOf(again.headers)).not.toBe(nonceOf(first.headers))
    expect(scriptNonces(again.html)).toEqual([nonceOf(again.headers), nonceOf(again.headers)])
  })
})
