/**
 * How long a backup and a restore take (issue 38), for the demo data and for the demo data plus
 * 100,000 generated cars (BENCH_BACKUP_CARS), in one run: the same commands' code (`npm run backup`,
 * `npm run restore`: src/lib/backup) against the system's PostgreSQL, whose own pg_dump and
 * pg_restore can read it (the embedded distribution ships neither: tests/int/systemPostgres.ts).
 * Each size is backed up to a folder and restored into a fresh database and media folder; the row
 * counts restored are checked against the manifest by the restore itself.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { restoreBackup } from '@/lib/backup/restoreBackup'
import { takeBackup } from '@/lib/backup/takeBackup'
import { startSystemPostgres } from '../tests/int/systemPostgres'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'backup'
export const description = 'npm run backup and npm run restore: the demo data, then with 100,000 more cars'
export const needsBuild = false

const CARS = Number(process.env.BENCH_BACKUP_CARS ?? 100_000)
const REPO = path.resolve(import.meta.dirname, '..')

/** A project script in its own process, as a person runs it, against `env`'s database. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  const run = spawnSync(path.join(REPO, 'node_modules/.bin/tsx'), [script, ...args], { cwd: REPO, env, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })
  if (run.status !== 0) throw new Error(`${script} failed (${run.status}):\n${(run.stderr || run.stdout).slice(-3000)}`)
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const work = path.join(REPO, '.data', `bench-backup-${process.pid}`)
  mkdirSync(work, { recursive: true })
  const server = await startSystemPostgres()
  try {
    const sourceUrl = await server.createDatabase('bench_source')
    const sourceEnv = { ...process.env, DATABASE_URL: sourceUrl, FORECOURT_DATA_DIR: path.join(work, 'source'), PAYLOAD_SECRET: 'bench-backup', PG_BIN_DIR: server.binDir }
    ctx.log(`PostgreSQL ${server.major} (the system's): migrating and seeding the demo dealers…`)
    runScript('scripts/prepare.ts', [], sourceEnv)

    const summary: SummaryRow[] = []
    const sizes: { label: string; cars: number }[] = [{ label: 'demo data', cars: 0 }, { label: `demo data + ${CARS.toLocaleString('en-AU')} cars`, cars: CARS }]
    for (const [i, size] of sizes.entries()) {
      if (size.cars > 0) {
        ctx.log(`generating ${size.cars} cars…`)
        runScript('scripts/generate-stock.ts', ['--tenant', 'bench-dealer', '--count', String(size.cars), '--replace'], sourceEnv)
      }
      const folder = path.join(work, `backup-${i}`)
      ctx.log(`${size.label}: backing up…`)
      const backup = await takeBackup({ databaseUrl: sourceUrl, to: { kind: 'folder', path: folder }, env: sourceEnv })
      const targetUrl = await server.createDatabase(`bench_restored_${i}`)
      ctx.log(`${size.label}: restoring into a fresh database…`)
      const restore = await restoreBackup({ databaseUrl: targetUrl, from: { kind: 'folder', path: folder }, force: false, env: { ...sourceEnv, DATABASE_URL: targetUrl, FORECOURT_DATA_DIR: path.join(work, `restored-${i}`) } })
      const tables = Object.values(backup.manifest.database.tables)
      summary.push({
        label: size.label,
        rows: tables.reduce((a, b) => a + b, 0),
        files: backup.manifest.media.files.length,
        'dump MB': Math.round(backup.manifest.database.size / 1e5) / 10,
        'backup s': tenths(backup.seconds),
        'restore s': tenths(restore.seconds),
      })
    }
    const [small, large] = summary
    const notes = [`restore of ${large!.label} took ${(Number(large!['restore s']) / Math.max(0.1, Number(small!['restore s']))).toFixed(1)}× the demo data's`]
    return { summary, notes, data: { postgres: server.major, cars: CARS } }
  } finally {
    await server.stop()
    if (!process.env.BENCH_KEEP_DATA) rmSync(work, { recursive: true, force: true })
  }
}
