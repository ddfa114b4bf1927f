/**
 * What OpenTelemetry costs (issue 38): two production servers on this build, one without an OTLP
 * endpoint (nothing loaded) and one with the default settings (every write and job traced, one page
 * view or search in ten, every request measured) sending to a receiver on loopback that reads and
 * drops what comes (a Collector's intake, without its work). Set OTEL_TRACES_SAMPLER_ARG=1 in the
 * bench's environment to measure tracing every request. The same targets on
 * each, alternated (off, on, control, off, on, control…) so drift of the machine falls on all: a
 * dealer's home page as shoppers repeat it (the front cache answers) and the search endpoint (a
 * refined multi-query). The control is a second server with telemetry off: how far it lands from the
 * first is what this machine's noise alone makes of two identical servers, the floor under which a
 * difference of "on" means nothing. Goal: throughput and p95 within 5% of each other.
 * BENCH_TRACING_ROUNDS sets the rounds (default 3).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { loadRow, measure, type LoadResult, type LoadTarget } from './lib/autocannon'
import { httpPost } from './lib/server'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'
import { SHAPES } from './search'

export const name = 'tracing'
export const description = 'cached home page and search endpoint with OpenTelemetry off and on (default sampling), alternated in one run'

const HOST = 'harbourcitymotors.com.au'
const SEARCH_SHAPE = 'make+body'
const ROUNDS = Number(process.env.BENCH_TRACING_ROUNDS ?? 3)
type Mode = 'off' | 'on' | 'control'
const MODES: readonly Mode[] = ['off', 'on', 'control']

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

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const sink = await startSink()
  try {
    ctx.log('starting a server with telemetry off, one sending to a local OTLP intake, and a second one off (the control)…')
    // Started together (each on its own fresh data folder): one cold start's wait instead of three.
    const [off, on, control] = await Promise.all([ctx.startServer('tracing-off'), ctx.startServer('tracing-on', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }), ctx.startServer('tracing-control')])
    const servers = { off, on, control }
    await Promise.all(Object.values(servers).map((server) => server.waitFor200('/', HOST, 600_000)))
    const shape = SHAPES.find((s) => s.label === SEARCH_SHAPE)!
    const searchBody = JSON.stringify({ requests: shape.requests })
    for (const server of Object.values(servers)) {
      // Warm both alike: the page into the front cache, the search index into memory.
      for (let i = 0; i < 5; i++) await server.get('/', HOST)
      const warm = await httpPost(server.port, '/api/search/1/indexes/*/queries', HOST, searchBody)
      if (warm.status !== 200) throw new Error(`warm-up search answered ${warm.status}`)
    }
    const targets = (port: number, mode: string): LoadTarget[] => [
      { label: `home page (cached), telemetry ${mode}`, port, path: '/', host: HOST },
      { label: `search (${SEARCH_SHAPE}), telemetry ${mode}`, port, path: '/api/search/1/indexes/*/queries', host: HOST, method: 'POST', body: searchBody, headers: { 'content-type': 'application/json' } },
    ]
    const runs: { mode: Mode; kind: number; result: LoadResult }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of [0, 1]) {
        for (const mode of MODES) {
          const target = targets(servers[mode].port, mode)[kind]!
          ctx.log(`round ${round + 1}: ${target.label}…`)
          const result = await measure(target, ctx.load)
          if (result.non2xx > 0 || result.errors > 0) ctx.log(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`)
          runs.push({ mode, kind, result })
        }
      }
    }
    // Per target and mode: the mean of the rounds.
    const summary: SummaryRow[] = []
    const notes: string[] = []
    for (const kind of [0, 1]) {
      const mean = (mode: Mode, pick: (r: LoadResult) => number | null) => {
        const values = runs.filter((r) => r.kind === kind && r.mode === mode).map((r) => pick(r.result) ?? 0)
        return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10
      }
      for (const mode of MODES) {
        const last = runs.filter((r) => r.kind === kind && r.mode === mode).at(-1)!.result
        summary.push({ ...loadRow(last, targets(0, mode)[kind]!.label), 'req/s': mean(mode, (r) => r.reqPerS), 'p95 ms': mean(mode, (r) => r.p95Ms) })
      }
      const label = targets(0, '')[kind]!.label.replace(/, telemetry $/, '')
      const differs = (mode: Mode) => `${signedChange(mean('off', (r) => r.reqPerS), mean(mode, (r) => r.reqPerS))}% in req/s and ${signedChange(mean('off', (r) => r.p95Ms), mean(mode, (r) => r.p95Ms))}% in p95`
      notes.push(`${label}: telemetry on differs from off by ${differs('on')}; the control (off too) by ${differs('control')} (mean of ${ROUNDS} alternated rounds; goal ≤ 5%)`)
    }
    notes.push(`${sink.exports()} OTLP exports received from the server with telemetry on; req/s and p95 are the mean of the rounds, the other columns the last round.`)
    return { summary, notes, data: { load: ctx.load, rounds: ROUNDS, runs } }
  } finally {
    await sink.close()
  }
}
