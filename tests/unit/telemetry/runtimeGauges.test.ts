/**
 * The process's own gauges (src/lib/telemetry/runtimeGauges.ts) under the SDK's meter provider, read
 * in memory: memory at every collection, the event-loop delay once there are samples (and a blocked
 * loop shows in it), and nothing once stopped.
 */
import { AggregationTemporality, MeterProvider, MetricReader, type ResourceMetrics } from '@opentelemetry/sdk-metrics'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { startRuntimeGauges, type RuntimeGauges } from '@/lib/telemetry/runtimeGauges'

/** Delta: each collection holds only what was observed since the last one (cumulative would repeat old values). */
class InMemoryReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.DELTA })
  }
  protected async onForceFlush() {}
  protected async onShutdown() {}
}

const valuesOf = (collected: ResourceMetrics) =>
  new Map(collected.scopeMetrics.flatMap((s) => s.metrics.map((m) => [m.descriptor.name, m.dataPoints.map((p) => p.value as number)] as const)))

function holdTheLoop(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // The timer that samples the delay fires late by about this long.
  }
}

let gauges: RuntimeGauges | undefined
afterEach(() => gauges?.stop())

function setUp() {
  const reader = new InMemoryReader()
  gauges = startRuntimeGauges(new MeterProvider({ readers: [reader] }).getMeter('test'))
  return async () => valuesOf((await reader.collect()).resourceMetrics)
}

describe('runtime gauges', () => {
  it('report resident memory and the heap at every collection, in bytes', async () => {
    const collect = setUp()
    const values = await collect()
    expect(values.get('process.memory.usage')![0]).toBeGreaterThan(10 * 1024 * 1024)
    const used = values.get('v8js.memory.heap.used')![0]!
    expect(used).toBeGreaterThan(1024 * 1024)
    expect(values.get('v8js.memory.heap.limit')![0]).toBeGreaterThan(used)
  })

  it('report the event-loop delay in seconds, and a loop held busy for 120 ms shows in its maximum', async () => {
    const collect = setUp()
    // Sampled every 10 ms: the first collections come before there is enough to say anything.
    await vi.waitFor(async () => expect((await collect()).get('nodejs.eventloop.delay.p99')).toHaveLength(1), { timeout: 5_000, interval: 20 })
    // Node's histogram starts its next interval afresh after each reset (the export), so the stall that
    // comes first is not counted: hold the loop twice, with one turn of the timers between.
    holdTheLoop(120)
    await new Promise((resolve) => setTimeout(resolve, 0))
    holdTheLoop(120)
    let stalled: Map<string, number[]> | undefined
    await vi.waitFor(
      async () => {
        const values = await collect()
        if ((values.get('nodejs.eventloop.delay.max')?.[0] ?? 0) > 0.1) stalled = values
        expect(stalled).toBeDefined()
      },
      { timeout: 5_000, interval: 20 },
    )
    // Seconds, not the histogram's nanoseconds; every point of the period beside the maximum.
    expect(stalled!.get('nodejs.eventloop.delay.max')![0]).toBeLessThan(5)
    for (const point of ['min', 'mean', 'p50', 'p90', 'p99']) expect(stalled!.get(`nodejs.eventloop.delay.${point}`)![0]).toBeGreaterThan(0)
  })

  it('report nothing once stopped', async () => {
    const collect = setUp()
    expect((await collect()).has('process.memory.usage')).toBe(true)
    gauges!.stop()
    gauges = undefined
    expect([...(await collect()).values()].flat()).toEqual([])
  })
})
