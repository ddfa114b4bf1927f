/**
 * Issue 33 item 7: a path with a %-escape that cannot be decoded was a 500 (Next's router throws on it
 * and then fails to draw its 400 page, vercel/next.js#94278; and our own decodeURIComponent calls threw
 * on what Next had decoded already). Now: one decoding that never throws (src/domain/security/
 * percentDecoding.ts), used by every decode site in the app, and a 400 at the production server's entry
 * (src/lib/site/pathGuard.ts) and in the proxy (src/proxy.ts, the entry under `next dev`).
 */
import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'

import { decodeOrNull, hasMalformedEncoding } from '@/domain/security/percentDecoding'
import { withPathGuard } from '@/lib/site/pathGuard'
import { config as proxyConfig, proxy } from '@/proxy'

const ROOT = path.resolve(__dirname, '../../..')

/** The paths (and a few more of the same kinds). */
const MALFORMED = ['/cars/%E0%A4%A', '/search/%ZZ', '/offers%', '/robots.txt%', '/api/pages/%E0%A4%A', '/api/health/%E0', '/admin/%E0%A4%A', '/%', '/a%2', '/%C3', '/%ED%A0%80', '/cars/x/checkout/%FF']
const WELL_FORMED = ['/', '/cars/2021-mazda-cx-5', '/api/media/file/my%20photo.jpg', '/cars/caf%C3%A9', '/search/%25E0', '/search?q=100%', '/search?q=%E0', '/a%2Fb']

describe('hasMalformedEncoding', () => {
  it('finds the escapes that cannot be decoded in the path, and only there', () => {
    for (const p of MALFORMED) expect(hasMalformedEncoding(p), p).toBe(true)
    for (const p of WELL_FORMED) expect(hasMalformedEncoding(p), p).toBe(false)
  })

  it('never flags a path made of encoded segments, however often encoded', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 4 }), fc.integer({ min: 1, max: 3 }), (segments, times) => {
        const encode = (s: string) => Array.from({ length: times }).reduce<string>((t) => encodeURIComponent(t), s)
        expect(hasMalformedEncoding(`/${segments.map(encode).join('/')}`)).toBe(false)
      }),
    )
  })

  it('agrees with decodeURIComponent on any text, without throwing', () => {
    const text = fc.array(fc.constantFrom('%', '%E0', '%A4', '%ZZ', '%2', '%25', '%C3%A9', 'a', '/', '?', '#', '%F0%9F%9A%97'), { maxLength: 8 }).map((p) => `/${p.join('')}`)
    fc.assert(
      fc.property(text, (t) => {
        let throws = false
        try {
          decodeURIComponent(t.split(/[?#]/)[0]!)
        } catch {
          throws = true
        }
        expect(hasMalformedEncoding(t)).toBe(throws)
        expect(decodeOrNull(t) === null).toBe((() => {
          try {
            decodeURIComponent(t)
            return false
          } catch {
            return true
          }
        })())
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('the production server’s entry (withPathGuard)', () => {
  const call = (url: string) => {
    const next = vi.fn()
    const res = { statusCode: 200, headers: {} as Record<string, string>, body: '', setHeader(k: string, v: string) { this.headers[k] = v }, end(b?: string) { this.body = b ?? '' } }
    withPathGuard(next)({ url, method: 'GET' } as IncomingMessage, res as unknown as ServerResponse)
    return { next, res }
  }

  it('answers every malformed path 400 in plain text, before anything else runs', () => {
    for (const p of MALFORMED) {
      const { next, res } = call(p)
      expect(res.statusCode, p).toBe(400)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
      expect(res.body).toMatch(/cannot be read/)
      expect(next).not.toHaveBeenCalled()
    }
  })

  it('passes every other request on untouched', () => {
    for (const p of WELL_FORMED) expect(call(p).next, p).toHaveBeenCalledOnce()
  })

  it('is what the production server hands every request to', () => {
    const server = readFileSync(path.join(ROOT, 'scripts/next-server.ts'), 'utf8')
    // Inside the request log only (which reads nothing of the request but its id, route and host).
    expect(server).toMatch(/const guarded = withRequestSpan\(withRequestLog\(withPathGuard\(drainable\.handler\), /)
    expect(server).toMatch(/http\.createServer\(\(req, res\) => \{\s*Promise\.resolve\(guarded\(req, res\)\)/)
  })
})

describe('the proxy (the entry under next dev)', () => {
  // As tests/unit/accounts/proxyMatcher.test.ts asks Next's own matching, for a plain dealer host.
  const req = { headers: { host: 'harbour-city.localhost' } } as unknown as IncomingMessage
  const reaches = (pathname: string) =>
    proxyConfig.matcher.some(
      (m) =>
        Boolean(getPathMatch(m.source, { strict: true, removeUnnamedParams: true })(pathname)) &&
        Boolean(matchHas(req, {}, [], ('missing' in m ? m.missing : undefined) as Parameters<typeof matchHas>[3])),
    )

  it('is reached by every malformed path, and answers it 400', async () => {
    for (const p of MALFORMED) {
      expect(reaches(p), p).toBe(true)
      const res = await proxy(new NextRequest(`http://harbour-city.localhost:3000${p}`, { headers: { host: 'harbour-city.localhost:3000' } }))
      expect(res.status, p).toBe(400)
    }
  })

  it('is not reached by ASCII escapes such as %20 in a media file name', () => {
    for (const p of ['/api/media/file/my%20photo.jpg', '/cars/2021-mazda-cx-5', '/about%2Dus']) expect(reaches(p), p).toBe(false)
  })
})

describe('decode sites', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'node_modules' ? [] : files(path.join(dir, e.name))) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []))

  it('only percentDecoding.ts calls decodeURIComponent: everything else uses decodeOrNull, which never throws', () => {
    const callers = ['src', 'blocks', 'collections', 'tenants', 'scripts']
      .flatMap((d) => files(path.join(ROOT, d)))
      .filter((f) => !f.endsWith(path.join('security', 'percentDecoding.ts')))
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (/\bdecodeURI(?:Component)?\(/.test(line) && !/^\s*(?:\*|\/\/)/.test(line) ? [`${path.relative(ROOT, f)}:${i + 1}`] : [])))
    expect(callers).toEqual([])
  })
})
