/**
 * A job continues the trace of the request that queued it (src/lib/telemetry/jobs.ts): the queueing
 * side writes the W3C trace context into the job's meta, the running side makes the job's span a
 * child of it; a job queued outside any trace carries nothing; a failing job's span is an error whose
 * message is masked like a log line.
 */
import { context, trace, TraceFlags } from '@opentelemetry/api'
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import type { Payload, TaskConfig } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { carryTraceIntoJobs, withJobTraces } from '@/lib/telemetry/jobs'

const exporter = new InMemorySpanExporter()
let provider: BasicTracerProvider

beforeAll(() => {
  provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
  ;(provider as NodeTracerProvider).register()
})
afterAll(async () => {
  await provider.shutdown()
  trace.disable()
  context.disable()
})
beforeEach(() => exporter.reset())

type Queued = { task: string; input: unknown; meta?: { trace?: Record<string, string> } }
function fakePayload(): { payload: Payload; queued: Queued[] } {
  const queued: Queued[] = []
  const payload = { jobs: { queue: async (args: Queued) => (queued.push(args), { id: queued.length }) } } as unknown as Payload
  carryTraceIntoJobs(payload)
  return { payload, queued }
}

describe('jobs and traces', () => {
  it("a job queued inside a request's span runs as that span's child, in the same trace", async () => {
    const { payload, queued } = fakePayload()
    const tracer = trace.getTracer('test')
    const request = tracer.startSpan('POST /api/leads')
    await context.with(trace.setSpan(context.active(), request), () => payload.jobs.queue({ task: 'deliverLead', input: { leadId: 1 } } as never))
    request.end()
    expect(queued[0]!.meta?.trace?.traceparent).toContain(request.spanContext().traceId)

    let innerTrace: string | undefined
    const [task] = withJobTraces([{ slug: 'deliverLead', handler: async () => ((innerTrace = trace.getActiveSpan()?.spanContext().traceId), { output: {} }) } as unknown as TaskConfig])
    await (task!.handler as (args: unknown) => Promise<unknown>)({ job: { id: 9, queue: 'default', totalTried: 0, meta: queued[0]!.meta }, input: { leadId: 1 } })

    const job = exporter.getFinishedSpans().find((s) => s.name === 'job deliverLead')!
    expect(job.spanContext().traceId).toBe(request.spanContext().traceId)
    expect(job.parentSpanContext?.spanId).toBe(request.spanContext().spanId)
    expect(innerTrace).toBe(request.spanContext().traceId)
    expect(job.attributes).toMatchObject({ 'forecourt.job.id': '9', 'forecourt.job.task': 'deliverLead', 'forecourt.job.attempt': 1 })
  })

  it('a job queued outside any trace carries no meta, and its run starts a trace of its own', async () => {
    const { payload, queued } = fakePayload()
    await payload.jobs.queue({ task: 'algoliaIndex', input: { vehicleId: 2 } } as never)
    expect(queued[0]).not.toHaveProperty('meta')
    const [task] = withJobTraces([{ slug: 'algoliaIndex', handler: async () => ({ output: {} }) } as unknown as TaskConfig])
    await (task!.handler as (args: unknown) => Promise<unknown>)({ job: { id: 3 }, input: {} })
    const job = exporter.getFinishedSpans().find((s) => s.name === 'job algoliaIndex')!
    expect(job.parentSpanContext).toBeUndefined()
  })

  it("a job run under a page view that was not sampled (the queue's timer kept its context) is still traced, as a trace of its own", async () => {
    const unsampled = trace.wrapSpanContext({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.NONE })
    const [task] = withJobTraces([{ slug: 'algoliaIndex', handler: async () => ({ output: {} }) } as unknown as TaskConfig])
    await context.with(trace.setSpan(context.active(), unsampled), () => (task!.handler as (args: unknown) => Promise<unknown>)({ job: { id: 5 }, input: {} }))
    const job = exporter.getFinishedSpans().find((s) => s.name === 'job algoliaIndex')
    expect(job, 'the job was recorded').toBeDefined()
    expect(job!.spanContext().traceId).not.toBe('a'.repeat(32))
    expect(job!.parentSpanContext).toBeUndefined()
  })

  it("a failing job's span is an error with the message masked, and the failure is thrown on for Payload's retry", async () => {
    const [task] = withJobTraces([{ slug: 'deliverLead', handler: async () => { throw new Error('The SMTP server refused jo.shopper@example.com') } } as unknown as TaskConfig])
    await expect((task!.handler as (args: unknown) => Promise<unknown>)({ job: { id: 4 }, input: {} })).rejects.toThrow('refused jo.shopper@example.com')
    const job = exporter.getFinishedSpans().find((s) => s.name === 'job deliverLead')!
    expect(job.status.code).toBe(2)
    expect(job.status.message).not.toContain('jo.shopper@example.com')
    expect(JSON.stringify(job.events)).not.toContain('jo.shopper@example.com')
  })
})
