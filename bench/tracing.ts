/**
 * What OpenTelemetry costs (issue 38): the production server on this build without an OTLP endpoint
 * (nothing loaded) and with the default settings (every write and job traced, one page view or search
 * in ten, every request measured) sending to a receiver on loopback that reads and drops what comes
 * (a Collector's intake, without its work). Set OTEL_TRACES_SAMPLER_ARG=1 in the bench's environment
 * to measure tracing every request. Targets: a dealer's home page as shoppers repeat it (the front
 * cache answers) and the search endpoint (a refined multi-query).
 *
 * One database, seeded once, and a new server process for every round and mode, alternated (off, on;
 * then on, off…). Two servers started side by side differed by 6–12% with telemetry off in both (each
 * process's own luck: where its heap landed, what its JIT chose, which core it shared with the load
 * generator), more than the cost being measured, and a fixed pair carried that difference into every
 * round. Restarted each round, that luck averages out over the rounds, and the off rounds' own spread
 * is printed as the floor under which a difference means nothing. Each server's CPU time per request
 * is printed too. Goal: throughput and p95 within 5% of each other. BENCH_TRACING_ROUNDS sets the
 * rounds (default 6; each starts two servers on the seeded database, about 15 s each), and
 * BENCH_TRACING_WARMUP the seconds of load each new server gets on each target before it is measured
 * (default 8).
 */
import { rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { loadRow, measure, type LoadResult, type LoadTarget } from './lib/autocannon'
import { httpPost } from './lib/server'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'
import { SHAPES } from './search'

export const name = 'tracing'
export const description = 'cached home page and search endpoint with OpenTelemetry off and on (default sampling), a new server each round, alternated in one run'

const HOST = 'harbourcitymotors.com.au'
const SEARCH_SHAPE = 'make+body'
const ROUNDS = Number(process.env.BENCH_TRACING_ROUNDS ?? 6)
/** Seconds of load on each target before a new server's figures count (beside the runner's own warm-up). */
const PROCESS_WARMUP_S = Number(process.env.BENCH_TRACING_WARMUP ?? 8)
type Mode = 'off' | 'on'
const MODES: readonly Mode[] = ['off', 'on']

/** An OTLP/HTTP intake that reads each export and answers 200, counting what came. */
async function startSink(): Promise<{ url: string; exports: () => number; close: () => Promise<void> }> {
  let exports = 0
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      exports++
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports: () => exports, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** b against a in percent, signed (−12.5: b is 12.5% lower). */
const signedChange = (a: number | null, b: number | null) => (a && b ? `${b >= a ? '+' : '−'}${Math.round((Math.abs(b - a) / a) * 1000) / 10}` : 'n/a')

/** The mean, and the largest distance of any value from it in percent (the rounds' own spread). */
function meanAndSpread(values: number[]): { mean: number; spreadPct: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const spreadPct = mean ? Math.max(...values.map((v) => Math.abs(v - mean) / mean)) * 100 : 0
  return { mean, spreadPct }
}

const roundTo = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const sink = await startSink()
  const shape = SHAPES.find((s) => s.label === SEARCH_SHAPE)!
  const searchBody = JSON.stringify({ requests: shape.requests })
  const targets = (port: number, mode: string): LoadTarget[] => [
    { label: `home page (cached), telemetry ${mode}`, port, path: '/', host: HOST },
    { label: `search (${SEARCH_SHAPE}), telemetry ${mode}`, port, path: '/api/search/1/indexes/*/queries', host: HOST, method: 'POST', body: searchBody, headers: { 'content-type': 'application/json' } },
  ]
  const envOf = (mode: Mode): Record<string, string> => (mode === 'on' ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {})
  let dataDir: string | undefined
  try {
    ctx.log('seeding one database for every round…')
    const seeding = await ctx.startServer('tracing', {}, { keepData: true })
    dataDir = seeding.dataDir
    await seeding.waitFor200('/', HOST, 600_000)
    await seeding.stop()

    const runs: { mode: Mode; kind: number; round: number; result: LoadResult }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 === 0 ? MODES : [...MODES].reverse()) {
        const server = await ctx.startServer(`tracing-${mode}`, envOf(mode), { dataDir, keepData: true })
        try {
          await server.waitFor200('/', HOST, 600_000)
          // Warm alike: the page into the front cache, the search index into memory.
          for (let i = 0; i < 5; i++) await server.get('/', HOST)
          const warm = await httpPost(server.port, '/api/search/1/indexes/*/queries', HOST, searchBody)
          if (warm.status !== 200) throw new Error(`warm-up search answered ${warm.status}`)
          // A new process compiles its hot paths under load: each target's first seconds are thrown away.
          for (const target of targets(server.port, mode)) await measure(target, { ...ctx.load, durationS: PROCESS_WARMUP_S, warmupS: 0 })
          for (const kind of [0, 1]) {
            const target = targets(server.port, mode)[kind]!
            ctx.log(`round ${round + 1} of ${ROUNDS}: ${target.label}…`)
            const result = await measure(target, ctx.load, server.pid)
            if (result.non2xx > 0 || result.errors > 0) ctx.log(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`)
            runs.push({ mode, kind, round, result })
          }
        } finally {
          await server.stop()
        }
      }
    }

    const summary: SummaryRow[] = []
    const notes: string[] = []
    for (const kind of [0, 1]) {
      const of = (mode: Mode, pick: (r: LoadResult) => number | null) => meanAndSpread(runs.filter((r) => r.kind === kind && r.mode === mode).map((r) => pick(r.result) ?? 0))
      const cpuKnown = runs.every((r) => r.result.cpuMsPerRequest !== null)
      for (const mode of MODES) {
        const last = runs.filter((r) => r.kind === kind && r.mode === mode).at(-1)!.result
        summary.push({
          ...loadRow(last, targets(0, mode)[kind]!.label),
          'req/s': roundTo(of(mode, (r) => r.reqPerS).mean, 1),
          'p95 ms': roundTo(of(mode, (r) => r.p95Ms).mean, 1),
          'CPU ms/req': cpuKnown ? roundTo(of(mode, (r) => r.cpuMsPerRequest).mean, 3) : null,
        })
      }
      const label = targets(0, '')[kind]!.label.replace(/, telemetry $/, '')
      const change = (pick: (r: LoadResult) => number | null) => signedChange(of('off', pick).mean, of('on', pick).mean)
      const spread = (pick: (r: LoadResult) => number | null) => `±${roundTo(of('off', pick).spreadPct, 1)}%`
      notes.push(
        `${label}: telemetry on differs from off by ${change((r) => r.reqPerS)}% in req/s and ${change((r) => r.p95Ms)}% in p95` +
          `${cpuKnown ? ` and ${change((r) => r.cpuMsPerRequest)}% in the server's CPU time per request` : ''}` +
          ` (mean of ${ROUNDS} rounds, a new server each; goal ≤ 5%). The off rounds' own spread: ${spread((r) => r.reqPerS)} in req/s, ${spread((r) => r.p95Ms)} in p95${cpuKnown ? `, ${spread((r) => r.cpuMsPerRequest)} in CPU` : ''}.`,
      )
    }
    notes.push(`${sink.exports()} OTLP exports received from the servers with telemetry on; req/s, p95 and CPU are the mean of the rounds, the other columns the last round.`)
    return { summary, notes, data: { load: ctx.load, rounds: ROUNDS, runs } }
  } finally {
    if (dataDir && !process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true })
    await sink.close()
  }
}
