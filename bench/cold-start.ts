/**
 * Cold start: what a new install costs before a shopper sees a page. Seconds from spawning `npm start`'s
 * launcher on an EMPTY data folder to the first 200 of a dealer's home page, which includes embedded
 * PostgreSQL initdb + start, migrations, the demo seed, the Next server (scripts/next-server.ts), and the
 * first render.
 * The phases are read from the launcher's output (timestamps are when each line reached us).
 */
import type { OutputLine } from './lib/server'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'cold-start'
export const description = 'npm start on an empty data folder until harbour-city.localhost/ answers 200'

const HOST = 'harbour-city.localhost'

/** Lines the launcher (scripts/serve.ts), prepare.ts and Next print, in the order they appear. */
const MARKERS: { key: string; phase: string; pattern: RegExp }[] = [
  // serve.ts: "Embedded PostgreSQL ready on port N in X ms (data: …)"
  { key: 'postgresReady', phase: 'launcher + PostgreSQL initdb/start', pattern: /Embedded PostgreSQL ready on port \d+ in \d+ ms/ },
  // prepare.ts (its own process): Payload's "Migrating: <name>" once its config and DB adapter are up.
  { key: 'migrating', phase: 'prepare.ts start-up (tsx + Payload init)', pattern: /Migrating: / },
  // prepare.ts logs this after migrations, when the database has no tenant yet.
  { key: 'seedStart', phase: 'migrations', pattern: /seeding the demo dealers/i },
  // tenants/demo/seed's summary line ("Demo seed: tenants 3 created, …").
  { key: 'seedDone', phase: 'demo seed', pattern: /Demo seed:/ },
  // The server's banner: prepare.ts has exited (Payload destroyed) and the launcher spawned scripts/next-server.ts.
  { key: 'nextSpawned', phase: 'prepare.ts exit + spawn the server', pattern: /Next\.js \d/ },
  { key: 'nextReady', phase: 'Next server until "Ready"', pattern: /Ready in/ },
]

const s = (ms: number) => Math.round(ms / 10) / 100

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.startServer('cold-start')
  const totalMs = await server.waitFor200('/', HOST)
  ctx.log(`first 200 of ${HOST}/ after ${s(totalMs)} s`)

  // Phases between consecutive markers that were found; a missing marker just merges two phases.
  const found = MARKERS.map((m) => ({ ...m, line: server.findLine(m.pattern) })).filter(
    (m): m is (typeof MARKERS)[number] & { line: OutputLine } => m.line !== undefined,
  )
  const summary: SummaryRow[] = []
  let previous = 0
  for (const m of found) {
    summary.push({ label: m.phase, 'seconds': s(m.line.atMs - previous), 'at s': s(m.line.atMs) })
    previous = m.line.atMs
  }
  summary.push({ label: 'first home page 200 (incl. first render)', 'seconds': s(totalMs - previous), 'at s': s(totalMs) })
  summary.push({ label: 'TOTAL cold start', 'seconds': s(totalMs), 'at s': s(totalMs) })

  // The launcher's own figure for PostgreSQL (excludes tsx/launcher start-up).
  const pg = found.find((m) => m.key === 'postgresReady')?.line.text.match(/ in (\d+) ms/)
  const notes = pg ? [`launcher reports embedded PostgreSQL ready in ${s(Number(pg[1]))} s (initdb + start + CREATE DATABASE)`] : []
  const missing = MARKERS.filter((m) => !found.some((f) => f.key === m.key)).map((m) => m.key)
  if (missing.length) notes.push(`not found in the launcher's output (phases merged): ${missing.join(', ')}`)

  // The server is warm now; the following benchmarks can reuse it rather than cold-start another.
  ctx.shareServer(server)
  return {
    summary,
    notes,
    data: {
      host: HOST,
      totalS: s(totalMs),
      postgresReadyReportedS: pg ? s(Number(pg[1])) : null,
      markers: Object.fromEntries(found.map((m) => [m.key, { atS: s(m.line.atMs), line: m.line.text }])),
      missingMarkers: missing,
    },
  }
}
