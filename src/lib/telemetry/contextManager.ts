import { ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'

/**
 * AsyncLocalStorage hands a request's context to everything started while it ran, timers included:
 * the job queue's cron and the cache bus are set up during the first request, and every poll they
 * make, forever after, would be a span of that one long-finished trace. Once a span has ended, work
 * still running under it starts traces of its own. (Work the request queued continues its trace
 * explicitly: ./jobs.ts.)
 */
export class FinishedRequestsLetGo extends AsyncLocalStorageContextManager {
  override active(): Context {
    const active = super.active()
    return (trace.getSpan(active) as { ended?: boolean } | undefined)?.ended === true ? ROOT_CONTEXT : active
  }
}
