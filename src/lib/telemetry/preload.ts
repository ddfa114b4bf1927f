/**
 * `node --import ./dist/telemetry.mjs dist/serve.mjs start` (what `npm start` and `npm run worker`
 * run): OpenTelemetry starts here, before the server's own modules load, because instrumentation
 * works by patching modules (pg, http) as they are first loaded. Without an OTLP endpoint it does
 * nothing, imports nothing and patches nothing: the cost of telemetry off is one environment check.
 */
import { telemetrySettings } from '@/domain/operations/telemetry'

import { markTelemetryStarted } from './running'

const settings = telemetrySettings(process.env, process.argv[1])
if (settings) {
  const { startTelemetry } = await import('./sdk')
  markTelemetryStarted({ ...startTelemetry(settings), sampleRatio: settings.sampleRatio })
}
