/**
 * Which new traces are kept (src/domain/operations/telemetry.ts): every job and every request that
 * writes, and OTEL_TRACES_SAMPLER_ARG of the page views and searches (by trace id, so each service
 * keeps the same ones). A trace continued from a caller keeps the caller's decision (ParentBased, in ./sdk.ts).
 */
import { SpanKind, type Attributes, type Context } from '@opentelemetry/api'
import { SamplingDecision, TraceIdRatioBasedSampler, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace-base'

import { alwaysTraced } from '@/domain/operations/telemetry'

export class WritesAndJobsSampler implements Sampler {
  private readonly share: TraceIdRatioBasedSampler

  constructor(private readonly ratio: number) {
    this.share = new TraceIdRatioBasedSampler(ratio)
  }

  shouldSample(context: Context, traceId: string, _name: string, kind: SpanKind, attributes: Attributes): SamplingResult {
    const root =
      kind === SpanKind.CONSUMER
        ? ({ kind: 'job' } as const)
        : kind === SpanKind.SERVER
          ? ({ kind: 'request', method: String(attributes['http.request.method'] ?? 'GET'), path: String(attributes['url.path'] ?? '/') } as const)
          : null
    if (root && alwaysTraced(root)) return { decision: SamplingDecision.RECORD_AND_SAMPLED }
    return this.share.shouldSample(context, traceId)
  }

  toString(): string {
    return `WritesAndJobsSampler{ratio=${this.ratio}}`
  }
}
