/**
 * A job's trace continues the request that queued it (issue 38): a lead's trace shows the POST, the
 * insert, then, from the worker that ran it maybe minutes later, the delivery job, its queries and
 * the SMTP send. The queueing side writes the W3C trace context into the job's `meta` (a JSON column
 * Payload keeps on every job); the running side starts the job's span as its child.
 */
import { context, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api'
import type { Payload, TaskConfig } from 'payload'

import { sampledTrace } from './running'
import { inSpan, SpanKind } from './spans'

type Carrier = Record<string, string>
type TraceMeta = { trace?: Carrier }

/** The active trace's context as a job's meta, or undefined when there is none (telemetry off, no request). */
function traceMeta(): TraceMeta | undefined {
  if (!sampledTrace()) return undefined
  const carrier: Carrier = {}
  propagation.inject(context.active(), carrier)
  return carrier.traceparent ? { trace: carrier } : undefined
}

/** Every job queued through `payload.jobs.queue` carries the trace of the code that queued it. */
export function carryTraceIntoJobs(payload: Payload): void {
  const queue = payload.jobs.queue
  payload.jobs.queue = ((args: Parameters<typeof queue>[0]) => {
    const meta = traceMeta()
    return queue(meta ? ({ ...args, meta: { ...((args as { meta?: object }).meta ?? {}), ...meta } } as typeof args) : args)
  }) as typeof queue
}

/**
 * The trace that queued the job, or none: never whatever context the runner happens to be in. The
 * queue's timers are set up during some early request and keep its context (AsyncLocalStorage), and
 * a page view that was not sampled would then decide, as every job's parent, that no job is traced.
 */
const parentOf = (meta: unknown): Context => {
  const carrier = (meta as TraceMeta | null | undefined)?.trace
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT
}

type Handler = Extract<TaskConfig['handler'], (...args: never[]) => unknown>

/** Each run of these tasks is a span (`job <task>`), a child of the trace that queued the job. */
export function withJobTraces(tasks: TaskConfig[]): TaskConfig[] {
  return tasks.map((task) => {
    if (typeof task.handler !== 'function') return task
    const handler = task.handler as Handler
    const traced: Handler = (args) => {
      const { job } = args
      const attributes = { 'messaging.system': 'payload-jobs', 'messaging.destination.name': job?.queue ?? 'default', 'forecourt.job.id': String(job?.id ?? ''), 'forecourt.job.task': task.slug, 'forecourt.job.attempt': (job?.totalTried ?? 0) + 1 }
      return context.with(parentOf((job as { meta?: unknown } | undefined)?.meta), () => inSpan(`job ${task.slug}`, { kind: SpanKind.CONSUMER, attributes }, () => Promise.resolve(handler(args))))
    }
    return { ...task, handler: traced } as TaskConfig
  })
}
