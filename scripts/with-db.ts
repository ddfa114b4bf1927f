/**
 * Runs a command with DATABASE_URL pointing at the embedded PostgreSQL (started here unless
 * DATABASE_URL is already set), for example `npm run payload -- migrate:create`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { EmbeddedPostgresError, startEmbeddedPostgres } from '@/lib/db/embedded'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}
const dataDir = process.env.FORECOURT_DATA_DIR ?? '.data'
const db = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), database: 'forecourt', port: 54329 }).catch((error: unknown) => {
      // One line naming the cause and the fix, never a stack trace.
      console.error(error instanceof EmbeddedPostgresError ? error.message : `The embedded PostgreSQL could not start: ${String((error as Error)?.message ?? error).split('\n')[0]}`)
      process.exit(1)
    })
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || db!.url, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'cli-secret' }
const child = spawn(command, args, { stdio: 'inherit', env })
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
await db?.stop()
process.exit(code)
