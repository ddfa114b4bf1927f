/**
 * autocannon 9 ships no types and @types/autocannon is not installed; this declares only the part of
 * its programmatic API that bench/lib/autocannon.ts uses (see node_modules/autocannon/README.md).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  /** hdr-histogram-percentiles-obj: note there is no p95 (p90, then p97_5). */
  export type Histogram = {
    min: number
    max: number
    average: number
    stddev: number
    total: number
    p2_5: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
  }

  export type Result = {
    url: string
    duration: number
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    mismatches: number
    statusCodeStats: Record<string, { count: number }>
  }

  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    method?: string
    body?: string | Buffer
  }

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      stop: () => void
      /** (client, statusCode, resBytes, responseTime in ms, float from process.hrtime) */
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance
      on(event: 'done', listener: (result: Result) => void): Instance
      on(event: string, listener: (...args: unknown[]) => void): Instance
    }

  function autocannon(options: Options): Instance
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance
  export default autocannon
}
