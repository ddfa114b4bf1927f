import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api'
import { SamplingDecision } from '@opentelemetry/sdk-trace-base'
import { describe, expect, it } from 'vitest'

import { WritesAndJobsSampler } from '@/lib/telemetry/sampler'

const traceId = '0af7651916cd43dd8448eb211c80319c'
const decide = (ratio: number, kind: SpanKind, attributes: Record<string, string> = {}) => new WritesAndJobsSampler(ratio).shouldSample(ROOT_CONTEXT, traceId, 'x', kind, attributes).decision

describe('the sampler', () => {
  it('keeps every lead and job even when no page view is kept', () => {
    expect(decide(0, SpanKind.SERVER, { 'http.request.method': 'POST', 'url.path': '/api/leads' })).toBe(SamplingDecision.RECORD_AND_SAMPLED)
    expect(decide(0, SpanKind.CONSUMER)).toBe(SamplingDecision.RECORD_AND_SAMPLED)
  })

  it('keeps its share of page views and searches, and of anything else it is asked about', () => {
    expect(decide(0, SpanKind.SERVER, { 'http.request.method': 'GET', 'url.path': '/' })).toBe(SamplingDecision.NOT_RECORD)
    expect(decide(0, SpanKind.SERVER, { 'http.request.method': 'POST', 'url.path': '/api/search/1/indexes/*/queries' })).toBe(SamplingDecision.NOT_RECORD)
    expect(decide(0, SpanKind.INTERNAL)).toBe(SamplingDecision.NOT_RECORD)
    expect(decide(1, SpanKind.SERVER, { 'http.request.method': 'GET', 'url.path': '/' })).toBe(SamplingDecision.RECORD_AND_SAMPLED)
  })
})
