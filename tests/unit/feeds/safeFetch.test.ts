/** The SSRF-safe GET: refused addresses and schemes, pinned connections, redirects, caps, 304, timeouts, image sniffing. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isBlockedAddress, safeFetch, safeFetchStream, SafeFetchError, sniffImage, type SafeFetchOptions } from '@/lib/feeds/safeFetch'

/** The error a fetch rejects with (fails the test if it resolves). */
async function failure(p: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(SafeFetchError)
    return e as SafeFetchError
  }
  throw new Error('expected the fetch to fail')
}

describe('refused addresses', () => {
  it.each(['http://127.0.0.1/', 'http://10.0.0.1/feed.csv', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://0.0.0.0/', 'http://[::ffff:127.0.0.1]/', 'https://192.168.1.10/', 'http://100.64.0.1/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://2130706433/', 'http://0x7f.1/'])(
    '%s',
    async (url) => {
      const e = await failure(safeFetch(url, { timeoutMs: 2000 }))
      expect(e.code).toBe('blocked_address')
      expect(e.message).toMatch(/a local or private network address; it is not fetched\.$/)
    },
  )

  it('refuses localhost, which resolves to a loopback address', async () => {
    expect((await failure(safeFetch('http://localhost:9/', { timeoutMs: 2000 }))).code).toBe('blocked_address')
  })

  it('refuses a host name whose DNS answer includes a private address', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ]
    const e = await failure(safeFetch('https://feeds.example.com/stock.csv', { resolve }))
    expect(e.code).toBe('blocked_address')
    expect(e.message).toBe('https://feeds.example.com/stock.csv points to 10.1.2.3, a local or private network address; it is not fetched.')
  })

  it('refuses schemes other than http and https, and text that is not a URL', async () => {
    expect((await failure(safeFetch('file:///etc/passwd'))).code).toBe('blocked_scheme')
    expect((await failure(safeFetch('ftp://dms.example.com/stock.csv'))).code).toBe('blocked_scheme')
    expect((await failure(safeFetch('not a url'))).code).toBe('bad_url')
  })

  it('classifies addresses', () => {
    for (const a of ['127.0.0.1', '127.9.9.9', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:a00:1::1', '224.0.0.1']) {
      expect(isBlockedAddress(a), a).toBe(true)
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(a), a).toBe(false)
    }
  })
})

describe('against a local server', () => {
  let server: http.Server
  let base: string
  let port: number
  const seen: Array<{ url: string; host: string | undefined; ifNoneMatch: string | undefined; authorization: string | undefined }> = []
  const big = Buffer.alloc(2 * 1024 * 1024, 1)

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url!, host: req.headers.host, ifNoneMatch: req.headers['if-none-match'], authorization: req.headers.authorization })
      const url = new URL(req.url!, 'http://x')
      const hop = /^\/r\/(\d+)$/.exec(url.pathname)
      if (hop) {
        const n = Number(hop[1])
        res.writeHead(302, { location: n > 0 ? `/r/${n - 1}` : '/ok' }).end()
      } else if (url.pathname === '/ok') {
        res.writeHead(200, { 'content-type': 'text/csv', etag: '"v1"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' }).end('Stock,Make\nA1,Toyota\n')
      } else if (url.pathname === '/etag') {
        if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end()
        else res.writeHead(200, { etag: '"v1"' }).end('fresh')
      } else if (url.pathname === '/big') {
        res.writeHead(200, { 'content-length': String(big.length) }).end(big)
      } else if (url.pathname === '/big-chunked') {
        res.writeHead(200)
        let sent = 0
        const push = () => {
          while (sent < big.length) {
            const chunk = big.subarray(sent, sent + 64 * 1024)
            sent += chunk.length
            if (!res.write(chunk)) return res.once('drain', push)
          }
          res.end()
        }
        push()
      } else if (url.pathname === '/to') {
        res.writeHead(302, { location: url.searchParams.get('u')! }).end()
      } else if (url.pathname === '/slow') {
        // Never answers; the client's timeout must end it.
      } else {
        res.writeHead(404, 'Not Found').end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    base = `http://127.0.0.1:${port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  // The test server's origin stands in for the DMS simulator's: the one allowed a private address.
  const local = (): SafeFetchOptions => ({ allowOrigins: [base], timeoutMs: 5000 })

  it('fetches a body with its validators from an allowed origin', async () => {
    const r = await safeFetch(`${base}/ok`, local())
    expect(r.notModified).toBe(false)
    expect(r.status).toBe(200)
    expect(r.body?.toString()).toBe('Stock,Make\nA1,Toyota\n')
    expect(r.etag).toBe('"v1"')
    expect(r.lastModified).toBe('Tue, 24 Nov 2026 10:00:00 GMT')
    expect(r.contentType).toBe('text/csv')
  })

  it('connects to the address it checked, keeping the URL host name in the Host header', async () => {
    let lookups = 0
    const resolve = async () => {
      lookups++
      return [{ address: '127.0.0.1', family: 4 }]
    }
    const r = await safeFetch(`http://feeds.dealer.test:${port}/ok`, { resolve, allowOrigins: [`http://feeds.dealer.test:${port}`] })
    expect(r.address).toBe('127.0.0.1')
    expect(seen.at(-1)!.host).toBe(`feeds.dealer.test:${port}`)
    expect(lookups).toBe(1)
  })

  it('returns 304 as not modified when the ETag still matches', async () => {
    const r = await safeFetch(`${base}/etag`, { ...local(), etag: '"v1"' })
    expect(r).toMatchObject({ status: 304, notModified: true, body: null })
    expect(seen.at(-1)!.ifNoneMatch).toBe('"v1"')
    const fresh = await safeFetch(`${base}/etag`, { ...local(), etag: '"v0"' })
    expect(fresh.body?.toString()).toBe('fresh')
  })

  it('follows up to 3 redirects and refuses a 4th', async () => {
    const r = await safeFetch(`${base}/r/2`, local())
    expect(r.url).toBe(`${base}/ok`)
    const e = await failure(safeFetch(`${base}/r/3`, local()))
    expect(e.code).toBe('too_many_redirects')
  })

  it('re-checks every redirect: an allowed server cannot send us to a private address', async () => {
    const allowLocal = local()
    expect((await safeFetch(`${base}/ok`, allowLocal)).status).toBe(200)
    for (const target of ['http://10.0.0.1/feed.csv', 'http://169.254.169.254/latest/meta-data/', `http://[::1]:${port}/ok`, `http://localhost:${port}/ok`, 'http://127.0.0.1:9/other-port']) {
      const e = await failure(safeFetch(`${base}/to?u=${encodeURIComponent(target)}`, allowLocal))
      expect(e.code, target).toBe('blocked_address')
    }
    expect((await failure(safeFetch(`${base}/to?u=${encodeURIComponent('file:///etc/passwd')}`, allowLocal))).code).toBe('blocked_scheme')
  })

  it('lets only the exact allowed origin reach a private address: not another port or host name, never link-local', async () => {
    const otherPort = `http://127.0.0.1:${port === 9 ? 10 : 9}/ok`
    for (const url of [otherPort, `http://localhost:${port}/ok`, `https://127.0.0.1:${port}/ok`]) {
      expect((await failure(safeFetch(url, local()))).code, url).toBe('blocked_address')
    }
    // Even listed, the metadata service's link-local address stays refused (checked before connecting).
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://[::ffff:169.254.169.254]/']) {
      const origin = new URL(url).origin
      expect((await failure(safeFetch(url, { allowOrigins: [origin], timeoutMs: 2000 }))).code, url).toBe('blocked_address')
    }
    // Nothing is allowed without a list.
    expect((await failure(safeFetch(`${base}/ok`, { timeoutMs: 2000 }))).code).toBe('blocked_address')
  })

  it('does not carry an Authorization header to another origin', async () => {
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }]
    const allowOrigins = [base, `http://other.dealer.test:${port}`]
    await safeFetch(`${base}/to?u=${encodeURIComponent(`http://other.dealer.test:${port}/ok`)}`, { ...local(), allowOrigins, resolve, headers: { authorization: 'Basic c2VjcmV0' } })
    const [first, second] = seen.slice(-2)
    expect(first!.authorization).toBe('Basic c2VjcmV0')
    expect(second!.authorization).toBeUndefined()
  })

  it('aborts past the byte cap, whether or not the length is declared', async () => {
    expect((await failure(safeFetch(`${base}/big`, { ...local(), maxBytes: 1024 * 1024 }))).code).toBe('too_large')
    expect((await failure(safeFetch(`${base}/big-chunked`, { ...local(), maxBytes: 1024 * 1024 }))).code).toBe('too_large')
    expect((await safeFetch(`${base}/big-chunked`, { ...local(), maxBytes: 4 * 1024 * 1024 })).body?.length).toBe(big.length)
  })

  it('streams a body, and errors the stream past the cap', async () => {
    const ok = await safeFetchStream(`${base}/big-chunked`, { ...local(), maxBytes: 4 * 1024 * 1024 })
    let total = 0
    for await (const chunk of ok.body!) total += (chunk as Buffer).length
    expect(total).toBe(big.length)

    const capped = await safeFetchStream(`${base}/big-chunked`, { ...local(), maxBytes: 1024 * 1024 })
    const read = async () => {
      for await (const chunk of capped.body!) void chunk
    }
    await expect(read()).rejects.toMatchObject({ code: 'too_large' })
  })

  it('times out', async () => {
    const e = await failure(safeFetch(`${base}/slow`, { ...local(), timeoutMs: 200 }))
    expect(e.code).toBe('timeout')
  })

  it('reports HTTP errors with their status', async () => {
    const e = await failure(safeFetch(`${base}/missing`, local()))
    expect(e.code).toBe('http_error')
    expect(e.status).toBe(404)
    expect(e.message).toBe(`${base}/missing answered 404 Not Found.`)
  })
})

describe('image sniffing', () => {
  const bytes = (...parts: Array<number[] | string>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

  it('recognises JPEG, PNG, GIF, WebP and AVIF by their first bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg')
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('image/png')
    expect(sniffImage(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif')
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffImage(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('image/avif')
    expect(sniffImage(bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiafMA1B'))).toBe('image/avif')
  })

  it('rejects everything else', () => {
    expect(sniffImage(bytes('<!DOCTYPE html><html>'))).toBeNull()
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull()
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})
