/**
 * The SDK as a production process starts it (src/lib/telemetry/sdk.ts): our spans record and reach
 * the Collector, W3C trace context goes out on calls made inside them, and the API's global tracer
 * provider stays the no-op one. Next decides to trace every request it serves by that provider (a
 * real one registered globally: src/domain/next/reliedOn.ts, 8), so a registered one would cost
 * every unsampled request Next's span bookkeeping.
 */
import { context, propagation, SpanKind, trace, type ProxyTracerProvider } from '@opentelemetry/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { flushTelemetry, forecourtTracer, markTelemetryStarted, sampledTrace } from '@/lib/telemetry/running'
import { TRACE_ROOT_ATTRIBUTE } from '@/lib/telemetry/sampler'
import { startTelemetry } from '@/lib/telemetry/sdk'

import { startOtlpReceiver, type OtlpReceiver } from '../../support/otlpReceiver'

let receiver: OtlpReceiver

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  Object.assign(process.env, receiver.env)
  markTelemetryStarted({ ...startTelemetry({ serviceName: 'forecourt-sdk-test', role: 'web', metricIntervalMs: 60_000, sampleRatio: 0.1 }), sampleRatio: 0.1 })
})
afterAll(async () => {
  await receiver.close()
  trace.disable()
  context.disable()
  propagation.disable()
})

describe('the telemetry SDK', () => {
  it('leaves the global tracer provider the no-op one, so a library tracing through the API records nothing on its own', () => {
    const delegate = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate()
    expect(delegate.constructor.name).toBe('NoopTracerProvider')
    const span = trace.getTracer('next.js').startSpan('BaseServer.handleRequest')
    expect(span.isRecording()).toBe(false)
    span.end()
  })

  it('records our own spans, propagates their context on outgoing calls, and sends them to the Collector', async () => {
    const span = forecourtTracer().startSpan('GET /cars/[slug]', { kind: SpanKind.SERVER, attributes: { [TRACE_ROOT_ATTRIBUTE]: true } })
    expect(span.isRecording()).toBe(true)
    const headers: Record<string, string> = {}
    context.with(trace.setSpan(context.active(), span), () => propagation.inject(context.active(), headers))
    expect(headers.traceparent).toBe(`00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`)
    // Inside it, a span from the API's global tracer (what Next makes) keeps our span as its context.
    const inner = context.with(trace.setSpan(context.active(), span), () => trace.getTracer('next.js').startSpan('render route'))
    expect(inner.spanContext().spanId).toBe(span.spanContext().spanId)
    // …and under it, log lines and queued jobs still find our trace (inner records nothing itself).
    expect(inner.isRecording()).toBe(false)
    expect(context.with(trace.setSpan(context.active(), inner), () => sampledTrace())?.spanId).toBe(span.spanContext().spanId)
    span.end()

    await flushTelemetry()
    const sent = receiver.spans.filter((s) => s.service === 'forecourt-sdk-test')
    expect(sent.map((s) => s.name)).toEqual(['GET /cars/[slug]'])
    expect(sent[0]!.traceId).toBe(span.spanContext().traceId)
  })
})
