/**
 * The vehicle page (/cars/{slug}) under load, beside static files from the same server in the same run:
 *   - cached:   one demo car's page, already rendered once, under autocannon (the figure a shopper
 *               sees for a popular car): answered by the front cache (src/lib/frontCache) in front of
 *               Next; target: p95 within 1.25× the static file's. Like the static file, it is asked
 *               for without Accept-Encoding, so both are sent as stored;
 *   - Next cache only: the same page with `Cache-Control: no-cache`, which skips the front cache, so
 *               Next serves it from its own page cache (what every hit cost before the front cache);
 *               reported, not judged;
 *   - cached, gzip: the same page asked for as a browser asks (Accept-Encoding: gzip, deflate, br);
 *               the front cache keeps the compressed bytes Next sent; reported, not judged;
 *   - uncached: the first request to each of many demo cars' pages (never rendered before in this
 *               server: bench/lib/server.ts starts it without an earlier run's cached pages),
 *               `connections` at a time, for the run's duration (or until the cars run out);
 *   - static:   /assets/forecourt-mark.svg (254 bytes), the floor the target is judged against;
 *   - static, page-sized: the build's /_next/static file closest in size to the page's HTML, served by
 *               the same static path. Reported, not judged: it shows how much of the gap to the floor
 *               is the page's bytes (copying, writing and reading 100+ KB) rather than Next's work;
 * and the JavaScript the page loads first (see lib/firstLoadJs.ts): gzipped (level 6, as a server compresses
 * it), summed; target ≤ 170 KB. This counts what a browser with ES modules fetches: the scripts the
 * HTML preloads are included, and Next's `nomodule` polyfills (about 39 KB) are reported apart, as
 * only a browser without modules fetches them and the build targets Next's defaults (Chrome, Edge and
 * Firefox 111, Safari 16.4), which all have modules. Counted in, they would make the target unreachable
 * for any page: Next's own runtime (React DOM, the router, the webpack runtime: about 135 KB) plus the
 * polyfills is over 170 KB before the page's own code.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { loadRow, measure, percentile, type LoadResult } from './lib/autocannon'
import { firstLoadJs } from './lib/firstLoadJs'
import { carSlugs, request } from './lib/http'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'vehicle-page'
export const description = 'vehicle page req/s and p95, cached and uncached, beside a static file; first-load JS gzip bytes'

const HOSTS = ['harbour-city.localhost', 'bayside-mazda.localhost', 'outback-used.localhost']
const STATIC_PATH = '/assets/forecourt-mark.svg'
const JS_TARGET_BYTES = 170 * 1024
const P95_TARGET_RATIO = 1.25
/** What a browser sends; Next then gzips the page on every response. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br'
/** Cars per dealer to list for the uncached run (the demo dealers have 200-300 each). */
const LIST_SIZE = 100

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

/** The build's /_next/static/chunks file whose size is closest to `bytes` (served like any static file). */
function pageSizedStaticFile(distDir: string, bytes: number): { path: string; bytes: number } {
  const dir = path.resolve(import.meta.dirname, '..', distDir, 'static', 'chunks')
  let best: { path: string; bytes: number } | null = null
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue
    const size = statSync(path.join(dir, name)).size
    if (!best || Math.abs(size - bytes) < Math.abs(best.bytes - bytes)) best = { path: `/_next/static/chunks/${name}`, bytes: size }
  }
  if (!best) throw new Error(`no scripts in ${dir}`)
  return best
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
  const answeredBy = (await request(port, cachedPath, { host: cachedHost })).headers['x-forecourt-cache'] ?? 'Next (no front cache)'
  ctx.log(`cached page answered by: front cache ${answeredBy}`)
  ctx.log(`cached in Next only (Cache-Control: no-cache skips the front cache)…`)
  const nextCached: LoadResult = await measure(
    { label: 'vehicle page (Next cache only)', port, path: cachedPath, host: cachedHost, headers: { 'cache-control': 'no-cache' } },
    ctx.load,
  )
  ctx.log(`cached, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}…`)
  const cachedGzip: LoadResult = await measure(
    { label: 'vehicle page (cached, gzip)', port, path: cachedPath, host: cachedHost, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
    ctx.load,
  )
  ctx.log(`static ${STATIC_PATH}…`)
  const floor: LoadResult = await measure({ label: `static ${STATIC_PATH}`, port, path: STATIC_PATH }, ctx.load)
  const sized = pageSizedStaticFile(ctx.distDir, first.body.length)
  ctx.log(`static ${sized.path} (${sized.bytes} bytes; the page is ${first.body.length})…`)
  const sizedFloor: LoadResult = await measure({ label: 'static, page-sized', port, path: sized.path }, ctx.load)

  const js = await firstLoadJs(port, cachedHost, cachedPath)

  const row = (label: string, r: LoadResult) => loadRow(r, label)
  const summary: SummaryRow[] = [
    row(`vehicle page (cached, ${Math.round(first.body.length / 1024)} KB)`, cached),
    row('vehicle page (cached, gzip)', cachedGzip),
    row('vehicle page (Next cache only)', nextCached),
    { label: `vehicle page (uncached, ${uncached.requests} cars)`, 'req/s': uncached.reqPerS, 'p50 ms': uncached.p50Ms, 'p95 ms': uncached.p95Ms, 'p99 ms': uncached.p99Ms, errors: 0, 'non-2xx': uncached.requests - uncached.ok },
    row(`static ${STATIC_PATH}`, floor),
    row(`static, page-sized (${Math.round(sized.bytes / 1024)} KB)`, sizedFloor),
    { label: 'first-load JS (gzip KB)', 'req/s': null, 'p50 ms': null, 'p95 ms': null, 'p99 ms': null, errors: null, 'non-2xx': null, 'gzip KB': Math.round((js.gzipBytes / 1024) * 10) / 10, scripts: js.scripts },
  ]
  const p95Ratio = ratio(cached.p95Ms, floor.p95Ms)
  const notes = [
    `cached page p95 ${p95Ratio ?? '?'}× the static file's (target ≤ ${P95_TARGET_RATIO}×: ${p95Ratio !== null && p95Ratio <= P95_TARGET_RATIO ? 'met' : 'NOT met'}); req/s ${ratio(cached.reqPerS, floor.reqPerS) ?? '?'}× the static file's`,
    `cached page answered by the front cache: ${answeredBy}; the same page from Next's own cache (front cache skipped): p95 ${ratio(nextCached.p95Ms, floor.p95Ms) ?? '?'}× the static file's`,
    `cached page asked for with gzip (as browsers do): p95 ${ratio(cachedGzip.p95Ms, floor.p95Ms) ?? '?'}× the static file's`,
    `a static file of the page's size: p95 ${ratio(sizedFloor.p95Ms, floor.p95Ms) ?? '?'}× the static file's; the cached page's p95 is ${ratio(cached.p95Ms, sizedFloor.p95Ms) ?? '?'}× that file's`,
    `uncached page p95 ${ratio(uncached.p95Ms, floor.p95Ms) ?? '?'}× the static file's`,
    `first-load JavaScript: ${js.scripts} scripts, ${js.gzipBytes} bytes gzipped (${js.bytes} raw); target ≤ ${JS_TARGET_BYTES} bytes: ${js.gzipBytes <= JS_TARGET_BYTES ? 'met' : 'NOT met'}` +
      ` (not counted: ${js.noModuleGzipBytes} bytes gzipped of nomodule polyfills, which module browsers never fetch)`,
  ]
  return {
    summary,
    notes,
    data: {
      load: ctx.load,
      page: { host: cachedHost, path: cachedPath, firstHitMs: Math.round(first.ms), htmlBytes: first.body.length },
      cached,
      cachedGzip,
      nextCached,
      answeredBy,
      uncached,
      static: floor,
      pageSizedStatic: { ...sizedFloor, fileBytes: sized.bytes },
      p95Ratio,
      js,
    },
  }
}
