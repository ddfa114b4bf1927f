/**
 * The database a backup reads or a restore writes: DATABASE_URL, else the project's embedded
 * PostgreSQL as scripts/with-db.ts and the launcher use it ($FORECOURT_DATA_DIR/postgres, database
 * forecourt, port EMBEDDED_PG_PORT or 54329). When that server is already running (npm run dev), it is
 * used as it is: a second server on the same data folder could not start.
 */
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from '@/lib/db/embedded'

export type Database = { url: string; said: string; stop: () => Promise<void> }

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, said: `DATABASE_URL (${new URL(env.DATABASE_URL).host})`, stop: async () => {} }
  const port = Number(env.EMBEDDED_PG_PORT ?? 54329)
  const running = `postgres://postgres:postgres@127.0.0.1:${port}/forecourt`
  if (await answers(running)) return { url: running, said: `the running embedded PostgreSQL (port ${port})`, stop: async () => {} }
  const dataDir = path.join(env.FORECOURT_DATA_DIR ?? '.data', 'postgres')
  const db = await startEmbeddedPostgres({ dataDir, database: 'forecourt', port })
  return { url: db.url, said: `the embedded PostgreSQL (${db.dataDir})`, stop: db.stop }
}
