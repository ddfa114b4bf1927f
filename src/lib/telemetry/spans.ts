/**
 * Spans our own code makes, where no instrumentation library sees the call (an SMTP send, a Redis
 * command, a job), and the naming of a request's span. With telemetry off the API's tracer is a
 * no-op: `inSpan` runs the function with a span that records nothing.
 */
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api'

import { maskText } from '@/domain/operations/personalData'

import { forecourtTracer as tracer } from './running'

/**
 * Names the active span (the HTTP server span of the request being answered) by its route template
 * rather than the raw path, which may hold what a shopper typed, and tags it with the site. Answers
 * the trace id for the request's log line, or undefined with telemetry off.
 */
export function nameRequestSpan(method: string, route: string, site: string | undefined): string | undefined {
  const span = trace.getActiveSpan()
  if (!span?.isRecording()) return undefined
  span.updateName(`${method} ${route}`)
  span.setAttributes({ 'http.route': route, ...(site ? { 'forecourt.site': site } : {}) })
  return span.spanContext().traceId
}

/** Runs `run` inside a new span (a child of the active one), ended when it settles; a failure is recorded on it. */
export async function inSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Attributes }, run: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, async (span) => {
    try {
      return await run(span)
    } catch (error) {
      // Masked as log lines are: an SMTP refusal names the address it refused.
      const message = maskText(error instanceof Error ? error.message : String(error))
      span.recordException({ name: (error as Error)?.name ?? 'Error', message })
      span.setStatus({ code: SpanStatusCode.ERROR, message })
      throw error
    } finally {
      span.end()
    }
  })
}

export { SpanKind }
