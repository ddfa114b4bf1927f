/**
 * The per-host rewrites of next.config.ts (src/lib/site/hostRewrites.ts), run through Next's own route
 * matching helpers (the ones its router uses for config rewrites), and the proxy that answers the rest.
 */
import fc from 'fast-check'
import type { IncomingMessage } from 'node:http'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { HOST_VALUE, hostRewrites } from '@/lib/site/hostRewrites'
import { config as proxyConfig } from '@/proxy'
import { normalizeHost } from '@tenants/host'

/**
 * Where Next's router sends a request: like its router, each rewrite whose source and host condition
 * match is applied in turn to the path the earlier ones left. Null when none matched.
 */
function rewrite(pathname: string, host: string | undefined): string | null {
  const req = { headers: host === undefined ? {} : { host } } as unknown as IncomingMessage
  let path = pathname
  let search = ''
  for (const rule of hostRewrites().beforeFiles) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path)
    if (!params) continue
    const hostParams = matchHas(req, {}, rule.has, rule.missing)
    if (!hostParams) continue
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...hostParams }, query: {} })
    path = parsedDestination.pathname!
    search = parsedDestination.search ?? ''
  }
  return path === pathname ? null : path + search
}

/** Whether the proxy runs for this request (its matcher: site paths whose host is not a plain name). */
function proxyRuns(pathname: string, host: string | undefined): boolean {
  const req = { headers: host === undefined ? {} : { host } } as unknown as IncomingMessage
  return proxyConfig.matcher.some(
    (m) => Boolean(getPathMatch(m.source, { strict: true, removeUnnamedParams: true })(pathname)) && Boolean(matchHas(req, {}, [], m.missing as Parameters<typeof matchHas>[3])),
  )
}

describe('host rewrites', () => {
  it('serves every dealer path from /{host}/{path}, the home page included', () => {
    expect(rewrite('/', 'harbour-city.localhost:3000')).toBe('/harbour-city.localhost')
    expect(rewrite('/cars/2022-mazda-cx-5', 'BaysideMazda.com.au')).toBe('/baysidemazda.com.au/cars/2022-mazda-cx-5')
    expect(rewrite('/search/new-used-and-demo-cars/mazda', 'baysidemazda.com.au')).toBe('/baysidemazda.com.au/search/new-used-and-demo-cars/mazda')
    expect(rewrite('/robots.txt', 'example.com.')).toBe('/example.com/robots.txt')
  })

  it('sends /cars/{slug}.pdf to the PDF route', () => {
    expect(rewrite('/cars/2022-mazda-cx-5.pdf', 'baysidemazda.com.au')).toBe('/api/vehicle-pdf/2022-mazda-cx-5')
  })

  it('prefixes a path naming another host, so it never reaches that dealer', () => {
    expect(rewrite('/baysidemazda.com.au/', 'harbourcitymotors.com.au')).toBe('/harbourcitymotors.com.au/baysidemazda.com.au/')
  })

  it('leaves the admin, the API, Next assets and /assets alone', () => {
    for (const path of ['/admin', '/admin/collections/vehicles', '/api', '/api/search/1/indexes/*/queries', '/_next/static/chunks/x.js', '/assets/forecourt-mark.svg', '/favicon.ico']) {
      expect(rewrite(path, 'baysidemazda.com.au'), path).toBeNull()
      expect(proxyRuns(path, undefined), path).toBe(false)
    }
  })

  it('takes exactly the hosts normalizeHost accepts; the proxy takes every other one', () => {
    const hostChars = fc.constantFrom(...'abz09-._ '.split(''))
    fc.assert(
      // Node's HTTP parser strips the spaces around a header value; Next hands a host condition the
      // Host header lower-cased, without its port.
      fc.property(fc.oneof(fc.string({ unit: hostChars, maxLength: 20 }), fc.string({ unit: hostChars, minLength: 250, maxLength: 258 })).map((h) => h.trim()), (host) => {
        const expected = normalizeHost(host)
        const target = rewrite('/about-us', host)
        expect(target).toBe(expected ? `/${expected}/about-us` : null)
        expect(proxyRuns('/about-us', host)).toBe(expected === null)
      }),
      { numRuns: 2000 },
    )
    for (const host of ['a'.repeat(253), `${'a'.repeat(253)}.`, `${'b.'.repeat(126)}b`]) {
      expect(rewrite('/', host)).toBe(`/${normalizeHost(host)}`)
    }
    for (const host of [undefined, 'a'.repeat(254), '[::1]:3000', 'ex_ample.com', '-bad.com', "evil.com'--"]) {
      expect(rewrite('/', host), String(host)).toBeNull()
      expect(proxyRuns('/', host), String(host)).toBe(true)
    }
  })

  it('the proxy matcher repeats HOST_VALUE literally (Next reads it without running code)', () => {
    expect(proxyConfig.matcher[0]!.missing![0]!.value).toBe(HOST_VALUE)
  })
})
