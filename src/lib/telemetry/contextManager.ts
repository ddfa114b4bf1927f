import { ROOT_CONTEXT, trace, TraceFlags, type Context } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'

/**
 * Two kinds of span are not handed on to the work running under them:
 *
 * A span that has ended. AsyncLocalStorage hands a request's context to everything started while it
 * ran, timers included: the job queue's cron and the cache bus are set up during the first request,
 * and every poll they make, forever after, would be a span of that one long-finished trace. Work still
 * running under an ended span starts traces of its own (work the request queued continues its trace
 * explicitly: ./jobs.ts).
 *
 * A span that records nothing (a caller's trace it chose not to sample, ./requestSpan.ts). Under
 * it, every query's instrumentation and every nested span of Next's would be made, timed and dropped (in a CPU profile of a search, the query
 * instrumentation alone was about 1% of the request). Without it they see no parent and make nothing.
 * The context's other values are kept. A caller's unsampled decision is therefore not passed on to
 * the services we call: they decide for themselves.
 */
export class FinishedRequestsLetGo extends AsyncLocalStorageContextManager {
  override active(): Context {
    const active = super.active()
    const span = trace.getSpan(active)
    if (!span) return active
    if ((span as { ended?: boolean }).ended === true) return ROOT_CONTEXT
    // Not sampled is not recorded: nothing here records a span it does not sample.
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return trace.deleteSpan(active)
    return active
  }
}
