/**
 * When and how the processes send traces and metrics (issue 38), read from the standard
 * OpenTelemetry variables so an operator's Collector settings carry over unchanged:
 *   OTEL_EXPORTER_OTLP_ENDPOINT (or the _TRACES_/_METRICS_ ones): where OTLP/HTTP goes; unset, nothing
 *     is started at all (no SDK loaded, no instrumentation patched);
 *   OTEL_SDK_DISABLED=true: off even with an endpoint;
 *   OTEL_SERVICE_NAME: default forecourt-web or forecourt-worker, by the process's role;
 *   OTEL_METRIC_EXPORT_INTERVAL: milliseconds between metric exports (default 60000);
 *   OTEL_TRACES_SAMPLER_ARG: the share of new traces kept, 0 to 1 (default 1: every one; a trace
 *     started elsewhere keeps its caller's decision).
 */
export type ProcessRole = 'web' | 'worker'

export type TelemetrySettings = {
  serviceName: string
  role: ProcessRole
  metricIntervalMs: number
  sampleRatio: number
}

type Env = Readonly<Record<string, string | undefined>>

const DEFAULT_METRIC_INTERVAL_MS = 60_000

/** The role of the process whose entry script is `script` (dist/worker.mjs, scripts/worker.ts: the worker). */
export const roleOfScript = (script: string | undefined): ProcessRole => (/(^|[\\/])worker\.(m?js|ts)$/.test(script ?? '') ? 'worker' : 'web')

export function telemetrySettings(env: Env, script: string | undefined): TelemetrySettings | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT
  if (!endpoint?.trim()) return null
  const role = roleOfScript(script)
  const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL)
  const ratio = env.OTEL_TRACES_SAMPLER_ARG === undefined || env.OTEL_TRACES_SAMPLER_ARG === '' ? 1 : Number(env.OTEL_TRACES_SAMPLER_ARG)
  return {
    serviceName: env.OTEL_SERVICE_NAME?.trim() || `forecourt-${role}`,
    role,
    metricIntervalMs: Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_METRIC_INTERVAL_MS,
    sampleRatio: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
  }
}
