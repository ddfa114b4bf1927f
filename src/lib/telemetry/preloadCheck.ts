/**
 * An OTLP endpoint set on a process started without the preload (`node dist/serve.mjs` by hand,
 * `npm run dev`) sends nothing: said once at start, so nobody waits for traces that cannot come.
 */
import type { Logger } from 'pino'

import { telemetrySettings } from '@/domain/operations/telemetry'

import { telemetryStarted } from './running'

export function warnIfTelemetryNotPreloaded(log: Logger, env: NodeJS.ProcessEnv = process.env, script = process.argv[1]): void {
  if (!telemetrySettings(env, script) || telemetryStarted()) return
  log.warn('OTEL_EXPORTER_OTLP_ENDPOINT is set, but OpenTelemetry was not preloaded: nothing is traced. Start with `node --import ./dist/telemetry.mjs` (npm start and npm run worker do); development mode sends no telemetry.')
}
