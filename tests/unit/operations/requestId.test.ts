/**
 * Request ids (issue 38): a trusted proxy's X-Request-Id is kept, anything else gets a new id; every
 * answer carries its own, a page replayed from the front cache included.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { chooseRequestId } from '@/domain/operations/requestId'
import { requestIdOf, withRequestId } from '@/lib/api/requestId'
import { frontHandler } from '@/lib/frontCache/pipeline'
import { FrontCacheStore } from '@/lib/frontCache/store'

const make = () => 'made-here'

describe('which request id a request goes by', () => {
  it('takes a trusted proxy’s id in a plain shape, and makes one otherwise', () => {
    expect(chooseRequestId('nginx-4f2a9c', 1, make)).toBe('nginx-4f2a9c')
    expect(chooseRequestId(['a1:b2.c3', 'x'], 2, make)).toBe('a1:b2.c3')
    // No trusted proxy: the client wrote it.
    expect(chooseRequestId('nginx-4f2a9c', 0, make)).toBe('made-here')
    // Not plain: it would go into logs and a header as it is.
    for (const odd of ['', 'has space', 'line\nbreak', 'é', 'x'.repeat(129), undefined]) expect(chooseRequestId(odd, 1, make)).toBe('made-here')
  })
})

let server: http.Server | null = null
const saved = process.env.TRUSTED_PROXY_HOPS
afterEach(async () => {
  if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS
  else process.env.TRUSTED_PROXY_HOPS = saved
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

describe('the production server’s request ids', () => {
  it('answers each request with its own id, seen by the handler, also when the front cache replays the page', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    const seen: string[] = []
    const handler = withRequestId(
      frontHandler(
        (req, res) => {
          seen.push(requestIdOf(req))
          res.setHeader('x-nextjs-cache', 'HIT')
          res.setHeader('cache-control', 's-maxage=60')
          res.setHeader('content-type', 'text/plain')
          res.end('a kept page')
        },
        { store: new FrontCacheStore({ maxEntries: 10, maxBytes: 1e6 }), maxTtlMs: 60_000, csp: {} },
      ),
    )
    server = http.createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const get = (headers: Record<string, string> = {}) =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/', headers: { host: 'harbour-city.localhost', ...headers }, agent: false }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.headers))
        }).on('error', reject)
      })

    const first = await get()
    const second = await get()
    const fromProxy = await get({ 'x-request-id': 'edge-123' })
    expect([first['x-forecourt-cache'], second['x-forecourt-cache'], fromProxy['x-forecourt-cache']]).toEqual(['MISS', 'HIT', 'HIT'])
    expect(first['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second['x-request-id']).not.toBe(first['x-request-id'])
    expect(fromProxy['x-request-id']).toBe('edge-123')
    expect(seen).toEqual([first['x-request-id']])
  })
})
