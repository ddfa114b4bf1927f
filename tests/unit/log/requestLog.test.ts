/**
 * Logs (issue 38): one JSON line per request through the production server, with the request id,
 * the route template (never the raw path), the dealer's site, status and duration; nothing personal
 * in any line; route templates read from the build's routes manifest, a dealer's pages without the
 * host segment.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { afterEach, describe, expect, it } from 'vitest'

import { withRequestId } from '@/lib/api/requestId'
import { createLogger, logsAsJson } from '@/lib/log/logger'
import { withRequestLog } from '@/lib/log/requestLog'
import { UNMATCHED_ROUTE, routeTemplates } from '@/lib/log/routeTemplates'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean()
})

/** A JSON logger whose lines a test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, log: createLogger({ role: () => 'web', json: true, destination: sink }) }
}

/** A build folder with a routes manifest shaped like Next's. */
function buildWithManifest(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-routes-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(
    path.join(dir, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [{ page: '/api/leads', regex: '^/api/leads(?:/)?$' }, { page: '/[host]/compare', regex: '^/([^/]+?)/compare(?:/)?$' }],
      dynamicRoutes: [
        { page: '/api/search/[...path]', regex: '^/api/search/(.+?)(?:/)?$' },
        { page: '/[host]/cars/[slug]', regex: '^/([^/]+?)/cars/([^/]+?)(?:/)?$' },
        { page: '/[host]/[[...slug]]', regex: '^/([^/]+?)(?:/(.+?))?(?:/)?$' },
      ],
    }),
  )
  return dir
}

describe('route templates', () => {
  it("names the build's route, a dealer's page without the host segment, and Next's own files", () => {
    const routeOf = routeTemplates(buildWithManifest())
    expect(routeOf('/api/leads')).toBe('/api/leads')
    expect(routeOf('/api/search/1/indexes/*/queries')).toBe('/api/search/[...path]')
    expect(routeOf('/cars/2021-toyota-hilux-sr5-abc123')).toBe('/cars/[slug]')
    expect(routeOf('/compare')).toBe('/compare')
    expect(routeOf('/')).toBe('/[[...slug]]')
    expect(routeOf('/about-us')).toBe('/[[...slug]]')
    expect(routeOf('/_next/static/chunks/app.js')).toBe('/_next/static/[...path]')
  })

  it('without a manifest, says a path is unmatched rather than repeating it', () => {
    const routeOf = routeTemplates(path.join(os.tmpdir(), 'no-such-build'))
    expect(routeOf('/cars/jordan-smiths-car')).toBe(UNMATCHED_ROUTE)
  })
})

/** A request with the Host header a dealer's shopper sends (fetch may not set Host). */
function request(url: string, { method = 'GET', host }: { method?: string; host?: string } = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: host ? { host } : {} }, (res) => {
      res.resume()
      res.on('end', () => resolve(res))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the request log', () => {
  async function serve(status: number, log: ReturnType<typeof capturedLogger>['log']) {
    const handler = withRequestLog(
      withRequestId((_req, res) => {
        res.statusCode = status
        res.end('ok')
      }),
      { routeOf: routeTemplates(buildWithManifest()), siteOf: (host) => (host === 'harbourcitymotors.com.au' ? 'harbour-city' : undefined), log },
    )
    const server = http.createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => server.close())
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('writes one JSON line per request: id, method, route template, site, status, duration; no query, no address', async () => {
    const { lines, log } = capturedLogger()
    const base = await serve(201, log)
    const res = await request(`${base}/cars/some-car?email=jordan%40example.com`, { host: 'harbourcitymotors.com.au' })
    await expect.poll(() => lines.length).toBe(1)
    const line = lines[0]!
    expect(line).toMatchObject({ level: 'info', role: 'web', msg: 'request', method: 'GET', route: '/cars/[slug]', site: 'harbour-city', status: 201, reqId: res.headers['x-request-id'] })
    expect(typeof line.ms).toBe('number')
    expect(typeof line.time).toBe('string')
    expect(typeof line.instance).toBe('string')
    expect(JSON.stringify(line)).not.toMatch(/jordan|some-car|127\.0\.0\.1/)
  })

  it('writes a 5xx as an error line, a failing probe included', async () => {
    const { lines, log } = capturedLogger()
    const failing = await serve(503, log)
    await request(`${failing}/api/leads`, { method: 'POST' })
    await request(`${failing}/api/ready`)
    // Both are 503s, so both are error lines: a failing probe is worth an error too.
    await expect.poll(() => lines.length).toBe(2)
    expect(lines[0]).toMatchObject({ level: 'error', route: '/api/leads', status: 503, method: 'POST' })
    expect(lines[0]!.site).toBeUndefined()
  })
})

describe('the request log at info', () => {
  it("leaves the balancer's passing probes out (they are debug lines)", async () => {
    const { lines, log } = capturedLogger()
    const handler = withRequestLog((_req, res) => void res.end('ok'), { routeOf: () => '/x', siteOf: () => undefined, log })
    const server = http.createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => server.close())
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await request(`${base}/api/ready`)
    await request(`${base}/api/health`)
    await request(`${base}/page`)
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({ route: '/x', status: 200 })
  })
})

describe('the logger', () => {
  it('masks the message, its arguments and every field, an error included', () => {
    const { lines, log } = capturedLogger()
    log.info({ lead: { email: 'jordan@example.com', phone: '0412 345 678' } }, 'Lead from %s', 'jordan@example.com')
    log.error({ err: new Error('no mailbox for jordan@example.com'), leadId: 7 }, 'Delivery failed')
    expect(lines[0]).toMatchObject({ msg: 'Lead from j•••@example.com', lead: { email: '[redacted]', phone: '[redacted]' } })
    expect(lines[1]).toMatchObject({ leadId: 7, err: { type: 'Error', message: 'no mailbox for j•••@example.com' } })
    expect(JSON.stringify(lines)).not.toContain('jordan@')
  })

  it('writes JSON in production and from a compiled server, readable lines in development, and obeys LOG_FORMAT', () => {
    expect(logsAsJson({ NODE_ENV: 'production' }, [])).toBe(true)
    expect(logsAsJson({ NODE_ENV: 'development' }, ['--conditions=production'])).toBe(true)
    expect(logsAsJson({ NODE_ENV: 'development' }, [])).toBe(false)
    expect(logsAsJson({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, [])).toBe(false)
    expect(logsAsJson({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, [])).toBe(true)
  })
})
