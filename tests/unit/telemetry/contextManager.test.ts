import { context, createContextKey, ROOT_CONTEXT, trace } from '@opentelemetry/api'
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { afterAll, describe, expect, it } from 'vitest'

import { FinishedRequestsLetGo } from '@/lib/telemetry/contextManager'

const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())] })
provider.register({ contextManager: new FinishedRequestsLetGo().enable() })
afterAll(async () => {
  await provider.shutdown()
  trace.disable()
  context.disable()
})

describe("a finished request's context", () => {
  it('is kept while the span runs, and let go by work that outlives it (a timer set up during the request)', async () => {
    const span = trace.getTracer('test').startSpan('GET /')
    const seen: { during?: string; after?: unknown } = {}
    let later: Promise<void> = Promise.resolve()
    context.with(trace.setSpan(context.active(), span), () => {
      seen.during = trace.getActiveSpan()?.spanContext().spanId
      later = new Promise<void>((resolve) => setTimeout(() => ((seen.after = context.active()), resolve()), 5))
    })
    span.end()
    await later
    expect(seen.during).toBe(span.spanContext().spanId)
    expect(seen.after).toBe(ROOT_CONTEXT)
  })

  it('lets go of a span that records nothing: work under it sees no parent, and the context keeps its other values', () => {
    const unsampled = trace.wrapSpanContext({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 0 })
    const key = createContextKey('next-root-attributes')
    context.with(trace.setSpan(context.active(), unsampled).setValue(key, 'kept'), () => {
      expect(trace.getActiveSpan()).toBeUndefined()
      expect(context.active().getValue(key)).toBe('kept')
    })
  })

  it('keeps a sampled span that is still running, and a sampled caller’s context', () => {
    const span = trace.getTracer('test').startSpan('GET /')
    context.with(trace.setSpan(context.active(), span), () => expect(trace.getActiveSpan()?.spanContext().spanId).toBe(span.spanContext().spanId))
    span.end()
    const remote = trace.wrapSpanContext({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1, isRemote: true })
    context.with(trace.setSpan(context.active(), remote), () => expect(trace.getActiveSpan()?.spanContext().spanId).toBe('b7ad6b7169203331'))
  })
})
