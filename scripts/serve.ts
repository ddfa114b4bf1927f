/**
 * `npm run dev` and `npm start`.
 *
 * 1. With no DATABASE_URL, starts the embedded PostgreSQL (data in $FORECOURT_DATA_DIR/postgres).
 * 2. Applies migrations and seeds the demo dealers into an empty database (scripts/prepare.ts, a
 *    child process that ends before anything is served).
 * 3. Runs `next dev` as a child, or in production Next behind the front cache (scripts/next-server.ts)
 *    in this same process, on $PORT (default 3000; BIND_HOST sets the address), and prints the
 *    addresses to open.
 *
 * `npm start` runs this file compiled (dist/serve.mjs, made by `npm run build`: scripts/build/servers.ts)
 * as one plain node process that npm execs, so a signal reaches it however it is sent: to npm's
 * process (docker stop, Kubernetes), to the whole group (systemd, Ctrl-C), or twice. SIGTERM or SIGINT
 * drains the web server (requests in flight finish, at most DRAIN_TIMEOUT_SECONDS), then shuts the
 * embedded PostgreSQL down cleanly so no change is lost; a second signal waits for the same stop.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded'
import { routeConsoleToLogger } from '@/lib/log/console'
import { logger } from '@/lib/log/logger'
import { warnIfTelemetryNotPreloaded } from '@/lib/telemetry/preloadCheck'
import { flushTelemetry } from '@/lib/telemetry/running'
import { startLocalServices } from './localServices'
import type { WebServer } from './next-server'

const mode = process.argv[2] === 'dev' ? 'dev' : 'start'
// Set before the first line is logged: production's lines are JSON from the launcher's first one (src/lib/log/logger.ts).
if (mode === 'start') (process.env as Record<string, string>).NODE_ENV = 'production'
const log = logger()
// In production whatever prints through console (Next, a library) is a log line like ours.
if (mode === 'start') routeConsoleToLogger(log)
warnIfTelemetryNotPreloaded(log)
const port = Number(process.env.PORT ?? 3000)
const dataDir = path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data')
mkdirSync(dataDir, { recursive: true })
const bin = (name: string) => path.resolve('node_modules/.bin', name)

function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  // A per-install secret kept beside the data, so admin sessions survive restarts.
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

let db: EmbeddedDatabase | null = null
let localServices: Awaited<ReturnType<typeof startLocalServices>> | null = null
/** The child running now: the database preparation, then (in dev) the Next server. */
let child: ChildProcess | null = null
/** The production web server, running in this process. */
let web: WebServer | null = null
let stopping = false

async function shutdown(code: number, reason = 'stopping') {
  if (stopping) return
  stopping = true
  // The web server drains before the database it uses stops.
  if (web) await web.stop(reason)
  // Stop the child before the database it uses; an interrupted seed rolls back (one transaction)
  // and runs again on the next start.
  if (child && child.exitCode === null && child.signalCode === null) {
    const running = child
    running.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000)
      running.once('exit', () => {
        clearTimeout(timer)
        resolve(null)
      })
    })
  }
  await localServices?.stop()
  if (db) {
    log.info('Stopping the embedded PostgreSQL…')
    await db.stop()
  }
  // The last spans and metrics (the drain's own requests among them) go out before the process ends.
  await flushTelemetry()
  process.exit(code)
}
// However many arrive (npm passes its own on as well when the whole group is signalled), one stop.
process.on('SIGINT', () => void shutdown(0, 'SIGINT'))
process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'))
process.on('SIGHUP', () => void shutdown(0, 'SIGHUP'))

// HOSTNAME is set by shells and containers to the machine's name; Next would read it as the address
// to serve and to resolve its own rewrites against, so it is not passed on (BIND_HOST sets the address).
const { HOSTNAME: _machineName, ...inherited } = process.env
const env: NodeJS.ProcessEnv = {
  ...inherited,
  FORECOURT_DATA_DIR: dataDir,
  PAYLOAD_SECRET: payloadSecret(),
  PORT: String(port),
  NODE_ENV: mode === 'dev' ? 'development' : 'production',
}

if (!env.DATABASE_URL) {
  const started = Date.now()
  try {
    db = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      database: 'forecourt',
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
      // shutdown() below stops it, after the web server has drained.
      callerHandlesSignals: true,
      log: process.env.DEBUG_POSTGRES ? (line) => process.stdout.write(`[postgres] ${line}`) : undefined,
    })
  } catch (error) {
    // One line naming the cause and the fix (src/lib/db/embedded.ts), never a stack trace.
    log.fatal(error instanceof EmbeddedPostgresError ? error.message : `The embedded PostgreSQL could not start: ${String((error as Error)?.message ?? error).split('\n')[0]}`)
    process.exit(1)
  }
  env.DATABASE_URL = db.url
  log.info(`Embedded PostgreSQL ready on port ${db.port} in ${Date.now() - started} ms (data: ${db.dataDir})`)
} else {
  log.info('Using the PostgreSQL server in DATABASE_URL')
}

// Simulators for the services not configured (SMS, payments), started before the app so it gets
// their URLs, and the DMS simulator (the demo stock feeds' source). They stand in for services a
// real deployment configures, so they run only on a local machine: in dev, and for `npm start` on the
// embedded database (the browser tests, trying a build). Beside your own DATABASE_URL they need
// LOCAL_SIMULATORS=on (the SMS and payments ones) or DMS_SIMULATOR=on (which also lets the app fetch
// feeds from this machine, what a server with real dealers' feeds must never do); =off turns them off
// everywhere. Without a simulator or a configured service, sending an SMS or taking a payment
// answers 503 naming the setting.
const onLocalMachine = mode === 'dev' || db !== null
const simulators = env.LOCAL_SIMULATORS === 'on' || (env.LOCAL_SIMULATORS !== 'off' && onLocalMachine)
const dmsSimulator = env.DMS_SIMULATOR === 'on' || (env.DMS_SIMULATOR !== 'off' && onLocalMachine)
localServices = await startLocalServices(port, env, { simulators, dmsSimulator })

function run(command: string, args: string[], capture = false): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const running = spawn(command, args, { env, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit' })
    child = running
    let out = ''
    running.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      // The child logs through the same logger (its lines are already JSON in production): passed on as they are.
      for (const line of chunk.toString().split('\n')) if (line && !line.startsWith('FORECOURT_TENANTS=')) process.stdout.write(`${line}\n`)
    })
    running.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

const prepared = await run(bin('tsx'), ['scripts/prepare.ts'], true)
if (stopping) await new Promise(() => {}) // shutdown() is already under way and exits the process
if (prepared.code !== 0) {
  log.fatal('Database preparation failed.')
  await shutdown(prepared.code)
}
const tenantsLine = prepared.out.split('\n').find((l) => l.startsWith('FORECOURT_TENANTS='))
const tenants: { name: string; slug: string; domains: string[] }[] = tenantsLine ? JSON.parse(tenantsLine.slice(18)) : []

// The web server runs the job queue itself unless JOBS=off (a deployment with `npm run worker`).
const serverEnv = { ...env, FORECOURT_RUN_JOBS: env.JOBS === 'off' ? 'false' : (env.FORECOURT_RUN_JOBS ?? 'true') }
if (mode === 'dev') {
  // Development runs `next dev` with Turbopack (Next 16's default; DEV_BUNDLER=webpack for the production bundler).
  const devArgs = ['dev', '--port', String(port), ...(process.env.DEV_BUNDLER === 'webpack' ? ['--webpack'] : [])]
  const server = spawn(bin('next'), devArgs, { env: serverEnv, stdio: 'inherit' })
  child = server
  server.on('exit', (code) => void shutdown(code ?? 0))
} else {
  // Production runs Next's handler behind the front cache here, in this process: no second Node.
  delete process.env.HOSTNAME
  Object.assign(process.env, serverEnv)
  try {
    const { startWebServer } = await import('./next-server')
    web = await startWebServer()
  } catch (error) {
    log.fatal({ err: error }, 'The web server could not start')
    await shutdown(1)
  }
}

// Print the addresses once the server answers.
const base = `http://localhost:${port}`
for (let i = 0; i < 600 && !stopping; i++) {
  const ok = await fetch(`${base}/api/users/me`).then((r) => r.status < 500, () => false)
  if (ok) {
    const lines = [
      `  Admin:  ${base}/admin`,
      ...tenants.map((t) => `  ${t.name}:  http://${t.slug}.localhost:${port}/${t.domains.length ? `  (also ${t.domains.join(', ')})` : ''}`),
      ...(localServices?.lines ?? []),
    ]
    log.info(`Forecourt is running:\n${lines.join('\n')}\n`)
    break
  }
  await new Promise((r) => setTimeout(r, 250))
}
