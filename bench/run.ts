/**
 * `npm run bench [-- --only <name>]`: runs the benchmarks in BENCHMARKS in turn against the production
 * build, prints a summary table per benchmark and writes everything to bench/results/<timestamp>.json.
 * Benchmarks print figures, they never fail on one: the exit code is 1 only if something could not run.
 *
 * Settings (environment): NEXT_DIST_DIR (build folder, default .next), BENCH_DURATION (s per load
 * target, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 10), BENCH_VERBOSE=1
 * (stream the server's output), BENCH_KEEP_DATA=1 (keep the .data/bench-* folders), CHROME_PATH or
 * CHROMIUM_PATH (the browser lighthouse runs, default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import * as backup from './backup'
import * as cluster from './cluster'
import * as coldStart from './cold-start'
import * as dashboard from './dashboard'
import * as feeds from './feeds'
import * as groups from './groups'
import * as homePages from './home-pages'
import * as leads from './leads'
import * as lighthouse from './lighthouse'
import * as search from './search'
import * as tracing from './tracing'
import * as vehiclePage from './vehicle-page'
import { startServer, type ServerHandle } from './lib/server'
import { formatTable } from './lib/table'
import type { BenchContext, BenchResult, Benchmark } from './lib/types'

// The suite, in running order. Adding a benchmark = one import above and one entry here.
// cold-start goes first: it hands its warm server to the others.
const BENCHMARKS: Benchmark[] = [coldStart, homePages, search, groups, leads, vehiclePage, lighthouse, feeds, dashboard, cluster, tracing, backup]

const REPO = path.resolve(import.meta.dirname, '..')
/** Any 200 from Next means migrations and the seed are done (the launcher starts Next after them). */
const READY_PATH = '/assets/forecourt-mark.svg'

function parseArgs(argv: string[]): { only: string | null } {
  let only: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--only') only = argv[++i] ?? null
    else if (arg.startsWith('--only=')) only = arg.slice(7)
    else fail(`Unknown argument "${arg}". Usage: npm run bench [-- --only <${BENCHMARKS.map((b) => b.name).join('|')}>]`)
  }
  if (only !== null && !BENCHMARKS.some((b) => b.name === only)) {
    fail(`No benchmark named "${only}". Known: ${BENCHMARKS.map((b) => b.name).join(', ')}`)
  }
  return { only }
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const envNumber = (key: string, fallback: number, min: number) => {
  const value = Number(process.env[key] ?? fallback)
  return Number.isFinite(value) && value >= min ? value : fail(`${key} must be a number ≥ ${min}, got "${process.env[key]}"`)
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return null // not a git checkout, or no commit yet
  }
}

const { only } = parseArgs(process.argv.slice(2))

const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const buildIdFile = path.resolve(REPO, distDir, 'BUILD_ID')
const selected = BENCHMARKS.filter((b) => only === null || b.name === only)
// The servers run the build's compiled processes too (dist/, scripts/build/servers.ts).
const hasBuild = existsSync(buildIdFile) && existsSync(path.resolve(REPO, 'dist', 'serve.mjs'))
if (!hasBuild && selected.some((b) => b.needsBuild !== false)) {
  fail(
    `No production build in ${distDir}/ and dist/ (${buildIdFile} or dist/serve.mjs is missing).\n` +
      `Run \`npm run build\` first (or \`NEXT_DIST_DIR=${distDir} npm run build\` for this folder), then \`npm run bench\` again.`,
  )
}

// Every server started during the run; all are stopped before exiting, whatever happens.
const servers = new Set<ServerHandle>()
let shared: ServerHandle | null = null

async function stopServers(except: ServerHandle | null) {
  for (const server of [...servers]) {
    if (server === except) continue
    servers.delete(server)
    await server.stop()
  }
}

// Ctrl-C / SIGTERM: stop every server in order (Next, then PostgreSQL), then exit 130. The benchmark
// that was running fails fast (its server is gone, autocannon stops on SIGINT) and the main flow below
// waits for this stop before exiting. One Ctrl-C arrives several times (the terminal signals the whole
// group, and npm and tsx each relay it too), so only a Ctrl-C 3 s after the first forces an exit
// (server.ts then SIGKILLs what is left).
let interrupted: Promise<void> | null = null
let interruptedAt = 0
function onSignal(signal: NodeJS.Signals) {
  if (interrupted) {
    if (performance.now() - interruptedAt > 3000) process.exit(130)
    return
  }
  interruptedAt = performance.now()
  console.error(`\n${signal}: stopping the bench servers (Next, then PostgreSQL)…`)
  interrupted = stopServers(null)
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

const verbose = Boolean(process.env.BENCH_VERBOSE)
const load = {
  durationS: envNumber('BENCH_DURATION', 10, 1),
  warmupS: envNumber('BENCH_WARMUP', 2, 0),
  connections: envNumber('BENCH_CONNECTIONS', 10, 1),
}

const started = new Date()
const report = {
  startedAt: started.toISOString(),
  commit: gitCommit(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? null,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  distDir,
  buildId: hasBuild ? readFileSync(buildIdFile, 'utf8').trim() : null,
  load,
  benchmarks: [] as { name: string; ok: boolean; seconds: number; error?: string; result?: BenchResult }[],
}

console.log(`Forecourt bench: build ${report.buildId} (${distDir}), ${report.cpus} CPUs, node ${report.node}`)
console.log(`Load: ${load.connections} connections, ${load.warmupS} s warm-up + ${load.durationS} s per target\n`)

try {
  for (const bench of selected) {
    if (interrupted) break
    console.log(`▶ ${bench.name}: ${bench.description}`)
    const log = (line: string) => console.log(`  ${bench.name}: ${line}`)
    const ctx: BenchContext = {
      distDir,
      load,
      log,
      async startServer(label, env, folder) {
        if (interrupted) throw new Error('interrupted')
        log(`starting the production server (${folder?.dataDir ? 'on the data folder of an earlier one' : 'fresh data folder'})…`)
        const server = await startServer({ distDir, label, verbose, env, ...folder })
        servers.add(server)
        return server
      },
      async server() {
        if (shared && !shared.exited()) return shared
        const server = await ctx.startServer('shared')
        shared = server
        const ms = await server.waitFor200(READY_PATH)
        log(`server ready after ${Math.round(ms / 100) / 10} s`)
        return server
      },
      shareServer(server) {
        shared = server
      },
    }
    const t0 = performance.now()
    try {
      const result = await bench.run(ctx)
      const seconds = Math.round((performance.now() - t0) / 100) / 10
      report.benchmarks.push({ name: bench.name, ok: true, seconds, result })
      console.log(`\n${formatTable(result.summary)}`)
      for (const note of result.notes ?? []) console.log(`  · ${note}`)
      console.log('')
    } catch (error) {
      const seconds = Math.round((performance.now() - t0) / 100) / 10
      const message = interrupted ? 'interrupted' : error instanceof Error ? error.message : String(error)
      report.benchmarks.push({ name: bench.name, ok: false, seconds, error: message })
      if (!interrupted) console.error(`\n  ✗ ${bench.name} could not run: ${message}\n`)
    } finally {
      // Servers this benchmark started and did not hand over are stopped now, not at the very end.
      await stopServers(shared)
    }
  }
} finally {
  await stopServers(null)
}

if (interrupted) {
  await interrupted
  console.error('Interrupted: all bench servers stopped; no results written.')
  process.exit(130)
}

const resultsDir = path.join(REPO, 'bench', 'results')
mkdirSync(resultsDir, { recursive: true })
const file = path.join(resultsDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(file, JSON.stringify(report, null, 2) + '\n')
console.log(`Results written to ${path.relative(process.cwd(), file)}`)

const failed = report.benchmarks.filter((b) => !b.ok)
if (failed.length) {
  console.error(`${failed.length} benchmark(s) could not run: ${failed.map((b) => b.name).join(', ')}`)
  process.exit(1)
}
process.exit(0)
