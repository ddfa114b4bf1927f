/**
 * A throwaway PostgreSQL from the system's packages (Debian's /usr/lib/postgresql/<major>/bin), with
 * pg_dump and pg_restore of the same version: the embedded distribution ships neither, and pg_dump
 * refuses a server newer than itself, so the backup test runs on a server its tools can dump. Started
 * like the embedded server as root (rootRuntime.ts: initdb and postgres as the `postgres` user).
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '@/lib/db/embedded'
import { startRootServer } from '@/lib/db/rootRuntime'

export type SystemPostgres = { binDir: string; major: number; createDatabase: (name: string) => Promise<string>; stop: () => Promise<void> }

/** The newest system PostgreSQL with server and client tools, or null. */
function systemPostgresBin(): { binDir: string; major: number } | null {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).map(Number).filter(Number.isInteger).sort((a, b) => b - a) : []
  for (const major of majors) {
    const binDir = path.join(root, String(major), 'bin')
    if (['postgres', 'initdb', 'pg_dump', 'pg_restore'].every((f) => existsSync(path.join(binDir, f)))) return { binDir, major }
  }
  return null
}

function ids(): { uid: number; gid: number } {
  if (process.getuid?.() !== 0) return { uid: process.getuid!(), gid: process.getgid!() }
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0 || gid.status !== 0) throw new Error('the system PostgreSQL runs as the "postgres" user when started as root, and there is none (apt-get install postgresql)')
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

export async function startSystemPostgres(): Promise<SystemPostgres> {
  const found = systemPostgresBin()
  if (!found) throw new Error('No system PostgreSQL with pg_dump (apt-get install postgresql): the backup test needs a server its pg_dump can dump.')
  const workDir = mkdtempSync(path.resolve('.data', 'test-backup-pg-'))
  chmodSync(workDir, 0o755)
  const port = await freePort()
  const password = 'postgres'
  const server = await startRootServer({
    relocated: true,
    ids: ids(),
    bin: { initdb: path.join(found.binDir, 'initdb'), postgres: path.join(found.binDir, 'postgres') },
    dataDir: path.join(workDir, 'data'),
    workDir,
    port,
    password,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
  })
  const url = (db: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${db}`
  return {
    ...found,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url('postgres') })
      await client.connect()
      await client.query(`CREATE DATABASE "${name}"`)
      await client.end()
      return url(name)
    },
    stop: async () => {
      await server.stop()
      rmSync(workDir, { recursive: true, force: true })
    },
  }
}
