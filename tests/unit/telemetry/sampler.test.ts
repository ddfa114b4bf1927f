/**
 * Where traces start (src/lib/telemetry/sampler.ts): at a request the door chose, or at a job; any
 * other span without a parent is not recorded. (Which requests the door chooses: requestSpan.test.ts.)
 */
import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api'
import { SamplingDecision } from '@opentelemetry/sdk-trace-base'
import { describe, expect, it } from 'vitest'

import { TRACE_ROOT_ATTRIBUTE, TracesStartHereSampler } from '@/lib/telemetry/sampler'

const traceId = '0af7651916cd43dd8448eb211c80319c'
const decide = (kind: SpanKind, attributes: Record<string, string | boolean> = {}) => new TracesStartHereSampler().shouldSample(ROOT_CONTEXT, traceId, 'x', kind, attributes).decision

describe('where a trace starts', () => {
  it('at a request the door chose, and at every job', () => {
    expect(decide(SpanKind.SERVER, { 'http.request.method': 'GET', 'url.path': '/', [TRACE_ROOT_ATTRIBUTE]: true })).toBe(SamplingDecision.RECORD_AND_SAMPLED)
    expect(decide(SpanKind.CONSUMER)).toBe(SamplingDecision.RECORD_AND_SAMPLED)
  })

  it("nowhere else: not at another server span (Next's own, of a request the door passed over), a query or a call", () => {
    expect(decide(SpanKind.SERVER, { 'http.request.method': 'POST', 'url.path': '/api/leads' })).toBe(SamplingDecision.NOT_RECORD)
    expect(decide(SpanKind.SERVER, { [TRACE_ROOT_ATTRIBUTE]: 'true' })).toBe(SamplingDecision.NOT_RECORD)
    expect(decide(SpanKind.INTERNAL)).toBe(SamplingDecision.NOT_RECORD)
    expect(decide(SpanKind.CLIENT)).toBe(SamplingDecision.NOT_RECORD)
  })
})
