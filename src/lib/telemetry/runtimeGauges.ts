/**
 * The process's own health as OpenTelemetry gauges, under the semantic conventions' names: event-loop
 * delay (nodejs.eventloop.delay.*, seconds) and memory (process.memory.usage: resident;
 * v8js.memory.heap.used and v8js.memory.heap.limit: the JavaScript heap, all spaces together).
 *
 * Why not @opentelemetry/instrumentation-runtime-node, which reports the same names: besides these it
 * keeps a PerformanceObserver on every garbage collection for the life of the process, and under a
 * search load (a collection every few milliseconds) that observer was the larger part of what
 * telemetry cost each search (issue 38's bench, CPU time per request). Nothing here runs per request
 * or per collection: the delay is sampled by Node's own timer in C++ (monitorEventLoopDelay), and
 * memory is read once per export.
 */
import type { Meter } from '@opentelemetry/api'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import v8 from 'node:v8'

/** Node's sampling interval for the delay histogram, in ms (the instrumentation's default too). */
const DELAY_RESOLUTION_MS = 10
/** Fewer samples than this since the last export say nothing worth a point. */
const MIN_SAMPLES = 5

const DELAY_POINTS = [
  ['min', 'Event loop minimum delay', (h) => h.min],
  ['max', 'Event loop maximum delay', (h) => h.max],
  ['mean', 'Event loop mean delay', (h) => h.mean],
  ['p50', 'Event loop 50th percentile delay', (h) => h.percentile(50)],
  ['p90', 'Event loop 90th percentile delay', (h) => h.percentile(90)],
  ['p99', 'Event loop 99th percentile delay', (h) => h.percentile(99)],
] as const satisfies readonly (readonly [string, string, (h: ReturnType<typeof monitorEventLoopDelay>) => number])[]

export type RuntimeGauges = { stop: () => void }

export function startRuntimeGauges(meter: Meter): RuntimeGauges {
  const histogram = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS })
  histogram.enable()
  const delays = DELAY_POINTS.map(([point, description, read]) => ({
    gauge: meter.createObservableGauge(`nodejs.eventloop.delay.${point}`, { unit: 's', description }),
    read,
  }))
  const rss = meter.createObservableGauge('process.memory.usage', { unit: 'By', description: 'Resident memory of the process' })
  const heapUsed = meter.createObservableGauge('v8js.memory.heap.used', { unit: 'By', description: 'JavaScript heap in use, all spaces' })
  const heapLimit = meter.createObservableGauge('v8js.memory.heap.limit', { unit: 'By', description: 'Largest the JavaScript heap may grow' })

  const observe: Parameters<Meter['addBatchObservableCallback']>[0] = (result) => {
    result.observe(rss, process.memoryUsage.rss())
    const heap = v8.getHeapStatistics()
    result.observe(heapUsed, heap.used_heap_size)
    result.observe(heapLimit, heap.heap_size_limit)
    if (histogram.count >= MIN_SAMPLES) {
      // The histogram is in nanoseconds; each export covers the period since the last one. (Node
      // starts the next period on its first sample after a reset, as the instrumentation did too: a
      // stall in the very first interval after an export is not counted.)
      for (const { gauge, read } of delays) result.observe(gauge, read(histogram) / 1e9)
      histogram.reset()
    }
  }
  const observables = [rss, heapUsed, heapLimit, ...delays.map((d) => d.gauge)]
  meter.addBatchObservableCallback(observe, observables)
  return {
    stop: () => {
      meter.removeBatchObservableCallback(observe, observables)
      histogram.disable()
    },
  }
}
