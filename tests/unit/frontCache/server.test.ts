/**
 * The front cache in front of a stand-in for Next's handler, over real HTTP: what it keeps, what it
 * replays, and what always goes through.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { captureResponse, etagMatches, withFrontCache } from '@/lib/frontCache/server'
import { FrontCacheStore } from '@/lib/frontCache/store'

type Reply = (req: IncomingMessage, res: ServerResponse) => void

const PAGE = '<html>' + 'x'.repeat(5_000) + '</html>'

/** What Next does for a page it serves from its cache. */
const nextHit: Reply = (_req, res) => {
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('etag', '"abc"')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.write(PAGE.slice(0, 100))
  res.end(PAGE.slice(100))
}

let server: http.Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function start(reply: Reply) {
  const store = new FrontCacheStore({ maxEntries: 100, maxBytes: 10_000_000 })
  let calls = 0
  const handler = withFrontCache(
    store,
    (req, res) => {
      calls++
      reply(req, res)
    },
    { maxTtlMs: 60_000 },
  )
  server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host: 'harbour-city.localhost', ...headers }, agent: false }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  return { store, get, calls: () => calls }
}

describe('withFrontCache', () => {
  it('answers the second request for a page Next served from its cache without asking Next, with the same bytes and headers', async () => {
    const { get, calls } = await start(nextHit)
    const first = await get('/cars/abc')
    const second = await get('/cars/abc')
    expect(calls()).toBe(1)
    expect(first.headers['x-forecourt-cache']).toBe('MISS')
    expect(second.headers['x-forecourt-cache']).toBe('HIT')
    expect(second.status).toBe(200)
    expect(second.body.toString()).toBe(PAGE)
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.headers.etag).toBe('"abc"')
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { get } = await start(nextHit)
    await get('/cars/abc')
    const revalidation = await get('/cars/abc', { 'if-none-match': 'W/"abc"' })
    expect(revalidation.status).toBe(304)
    expect(revalidation.body.length).toBe(0)
    expect(revalidation.headers['x-forecourt-cache']).toBe('HIT')
  })

  it('keeps compressed bytes apart from plain ones, as Next sent them (headers from writeHead included)', async () => {
    const { get, calls } = await start((req, res) => {
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
      res.writeHead(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
      res.end(gzip ? gzipSync(PAGE) : PAGE)
    })
    await get('/', { 'accept-encoding': 'gzip' })
    await get('/')
    const zipped = await get('/', { 'accept-encoding': 'gzip' })
    const plain = await get('/')
    expect(calls()).toBe(2)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).toString()).toBe(PAGE)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('sends to Next every request it must not answer, and never keeps what it must not', async () => {
    const { get, calls } = await start((req, res) => {
      if (req.url === '/rendered-now') res.setHeader('x-nextjs-cache', 'MISS')
      else res.setHeader('x-nextjs-cache', 'HIT')
      if (req.url === '/with-cookie') res.setHeader('set-cookie', 'a=1')
      res.setHeader('cache-control', req.url === '/private' ? 'private, no-store' : 's-maxage=60')
      res.end('ok')
    })
    for (const path of ['/rendered-now', '/with-cookie', '/private']) {
      await get(path)
      const again = await get(path)
      expect(again.headers['x-forecourt-cache'], path).toBe('MISS')
    }
    await get('/trade-in')
    const gated = await get('/trade-in')
    expect(gated.headers['x-forecourt-cache']).toBeUndefined()
    await get('/cars/abc', { rsc: '1' })
    await get('/cars/abc', { rsc: '1' })
    expect(calls()).toBe(10)
  })

  it('a hard reload goes to Next, and what it brings back is kept for the next visitor', async () => {
    const { get, calls } = await start(nextHit)
    await get('/about-us')
    const reload = await get('/about-us', { 'cache-control': 'no-cache' })
    expect(reload.headers['x-forecourt-cache']).toBe('MISS')
    expect((await get('/about-us')).headers['x-forecourt-cache']).toBe('HIT')
    expect(calls()).toBe(2)
  })

  it('after a purge the next request goes to Next again', async () => {
    const { get, calls, store } = await start(nextHit)
    await get('/about-us')
    store.purge()
    expect((await get('/about-us')).headers['x-forecourt-cache']).toBe('MISS')
    expect(calls()).toBe(2)
  })

  it('does not keep a response that was on its way while a purge happened', async () => {
    let purgeDuring: (() => void) | null = null
    const { get, store, calls } = await start((req, res) => {
      purgeDuring?.()
      nextHit(req, res)
    })
    purgeDuring = () => store.purge()
    await get('/about-us')
    purgeDuring = null
    expect((await get('/about-us')).headers['x-forecourt-cache']).toBe('MISS')
    expect((await get('/about-us')).headers['x-forecourt-cache']).toBe('HIT')
    expect(calls()).toBe(2)
  })
})

describe('etagMatches', () => {
  it('matches strong, weak, listed and wildcard validators', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true)
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true)
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true)
    expect(etagMatches('*', '"abc"')).toBe(true)
    expect(etagMatches('"abd"', '"abc"')).toBe(false)
    expect(etagMatches(undefined, '"abc"')).toBe(false)
  })
})

describe('captureResponse', () => {
  async function capture(reply: Reply) {
    const reported: { status: number; body: string }[] = []
    let closed!: () => void
    const responseClosed = new Promise<void>((resolve) => (closed = resolve))
    server = http.createServer((req, res) => {
      captureResponse(res, (c) => reported.push({ status: c.status, body: c.body.toString() }))
      res.once('close', closed) // after 'finish', where captureResponse reports
      reply(req, res)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    await new Promise<void>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject)
    })
    await responseClosed
    return reported
  }

  it('reports a page Next served from its cache, headers set one by one or through writeHead', async () => {
    expect(await capture(nextHit)).toEqual([{ status: 200, body: PAGE }])
  })

  it('stops copying a response that is not from Next’s cache as soon as its body starts, and never reports it', async () => {
    const reported = await capture((_req, res) => {
      res.setHeader('x-nextjs-cache', 'MISS')
      res.write('a')
      res.end('b')
    })
    expect(reported).toEqual([])
  })
})
