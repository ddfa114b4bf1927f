/**
 * Whether this process's telemetry was started (./preload.ts), and its flush at the end. On
 * globalThis: the preload and the server are separately bundled modules of one process.
 */
const RUNNING = Symbol.for('forecourt.telemetry')

/** sampleRatio: the share of page views and searches traced (OTEL_TRACES_SAMPLER_ARG); all when not given. */
type Running = { shutdown: () => Promise<void>; sampleRatio?: number }
type WithTelemetry = typeof globalThis & { [RUNNING]?: Running }

export function markTelemetryStarted(running: Running): void {
  ;(globalThis as WithTelemetry)[RUNNING] = running
}

export const telemetryStarted = (): boolean => Boolean((globalThis as WithTelemetry)[RUNNING])

export const runningSampleRatio = (): number => (globalThis as WithTelemetry)[RUNNING]?.sampleRatio ?? 1

/** Sends what is still buffered and stops the exporters (a stopping process's last step); at most `ms`. */
export async function flushTelemetry(ms = 5_000): Promise<void> {
  const running = (globalThis as WithTelemetry)[RUNNING]
  if (!running) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([running.shutdown(), new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}
