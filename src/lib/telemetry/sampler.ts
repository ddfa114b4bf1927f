/**
 * Where a trace may start: at a request the door chose (./requestSpan.ts: every write, a share of
 * page views and searches, or a caller's sampled trace), or at a job (./jobs.ts). Any other span
 * without a parent (a query or call made by a timer, a library's span outside any request) is not
 * recorded: it would be a fragment of a request nobody chose to trace. A span with a
 * parent follows its parent's decision (ParentBased, in ./sdk.ts).
 */
import { SpanKind, type Attributes, type Context } from '@opentelemetry/api'
import { SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace-base'

/** Set on the server span of a request the door chose to trace. */
export const TRACE_ROOT_ATTRIBUTE = 'forecourt.trace_root'

export class TracesStartHereSampler implements Sampler {
  shouldSample(_context: Context, _traceId: string, _name: string, kind: SpanKind, attributes: Attributes): SamplingResult {
    const ours = kind === SpanKind.CONSUMER || (kind === SpanKind.SERVER && attributes[TRACE_ROOT_ATTRIBUTE] === true)
    return { decision: ours ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD }
  }

  toString(): string {
    return 'TracesStartHereSampler'
  }
}
