import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api'
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

  it('keeps the context of a span that was not sampled, so its children stay unsampled', () => {
    const unsampled = trace.wrapSpanContext({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 0 })
    context.with(trace.setSpan(context.active(), unsampled), () => {
      expect(trace.getActiveSpan()?.spanContext().spanId).toBe('b7ad6b7169203331')
    })
  })
})
