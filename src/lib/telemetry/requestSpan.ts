/**
 * The server span of each request the production server answers, made here rather than by
 * instrumentation-http, which patches every server's `emit`, reads and records far more per request,
 * and measured about a third of a cached page's throughput (bench/tracing.ts). One span per request:
 * its caller's W3C trace context continued, named and tagged by the request log once the route
 * template is known (src/lib/log/requestLog.ts), its status set when the answer is done. The load
 * balancer's probes are not traced. With telemetry off the handler is returned as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

import type { NodeHandler } from '../health/drain'
import { telemetryStarted } from './running'

const UNTRACED_PATHS = new Set(['/api/health', '/api/ready'])

export function withRequestSpan<H extends NodeHandler>(handler: H): H {
  if (!telemetryStarted()) return handler
  const tracer = trace.getTracer('forecourt')
  return ((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const pathname = q === -1 ? url : url.slice(0, q)
    if (UNTRACED_PATHS.has(pathname)) return handler(req, res)
    const method = req.method ?? 'GET'
    const parent = propagation.extract(ROOT_CONTEXT, req.headers)
    // The path without its query: a query string can hold what a shopper typed.
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': pathname, 'url.scheme': 'http' } }, parent)
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode)
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      if (!res.writableFinished) span.setAttribute('forecourt.aborted', true)
      span.end()
    })
    return context.with(trace.setSpan(parent, span), () => handler(req, res))
  }) as H
}
