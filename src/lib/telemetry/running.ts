/**
 * Whether this process's telemetry was started (./preload.ts), and its flush at the end. On
 * globalThis: the preload and the server are separately bundled modules of one process.
 */
import { trace, TraceFlags, type SpanContext, type Tracer, type TracerProvider } from '@opentelemetry/api'

const RUNNING = Symbol.for('forecourt.telemetry')

/**
 * sampleRatio: the share of page views and searches traced (OTEL_TRACES_SAMPLER_ARG); all when not
 * given. tracerProvider: the SDK's, which is not registered as the global one (./sdk.ts says why).
 */
type Running = { shutdown: () => Promise<void>; sampleRatio?: number; tracerProvider?: TracerProvider }
type WithTelemetry = typeof globalThis & { [RUNNING]?: Running }

export function markTelemetryStarted(running: Running): void {
  ;(globalThis as WithTelemetry)[RUNNING] = running
}

export const telemetryStarted = (): boolean => Boolean((globalThis as WithTelemetry)[RUNNING])

/**
 * The tracer our own spans come from (requests, jobs, SMTP, Redis): the running SDK's, or the API's
 * global one where no SDK was started here (a no-op, or the provider a test registered).
 */
export const forecourtTracer = (): Tracer => ((globalThis as WithTelemetry)[RUNNING]?.tracerProvider ?? trace).getTracer('forecourt')

/**
 * The trace being recorded here, if any: the active span's context when it is sampled. Not
 * `isRecording()`: inside Next's work the active span is Next's own, which records nothing (no
 * provider is registered globally, ./sdk.ts) but carries our request span's trace and id.
 */
export function sampledTrace(): SpanContext | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext()
  return spanContext && spanContext.traceFlags & TraceFlags.SAMPLED && trace.isSpanContextValid(spanContext) ? spanContext : undefined
}

export const runningSampleRatio = (): number => (globalThis as WithTelemetry)[RUNNING]?.sampleRatio ?? 1

/** Sends what is still buffered and stops the exporters (a stopping process's last step); at most `ms`. */
export async function flushTelemetry(ms = 5_000): Promise<void> {
  const running = (globalThis as WithTelemetry)[RUNNING]
  if (!running) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([running.shutdown(), new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}
