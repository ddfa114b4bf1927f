/**
 * Home pages under load: each demo dealer's home page, plain and gzipped, against a static file served
 * by the same server. The static file is the floor (Next serving bytes from public/, no rendering, no database),
 * so the ratios show what rendering/caching a dealer page costs on top of plain serving.
 */
import { loadRow, measure, type LoadResult } from './lib/autocannon'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'home-pages'
export const description = 'autocannon on each demo dealer home page and on a static file from public/'

const HOSTS = ['harbour-city.localhost', 'bayside-mazda.localhost', 'outback-used.localhost']
const STATIC_PATH = '/assets/forecourt-mark.svg'

const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100)

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.server()
  const targets: { label: string; path: string; host: string | undefined; headers?: Record<string, string> }[] = [
    ...HOSTS.map((host) => ({ label: host, path: '/', host })),
    // As a browser asks: compressed. Each answer still carries its own nonce (src/lib/site/csp/documentTemplate.ts).
    ...HOSTS.map((host) => ({ label: `${host} gzip`, path: '/', host, headers: { 'accept-encoding': 'gzip, deflate, br' } })),
    // /assets/ is outside the per-host rewrites, so no Host is needed; autocannon sends 127.0.0.1:<port>.
    { label: `static ${STATIC_PATH}`, path: STATIC_PATH, host: undefined },
  ]

  const results: (LoadResult & { firstHitMs: number; firstStatus: number })[] = []
  for (const target of targets) {
    // The first hit renders the page and fills Next's cache; it is reported but not measured under load.
    const first = await server.get(target.path, target.host)
    if (first.status !== 200) throw new Error(`${target.label}${target.path} answered ${first.status} on its first hit, not 200`)
    ctx.log(`${target.label}: first hit ${Math.round(first.ms)} ms; ${ctx.load.warmupS} s warm-up, then ${ctx.load.durationS} s × ${ctx.load.connections} connections…`)
    const result = await measure({ ...target, port: server.port }, ctx.load)
    results.push({ ...result, firstHitMs: Math.round(first.ms), firstStatus: first.status })
  }

  const floor = results.at(-1)!
  const summary: SummaryRow[] = results.map((r) => ({ ...loadRow(r), 'first hit ms': r.firstHitMs }))
  const ratios = results.slice(0, -1).map((r) => ({
    host: r.label,
    p95VsStatic: ratio(r.p95Ms, floor.p95Ms),
    reqPerSVsStatic: ratio(r.reqPerS, floor.reqPerS),
  }))
  const notes = ratios.map(
    (r) => `${r.host}: p95 ${r.p95VsStatic ?? '?'}× the static file's, req/s ${r.reqPerSVsStatic ?? '?'}× the static file's`,
  )
  return { summary, notes, data: { load: ctx.load, results, ratios } }
}
