/**
 * When and how the processes send traces and metrics (issue 38), read from the standard
 * OpenTelemetry variables so an operator's Collector settings carry over unchanged:
 *   OTEL_EXPORTER_OTLP_ENDPOINT (or the _TRACES_/_METRICS_ ones): where OTLP/HTTP goes; unset, nothing
 *     is started at all (no SDK loaded, no instrumentation patched);
 *   OTEL_SDK_DISABLED=true: off even with an endpoint;
 *   OTEL_SERVICE_NAME: default forecourt-web or forecourt-worker, by the process's role;
 *   OTEL_METRIC_EXPORT_INTERVAL: milliseconds between metric exports (default 60000);
 *   OTEL_TRACES_SAMPLER_ARG: the share of page views and searches traced, 0 to 1 (default 0.1). Every
 *     other request (a lead, a booking, a reservation, an admin save: the writes someone may ask
 *     about) and every job is always traced; a trace started elsewhere keeps its caller's decision.
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
/**
 * One page view or search in ten: at a cached page's thousands of requests a second, tracing each one
 * cost a third of the throughput (bench/tracing.ts); the request metrics still count every one.
 */
const DEFAULT_SAMPLE_RATIO = 0.1

/** The role of the process whose entry script is `script` (dist/worker.mjs, scripts/worker.ts: the worker). */
export const roleOfScript = (script: string | undefined): ProcessRole => (/(^|[\\/])worker\.(m?js|ts)$/.test(script ?? '') ? 'worker' : 'web')

export function telemetrySettings(env: Env, script: string | undefined): TelemetrySettings | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT
  if (!endpoint?.trim()) return null
  const role = roleOfScript(script)
  const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL)
  const ratio = env.OTEL_TRACES_SAMPLER_ARG === undefined || env.OTEL_TRACES_SAMPLER_ARG === '' ? DEFAULT_SAMPLE_RATIO : Number(env.OTEL_TRACES_SAMPLER_ARG)
  return {
    serviceName: env.OTEL_SERVICE_NAME?.trim() || `forecourt-${role}`,
    role,
    metricIntervalMs: Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_METRIC_INTERVAL_MS,
    sampleRatio: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : DEFAULT_SAMPLE_RATIO,
  }
}

/** What a new trace starts with: a request (its method and path) or a job. */
export type TraceRoot = { kind: 'request'; method: string; path: string } | { kind: 'job' }

/**
 * Whether a new trace is kept whatever the sampling share: jobs, and requests that change something
 * (a POST, PUT, PATCH or DELETE) other than a search, which the site's search box POSTs (Algolia's
 * protocol) as often as pages are viewed.
 */
export function alwaysTraced(root: TraceRoot): boolean {
  if (root.kind === 'job') return true
  const method = root.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  return !root.path.startsWith('/api/search/')
}
