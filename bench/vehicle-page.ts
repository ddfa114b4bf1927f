/**
 * The vehicle page (/cars/{slug}) under load, beside a static file from the same server in the same run:
 *   - cached:   one demo car's page, already rendered once, under autocannon (the figure a shopper
 *               sees for a popular car); target: p95 within 1.25× the static file's;
 *   - uncached: the first request to each of many demo cars' pages (never rendered before in this
 *               server), `connections` at a time, for the run's duration (or until the cars run out);
 *   - static:   /assets/forecourt-mark.svg, the floor;
 * and the JavaScript the page loads first: every /_next/static script in the page's HTML, gzipped
 * (level 6, as a server compresses it), summed; target ≤ 170 KB.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'

import { measure, percentile, type LoadResult } from './lib/autocannon'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'vehicle-page'
export const description = 'vehicle page req/s and p95, cached and uncached, beside a static file; first-load JS gzip bytes'

const HOSTS = ['harbour-city.localhost', 'bayside-mazda.localhost', 'outback-used.localhost']
const STATIC_PATH = '/assets/forecourt-mark.svg'
const JS_TARGET_BYTES = 170 * 1024
const P95_TARGET_RATIO = 1.25
/** Cars per dealer to list for the uncached run (the demo dealers have 200-300 each). */
const LIST_SIZE = 100

type Raw = { status: number; ms: number; body: Buffer; headers: http.IncomingHttpHeaders }

function request(port: number, path: string, options: { host?: string; method?: 'GET' | 'POST'; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        timeout: 120_000,
        headers: { ...(options.host ? { host: options.host } : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks), headers: res.headers }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** The dealer's car slugs, through the site's own search endpoint (the dealer from the Host header). */
async function carSlugs(port: number, host: string, count: number): Promise<string[]> {
  const body = JSON.stringify({ requests: [{ indexName: 'vehicles', hitsPerPage: count, facetFilters: ['status:in_stock'] }] })
  const res = await request(port, '/api/search/1/indexes/*/queries', { host, method: 'POST', body })
  if (res.status !== 200) throw new Error(`search for ${host} answered ${res.status}`)
  const json = JSON.parse(res.body.toString('utf8')) as { results: { hits: { slug: string }[] }[] }
  return json.results[0]!.hits.map((h) => h.slug)
}

/** First requests to never-rendered pages, `connections` in flight, until the time or the list runs out. */
async function uncachedRun(port: number, pages: { host: string; path: string }[], connections: number, durationS: number) {
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let next = 0
  const started = performance.now()
  const deadline = started + durationS * 1000
  async function worker() {
    while (next < pages.length && performance.now() < deadline) {
      const page = pages[next++]!
      const res = await request(port, page.path, { host: page.host })
      statuses[res.status] = (statuses[res.status] ?? 0) + 1
      if (res.status === 200) latencies.push(res.ms)
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10)
  return {
    requests: Object.values(statuses).reduce((a, b) => a + b, 0),
    ok: latencies.length,
    seconds: round(seconds)!,
    reqPerS: round(latencies.length / seconds)!,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    statusCodes: statuses,
  }
}

/** The /_next/static scripts the HTML names, each fetched and gzipped. */
async function firstLoadJs(port: number, host: string, path: string) {
  const html = (await request(port, path, { host })).body.toString('utf8')
  const srcs = [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))].filter((s) => s.includes('/_next/static/'))
  const files: { src: string; bytes: number; gzipBytes: number }[] = []
  for (const src of srcs) {
    const url = new URL(src, 'http://x')
    const res = await request(port, url.pathname + url.search, { host })
    if (res.status !== 200) throw new Error(`${src} answered ${res.status}`)
    files.push({ src: url.pathname, bytes: res.body.length, gzipBytes: gzipSync(res.body, { level: 6 }).length })
  }
  return { scripts: files.length, bytes: files.reduce((a, f) => a + f.bytes, 0), gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0), files }
}

const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100)

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.server()
  const port = server.port

  const lists = await Promise.all(HOSTS.map((host) => carSlugs(port, host, LIST_SIZE)))
  const [cachedHost, cachedSlug] = [HOSTS[0]!, lists[0]![0]]
  if (!cachedSlug) throw new Error(`${HOSTS[0]} has no in-stock cars to open`)
  const cachedPath = `/cars/${cachedSlug}`

  const first = await request(port, cachedPath, { host: cachedHost })
  if (first.status !== 200) throw new Error(`${cachedHost}${cachedPath} answered ${first.status}, not 200: does the /cars/[slug] route exist in this build?`)
  ctx.log(`${cachedHost}${cachedPath}: first hit ${Math.round(first.ms)} ms`)

  // Uncached first: every other listed car, round-robin across the dealers, none rendered yet.
  const pages: { host: string; path: string }[] = []
  for (let i = 0; i < LIST_SIZE; i++) {
    HOSTS.forEach((host, h) => {
      const slug = lists[h]![i]
      if (slug && !(h === 0 && slug === cachedSlug)) pages.push({ host, path: `/cars/${slug}` })
    })
  }
  ctx.log(`uncached: first requests to up to ${pages.length} car pages, ${ctx.load.connections} at a time, for at most ${ctx.load.durationS} s…`)
  const uncached = await uncachedRun(port, pages, ctx.load.connections, ctx.load.durationS)

  ctx.log(`cached: ${ctx.load.warmupS} s warm-up, then ${ctx.load.durationS} s × ${ctx.load.connections} connections…`)
  const cached: LoadResult = await measure({ label: 'vehicle page (cached)', port, path: cachedPath, host: cachedHost }, ctx.load)
  ctx.log(`static ${STATIC_PATH}…`)
  const floor: LoadResult = await measure({ label: `static ${STATIC_PATH}`, port, path: STATIC_PATH }, ctx.load)

  const js = await firstLoadJs(port, cachedHost, cachedPath)

  const summary: SummaryRow[] = [
    { label: 'vehicle page (cached)', 'req/s': cached.reqPerS, 'p50 ms': cached.p50Ms, 'p95 ms': cached.p95Ms, 'p99 ms': cached.p99Ms, errors: cached.errors, 'non-2xx': cached.non2xx },
    { label: `vehicle page (uncached, ${uncached.requests} cars)`, 'req/s': uncached.reqPerS, 'p50 ms': uncached.p50Ms, 'p95 ms': uncached.p95Ms, 'p99 ms': uncached.p99Ms, errors: 0, 'non-2xx': uncached.requests - uncached.ok },
    { label: `static ${STATIC_PATH}`, 'req/s': floor.reqPerS, 'p50 ms': floor.p50Ms, 'p95 ms': floor.p95Ms, 'p99 ms': floor.p99Ms, errors: floor.errors, 'non-2xx': floor.non2xx },
    { label: 'first-load JS (gzip KB)', 'req/s': null, 'p50 ms': null, 'p95 ms': null, 'p99 ms': null, errors: null, 'non-2xx': null, 'gzip KB': Math.round((js.gzipBytes / 1024) * 10) / 10, scripts: js.scripts },
  ]
  const p95Ratio = ratio(cached.p95Ms, floor.p95Ms)
  const notes = [
    `cached page p95 ${p95Ratio ?? '?'}× the static file's (target ≤ ${P95_TARGET_RATIO}×: ${p95Ratio !== null && p95Ratio <= P95_TARGET_RATIO ? 'met' : 'NOT met'}); req/s ${ratio(cached.reqPerS, floor.reqPerS) ?? '?'}× the static file's`,
    `uncached page p95 ${ratio(uncached.p95Ms, floor.p95Ms) ?? '?'}× the static file's`,
    `first-load JavaScript: ${js.scripts} scripts, ${js.gzipBytes} bytes gzipped (${js.bytes} raw); target ≤ ${JS_TARGET_BYTES} bytes: ${js.gzipBytes <= JS_TARGET_BYTES ? 'met' : 'NOT met'}`,
  ]
  return { summary, notes, data: { load: ctx.load, page: { host: cachedHost, path: cachedPath, firstHitMs: Math.round(first.ms) }, cached, uncached, static: floor, p95Ratio, js } }
}
