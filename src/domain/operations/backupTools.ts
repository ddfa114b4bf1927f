/**
 * Which pg_dump/pg_restore to run. pg_dump refuses a server of a newer major version than its own, so
 * the first place that has them is not enough: PG_BIN_DIR when set (nothing else is tried then, it was
 * asked for), else the embedded distribution's when it has them and is new enough, else the ones on
 * PATH when new enough. Pure: the adapter finds the candidates and their versions.
 */

export type PgToolsCandidate = {
  /** Where they came from, as said to a person: "PG_BIN_DIR", "the embedded PostgreSQL", "PATH". */
  origin: 'PG_BIN_DIR' | 'embedded' | 'PATH'
  /** The folder holding pg_dump and pg_restore ('' for PATH: run by name). */
  dir: string
  /** pg_dump's major version, or null when it is not there or would not run. */
  major: number | null
}

export type PgToolsChoice = { ok: true; tools: PgToolsCandidate } | { ok: false; message: string }

const said = { PG_BIN_DIR: 'PG_BIN_DIR', embedded: 'the embedded PostgreSQL distribution', PATH: 'PATH' } as const

export function choosePgTools(candidates: readonly PgToolsCandidate[], serverMajor: number): PgToolsChoice {
  const fix = `install the PostgreSQL ${serverMajor} (or newer) client tools and set PG_BIN_DIR to their bin folder`
  const asked = candidates.find((c) => c.origin === 'PG_BIN_DIR')
  if (asked) {
    if (asked.major === null) return { ok: false, message: `PG_BIN_DIR=${asked.dir} has no pg_dump that runs: ${fix}.` }
    if (asked.major < serverMajor) return { ok: false, message: `pg_dump ${asked.major} in PG_BIN_DIR=${asked.dir} cannot dump PostgreSQL ${serverMajor} (pg_dump refuses a newer server): ${fix}.` }
    return { ok: true, tools: asked }
  }
  const fits = candidates.find((c) => c.major !== null && c.major >= serverMajor)
  if (fits) return { ok: true, tools: fits }
  const found = candidates.filter((c) => c.major !== null).map((c) => `pg_dump ${c.major} on ${said[c.origin]}`)
  const none = candidates.filter((c) => c.major === null).map((c) => `none in ${said[c.origin]}`)
  return { ok: false, message: `No pg_dump can dump this PostgreSQL ${serverMajor} server (${[...found, ...none].join(', ') || 'no pg_dump found'}; pg_dump refuses a newer server): ${fix}.` }
}

/** The major version in `pg_dump --version` ("pg_dump (PostgreSQL) 15.18 (Debian …)"), or null. */
export function pgToolMajor(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine)
  return match ? Number(match[1]) : null
}

/** The major version of server_version_num (180004 → 18; 90624 → 9 for the old scheme). */
export const serverMajor = (versionNum: number): number => Math.floor(versionNum / 10_000)
