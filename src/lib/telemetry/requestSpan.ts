/**
 * The server span of each traced request the production server answers, made here rather than by
 * instrumentation-http, which patches every server's `emit`, reads and records far more per request,
 * and measured about a third of a cached page's throughput (bench/tracing.ts).
 *
 * Which requests are traced is decided here, at the door, before anything is made for them: a
 * caller's trace is continued as the caller decided (its traceparent's sampled flag); a new trace is
 * started for every write and job-queueing request (src/domain/operations/telemetry.ts) and for the
 * sampling share of page views and searches. Every other request runs with no span and no trace
 * context at all, so nothing below it (Next's spans, the queries' instrumentation) records or
 * propagates anything (a query's instrumentation made, timed and dropped a span of its own for each
 * query of a request nobody traced). The request metrics count every request either way
 * (../log/requestLog.ts).
 *
 * One span per traced request, named and tagged by the request log once the route template is known,
 * its status set when the answer is done. The load balancer's probes are never traced. With
 * telemetry off the handler is returned as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api'

import { alwaysTraced } from '@/domain/operations/telemetry'

import type { NodeHandler } from '../health/drain'
import { forecourtTracer, runningSampleRatio, telemetryStarted } from './running'
import { TRACE_ROOT_ATTRIBUTE } from './sampler'

const UNTRACED_PATHS = new Set(['/api/health', '/api/ready'])

/** The caller's trace context, when the request carries a valid one. */
function callersTrace(req: IncomingMessage): Context | null {
  if (!req.headers.traceparent) return null
  const parent = propagation.extract(ROOT_CONTEXT, req.headers)
  return trace.getSpanContext(parent) ? parent : null
}

export function withRequestSpan<H extends NodeHandler>(handler: H, options: { sampleRatio?: number; random?: () => number } = {}): H {
  if (!telemetryStarted()) return handler
  const tracer = forecourtTracer()
  const ratio = options.sampleRatio ?? runningSampleRatio()
  const random = options.random ?? Math.random
  return ((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const pathname = q === -1 ? url : url.slice(0, q)
    if (UNTRACED_PATHS.has(pathname)) return handler(req, res)
    const method = req.method ?? 'GET'
    const parent = callersTrace(req)
    const root = !parent && (alwaysTraced({ kind: 'request', method, path: pathname }) || random() < ratio)
    if (!parent && !root) return handler(req, res)
    // The path without its query: a query string can hold what a shopper typed.
    const attributes = { 'http.request.method': method, 'url.path': pathname, 'url.scheme': 'http', ...(root ? { [TRACE_ROOT_ATTRIBUTE]: true } : {}) }
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes }, parent ?? ROOT_CONTEXT)
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode)
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      if (!res.writableFinished) span.setAttribute('forecourt.aborted', true)
      span.end()
    })
    return context.with(trace.setSpan(parent ?? ROOT_CONTEXT, span), () => handler(req, res))
  }) as H
}
