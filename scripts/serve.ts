/**
 * `npm run dev` and `npm start`.
 *
 * 1. With no DATABASE_URL, starts the embedded PostgreSQL (data in $FORECOURT_DATA_DIR/postgres).
 * 2. Applies migrations and seeds the demo dealers into an empty database (scripts/prepare.ts).
 * 3. Runs `next dev`, or in production Next behind the front cache (scripts/next-server.ts), on $PORT
 *    (default 3000; BIND_HOST sets the address), and prints the addresses to open.
 * Ctrl-C (or SIGTERM) stops Next first, then shuts PostgreSQL down cleanly so no change is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded'
import { startLocalServices } from './localServices'

const mode = process.argv[2] === 'dev' ? 'dev' : 'start'
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
/** The child running now: the database preparation, then the Next server. */
let child: ChildProcess | null = null
let stopping = false

async function shutdown(code: number) {
  if (stopping) return
  stopping = true
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
    console.log('Stopping the embedded PostgreSQL…')
    await db.stop()
  }
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

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
      log: process.env.DEBUG_POSTGRES ? (line) => process.stdout.write(`[postgres] ${line}`) : undefined,
    })
  } catch (error) {
    // One line naming the cause and the fix (src/lib/db/embedded.ts), never a stack trace.
    console.error(error instanceof EmbeddedPostgresError ? error.message : `The embedded PostgreSQL could not start: ${String((error as Error)?.message ?? error).split('\n')[0]}`)
    process.exit(1)
  }
  env.DATABASE_URL = db.url
  console.log(`Embedded PostgreSQL ready on port ${db.port} in ${Date.now() - started} ms (data: ${db.dataDir})`)
} else {
  console.log('Using the PostgreSQL server in DATABASE_URL')
}

// Simulators for the services not configured (SMS...), started before the app so it gets their URLs.
// The DMS simulator (the demo stock feeds' source) runs only on a local machine: in dev, and for
// `npm start` on the embedded database (the browser tests, trying a build). It lets the app fetch
// feeds from this machine, which a server with real dealers' feeds must never do, so beside your own
// DATABASE_URL it needs DMS_SIMULATOR=on; DMS_SIMULATOR=off turns it off everywhere.
const dmsSimulator = env.DMS_SIMULATOR === 'on' || (env.DMS_SIMULATOR !== 'off' && (mode === 'dev' || db !== null))
localServices = await startLocalServices(port, env, { dmsSimulator })

function run(command: string, args: string[], capture = false): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const running = spawn(command, args, { env, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit' })
    child = running
    let out = ''
    running.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      for (const line of chunk.toString().split('\n')) if (line && !line.startsWith('FORECOURT_TENANTS=')) console.log(line)
    })
    running.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

const prepared = await run(bin('tsx'), ['scripts/prepare.ts'], true)
if (stopping) await new Promise(() => {}) // shutdown() is already under way and exits the process
if (prepared.code !== 0) {
  console.error('Database preparation failed.')
  await shutdown(prepared.code)
}
const tenantsLine = prepared.out.split('\n').find((l) => l.startsWith('FORECOURT_TENANTS='))
const tenants: { name: string; slug: string; domains: string[] }[] = tenantsLine ? JSON.parse(tenantsLine.slice(18)) : []

// Production runs Next's handler behind the front cache (scripts/next-server.ts); dev runs `next dev`.
// Development runs Turbopack (Next 16's default; DEV_BUNDLER=webpack for the production bundler).
const devArgs = ['dev', '--port', String(port), ...(process.env.DEV_BUNDLER === 'webpack' ? ['--webpack'] : [])]
const [command, args] = mode === 'dev' ? [bin('next'), devArgs] : [bin('tsx'), ['scripts/next-server.ts']]
const server = spawn(command, args, {
  // The web server runs the job queue itself unless JOBS=off (a deployment with `npm run worker`).
  env: { ...env, FORECOURT_RUN_JOBS: env.JOBS === 'off' ? 'false' : (env.FORECOURT_RUN_JOBS ?? 'true') },
  stdio: 'inherit',
})
child = server
server.on('exit', (code) => void shutdown(code ?? 0))

// Print the addresses once the server answers.
const base = `http://localhost:${port}`
for (let i = 0; i < 600 && !stopping; i++) {
  const ok = await fetch(`${base}/api/users/me`).then((r) => r.status < 500, () => false)
  if (ok) {
    console.log('\nForecourt is running:')
    console.log(`  Admin:  ${base}/admin`)
    for (const t of tenants) {
      console.log(`  ${t.name}:  http://${t.slug}.localhost:${port}/${t.domains.length ? `  (also ${t.domains.join(', ')})` : ''}`)
    }
    for (const line of localServices?.lines ?? []) console.log(line)
    console.log('')
    break
  }
  await new Promise((r) => setTimeout(r, 250))
}
