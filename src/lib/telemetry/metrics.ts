/**
 * Forecourt's own metrics (issue 38), through the OpenTelemetry API. With telemetry off no meter
 * provider is registered and every instrument is the API's no-op: recording costs a function call.
 *
 * Names and their attributes (what a dashboard groups by):
 *   forecourt.http.server.request.duration  s   http.request.method, http.route (the template),
 *                                                http.response.status_code, forecourt.site
 *   forecourt.front_cache.lookups               result (hit, miss), forecourt.site
 *   forecourt.next_cache.lookups                result (hit, miss, stale), forecourt.site
 *   forecourt.search.duration                s   forecourt.search.kind (queries, facet_values), forecourt.site
 *   forecourt.lead.deliveries                   channel (email, webhook, autoReply), outcome (sent, failed, skipped, dead_letter)
 *   forecourt.stock_feed.runs                   outcome (the run's status: done, partial, failed…)
 *   forecourt.web_vitals.lcp / .inp         ms  forecourt.template, forecourt.dealer
 *   forecourt.web_vitals.cls                     forecourt.template, forecourt.dealer
 *   forecourt.jobs.queued, forecourt.jobs.oldest_age (s)   queue, task (./queueGauges.ts)
 * plus the runtime's (nodejs.eventloop.delay.*, v8js.memory.heap.*, process.memory.usage: ./runtimeGauges.ts).
 */
import { metrics, type Counter, type Histogram, type MeterProvider } from '@opentelemetry/api'

type Instruments = {
  requestDuration: Histogram
  frontCache: Counter
  nextCache: Counter
  searchDuration: Histogram
  leadDeliveries: Counter
  feedRuns: Counter
  vitals: Record<'LCP' | 'INP' | 'CLS', Histogram>
}

const CACHE = Symbol.for('forecourt.telemetry.instruments')
type WithInstruments = typeof globalThis & { [CACHE]?: { provider: MeterProvider; instruments: Instruments } }

/** Seconds-scale buckets for what a shopper waits on (5 ms to 10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create(): Instruments {
  const meter = metrics.getMeter('forecourt')
  const seconds = (name: string, description: string) => meter.createHistogram(name, { unit: 's', description, advice: { explicitBucketBoundaries: LATENCY_BUCKETS } })
  const ms = (name: string, description: string, buckets: number[]) => meter.createHistogram(name, { unit: 'ms', description, advice: { explicitBucketBoundaries: buckets } })
  return {
    requestDuration: seconds('forecourt.http.server.request.duration', 'Time to answer a request, by route template and dealer site'),
    frontCache: meter.createCounter('forecourt.front_cache.lookups', { description: 'Pages looked up in the front cache, by result' }),
    nextCache: meter.createCounter('forecourt.next_cache.lookups', { description: "Pages Next answered, by its cache's result" }),
    searchDuration: seconds('forecourt.search.duration', 'Time to answer a search request'),
    leadDeliveries: meter.createCounter('forecourt.lead.deliveries', { description: 'Lead delivery attempts per channel, by outcome' }),
    feedRuns: meter.createCounter('forecourt.stock_feed.runs', { description: 'Stock feed runs finished, by outcome' }),
    vitals: {
      LCP: ms('forecourt.web_vitals.lcp', "Largest Contentful Paint from shoppers' browsers", [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000]),
      INP: ms('forecourt.web_vitals.inp', "Interaction to Next Paint from shoppers' browsers", [50, 100, 150, 200, 300, 500, 1000, 2000]),
      CLS: meter.createHistogram('forecourt.web_vitals.cls', { description: "Cumulative Layout Shift from shoppers' browsers", advice: { explicitBucketBoundaries: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1] } }),
    },
  }
}

/** The instruments of the meter provider registered now (made again if a test registers another). */
function instruments(): Instruments {
  const g = globalThis as WithInstruments
  const provider = metrics.getMeterProvider()
  if (g[CACHE]?.provider !== provider) g[CACHE] = { provider, instruments: create() }
  return g[CACHE]!.instruments
}

const siteAttr = (site: string | undefined) => ({ 'forecourt.site': site ?? 'unknown' })

export type AnsweredRequest = { method: string; route: string; status: number; site: string | undefined; ms: number; frontCache?: string; nextCache?: string }

/** One answered request: its duration, and the caches' results where a cache answered for it. */
export function recordRequest(r: AnsweredRequest): void {
  const i = instruments()
  i.requestDuration.record(r.ms / 1000, { 'http.request.method': r.method, 'http.route': r.route, 'http.response.status_code': r.status, ...siteAttr(r.site) })
  const front = r.frontCache?.toLowerCase()
  if (front === 'hit' || front === 'miss') i.frontCache.add(1, { result: front, ...siteAttr(r.site) })
  // Next was only asked when the front cache did not answer (a replayed page repeats Next's old header).
  const next = r.nextCache?.toLowerCase()
  if (front !== 'hit' && (next === 'hit' || next === 'miss' || next === 'stale')) i.nextCache.add(1, { result: next, ...siteAttr(r.site) })
}

export const recordSearch = (kind: 'queries' | 'facet_values', site: string | undefined, ms: number) => instruments().searchDuration.record(ms / 1000, { 'forecourt.search.kind': kind, ...siteAttr(site) })

export const recordLeadDelivery = (channel: string, outcome: 'sent' | 'failed' | 'skipped' | 'dead_letter') => instruments().leadDeliveries.add(1, { channel, outcome })

export const recordFeedRun = (outcome: string) => instruments().feedRuns.add(1, { outcome })

export function recordVitals(vitals: { name: 'LCP' | 'INP' | 'CLS'; value: number }[], template: string, dealer: number): void {
  const i = instruments()
  for (const v of vitals) i.vitals[v.name].record(v.value, { 'forecourt.template': template, 'forecourt.dealer': dealer })
}
