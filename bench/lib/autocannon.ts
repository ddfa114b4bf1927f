/**
 * One bounded HTTP load run with autocannon against 127.0.0.1 (never another host: the target is
 * built here from a port, and the dealer is picked with the Host header).
 *
 * Percentiles: autocannon's latency histogram reports p2_5, p50, p75, p90, p97_5, p99... but no p95,
 * and it records whole milliseconds. So every 2xx response's latency (a float in ms, from
 * process.hrtime, passed to the instance's `response` event) is collected here and p50/p95/p99 are
 * computed exactly (nearest-rank) from that list. autocannon's own p50/p97_5/p99 are kept in `autocannon`
 * for comparison. Like autocannon, latencies only count 2xx answers; non-2xx and errors are counted apart.
 *
 * Note: on a 2-core machine autocannon shares the CPU with the server, so absolute figures are lower
 * than on a dedicated client; compare runs on the same machine, and ratios within one run.
 */
import autocannon, { type Result } from 'autocannon'
import { cpuMsOf } from './processCpu'

export type LoadOptions = { durationS: number; warmupS: number; connections: number }

export type LoadTarget = {
  label: string
  port: number
  path: string
  host?: string
  /** For POST targets (the search endpoint, the lead API): method and JSON body; extra headers for any target. */
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
}

type Request = Pick<LoadTarget, 'host' | 'method' | 'body' | 'headers'>

/** A load run's figures as a summary table row (the columns every load bench prints). */
export function loadRow(r: LoadResult, label = r.label) {
  return { label, 'req/s': r.reqPerS, 'p50 ms': r.p50Ms, 'p95 ms': r.p95Ms, 'p99 ms': r.p99Ms, errors: r.errors, 'non-2xx': r.non2xx }
}

export type LoadResult = {
  label: string
  url: string
  host: string | null
  connections: number
  durationS: number
  /** 2xx responses per second over the measured run (warm-up excluded). */
  reqPerS: number
  ok: number
  p50Ms: number | null
  p95Ms: number | null
  p99Ms: number | null
  maxMs: number | null
  /** Connection errors (timeouts included). */
  errors: number
  timeouts: number
  non2xx: number
  /** The server's CPU time per answered request over the measured run, when its pid was given. */
  cpuMsPerRequest: number | null
  statusCodes: Record<string, number>
  autocannon: { reqPerSAverage: number; p50: number; p97_5: number; p99: number }
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

function run(url: string, request: Request, connections: number, durationS: number, onLatency?: (ms: number) => void) {
  return new Promise<Result>((resolve, reject) => {
    // Ctrl-C during a run: end it now so the runner can go on to stop the server (see bench/run.ts).
    const stop = () => instance.stop()
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationS,
        timeout: 30,
        method: request.method ?? 'GET',
        body: request.body,
        headers: { ...(request.host ? { host: request.host } : {}), ...(request.headers ?? {}) },
      },
      (error, result) => {
        process.removeListener('SIGINT', stop)
        if (error) reject(error)
        else resolve(result)
      },
    )
    process.once('SIGINT', stop)
    if (onLatency) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) onLatency(responseTime)
      })
    }
  })
}

const round = (n: number | null, digits = 1) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits)

/** serverPid: the process whose CPU time per request to report (see ./processCpu.ts). */
export async function measure(target: LoadTarget, options: LoadOptions, serverPid?: number): Promise<LoadResult> {
  const url = `http://127.0.0.1:${target.port}${target.path}`
  // Warm-up: fills caches and JIT-compiles hot paths; its figures are thrown away.
  if (options.warmupS > 0) await run(url, target, options.connections, options.warmupS)

  const latencies: number[] = []
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : null
  const result = await run(url, target, options.connections, options.durationS, (ms) => latencies.push(ms))
  const cpuAfter = serverPid ? cpuMsOf(serverPid) : null
  // Every answer, not only the 2xx ones: each cost the server its work.
  const answered = result.requests.total
  latencies.sort((a, b) => a - b)

  const statusCodes: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(count)

  return {
    label: target.label,
    url,
    host: target.host ?? null,
    connections: options.connections,
    durationS: result.duration,
    reqPerS: round(latencies.length / result.duration)!,
    ok: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? null),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && answered > 0 ? round((cpuAfter - cpuBefore) / answered, 3) : null,
    statusCodes,
    autocannon: {
      reqPerSAverage: result.requests.average,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    },
  }
}
