/**
 * The flags every production process runs with (`npm start`, `npm run worker` in package.json; the
 * tests and benches that start those processes use this list): the production export conditions,
 * and OpenTelemetry preloaded (dist/telemetry.mjs, src/lib/telemetry/preload.ts: nothing without an
 * OTLP endpoint). Paths are the project folder's: run from there.
 */
export const PRODUCTION_NODE_FLAGS = ['--conditions=production', '--import', './dist/telemetry.mjs'] as const
