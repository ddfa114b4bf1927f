/**
 * The metrics of src/lib/telemetry/metrics.ts under a real meter provider (the SDK's, read in
 * memory): each recording lands under its documented name with its attributes, and with no provider
 * registered every call is a no-op that throws nothing.
 */
import { metrics } from '@opentelemetry/api'
import { MeterProvider, MetricReader, type ResourceMetrics } from '@opentelemetry/sdk-metrics'
import { afterEach, describe, expect, it } from 'vitest'

import { recordFeedRun, recordLeadDelivery, recordRequest, recordSearch, recordVitals } from '@/lib/telemetry/metrics'

class InMemoryReader extends MetricReader {
  protected async onForceFlush() {}
  protected async onShutdown() {}
}

type Point = { name: string; attributes: Record<string, unknown>; value: unknown }
function pointsOf(collected: ResourceMetrics): Point[] {
  return collected.scopeMetrics.flatMap((s) => s.metrics.flatMap((m) => m.dataPoints.map((p) => ({ name: m.descriptor.name, attributes: p.attributes, value: p.value }))))
}

afterEach(() => metrics.disable())

describe('Forecourt metrics', () => {
  it('are recorded under their names, with the route, site, outcome and cache result', async () => {
    const reader = new InMemoryReader()
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }))
    recordRequest({ method: 'GET', route: '/cars/[slug]', status: 200, site: 'bayside-mazda', ms: 42, frontCache: 'MISS', nextCache: 'HIT' })
    recordRequest({ method: 'GET', route: '/cars/[slug]', status: 200, site: 'bayside-mazda', ms: 2, frontCache: 'HIT', nextCache: 'HIT' })
    recordSearch('queries', 'bayside-mazda', 12)
    recordLeadDelivery('email', 'sent')
    recordLeadDelivery('webhook', 'failed')
    recordFeedRun('partial')
    recordVitals([{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.02 }], 'vehicle', 7)
    const points = pointsOf((await reader.collect()).resourceMetrics)
    const named = (name: string) => points.filter((p) => p.name === name)

    expect(named('forecourt.http.server.request.duration')).toEqual([
      expect.objectContaining({ attributes: { 'http.request.method': 'GET', 'http.route': '/cars/[slug]', 'http.response.status_code': 200, 'forecourt.site': 'bayside-mazda' }, value: expect.objectContaining({ count: 2 }) }),
    ])
    expect(named('forecourt.front_cache.lookups').map((p) => [p.attributes.result, p.value])).toEqual(expect.arrayContaining([['miss', 1], ['hit', 1]]))
    // A page the front cache replayed was not Next's to answer: one Next lookup, not two.
    expect(named('forecourt.next_cache.lookups').map((p) => [p.attributes.result, p.value])).toEqual([['hit', 1]])
    expect(named('forecourt.search.duration')[0]).toMatchObject({ attributes: { 'forecourt.search.kind': 'queries', 'forecourt.site': 'bayside-mazda' } })
    expect(named('forecourt.lead.deliveries').map((p) => p.attributes)).toEqual(expect.arrayContaining([{ channel: 'email', outcome: 'sent' }, { channel: 'webhook', outcome: 'failed' }]))
    expect(named('forecourt.stock_feed.runs')).toEqual([expect.objectContaining({ attributes: { outcome: 'partial' }, value: 1 })])
    expect(named('forecourt.web_vitals.lcp')[0]).toMatchObject({ attributes: { 'forecourt.template': 'vehicle', 'forecourt.dealer': 7 }, value: expect.objectContaining({ sum: 1800 }) })
    expect(named('forecourt.web_vitals.cls')).toHaveLength(1)
    expect(named('forecourt.web_vitals.inp')).toHaveLength(0)
  })

  it('cost nothing and throw nothing with no meter provider registered', () => {
    expect(() => {
      recordRequest({ method: 'POST', route: '/api/leads', status: 201, site: undefined, ms: 5 })
      recordLeadDelivery('email', 'dead_letter')
    }).not.toThrow()
  })
})
