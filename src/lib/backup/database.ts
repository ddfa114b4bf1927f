/**
 * The database side of a backup: a pg_dump (custom format) and the row counts of every table, both in
 * one snapshot; and the restore side: whether the target has tables, dropping them on --force, and
 * pg_restore. Row contents are never read or printed, only counted.
 */
import { spawn } from 'node:child_process'

import pg from 'pg'

import { serverMajor } from '@/domain/operations/backupTools'
import { decodeOrNull } from '@/domain/security/percentDecoding'

import type { PgTools } from './pgTools'

// Every schema but PostgreSQL's own: Payload's tables live in public, and anything else there is the
// database's too.
const USER_TABLES = `
  SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
  ORDER BY 1, 2`

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export type ServerInfo = { version: string; major: number }

export async function serverInfo(url: string): Promise<ServerInfo> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version: string; num: string }>("SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS num")
    return { version: rows[0]!.server_version, major: serverMajor(Number(rows[0]!.num)) }
  } finally {
    await client.end()
  }
}

/** "schema.table" of every table in the database. */
async function userTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(USER_TABLES)
  return rows.map((r) => `${r.schema}.${r.name}`)
}

async function countRows(client: pg.ClientBase, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [schema, ...rest] = table.split('.')
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(schema!)}.${quote(rest.join('.'))}`)
    counts[table] = Number(rows[0]!.n)
  }
  return counts
}

/** The URL without its password, and the password for PGPASSWORD: a password on a command line is seen by every user's `ps`. */
function connectionFor(url: string): { dbname: string; password: string | undefined } {
  const parsed = new URL(url)
  const password = parsed.password ? (decodeOrNull(parsed.password) ?? parsed.password) : undefined
  parsed.password = ''
  return { dbname: parsed.toString(), password }
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8')
    })
    child.once('error', (error) => reject(new Error(`${command} did not run: ${error.message}`)))
    child.once('close', (code) => {
      const said = stderr.trim().split('\n').slice(-3).join(' ')
      if (code === 0) resolve()
      else reject(new Error(`${command.split('/').pop()} failed (exit ${code}): ${said || 'no message'}`))
    })
  })
}

/**
 * pg_dump of the whole database into `file`, and every table's row count, in one snapshot: a
 * REPEATABLE READ transaction exports its snapshot, counts in it, and pg_dump is given the same one,
 * so the counts in the manifest are the rows in the dump even while the site keeps writing.
 */
export async function dumpDatabase(url: string, tools: PgTools, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    const tables = await userTables(client)
    const counts = await countRows(client, tables)
    const { dbname, password } = connectionFor(url)
    // The snapshot lives as long as this transaction: it stays open until pg_dump is done.
    await runTool(tools.pgDump, ['--format=custom', `--snapshot=${rows[0]!.id}`, '--no-password', `--file=${file}`, `--dbname=${dbname}`], {
      ...tools.env,
      ...(password ? { PGPASSWORD: password } : {}),
    })
    await client.query('COMMIT')
    return counts
  } finally {
    await client.end()
  }
}

/** The target's tables ("schema.table"); none means an empty database. */
export async function databaseTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await userTables(client)
  } finally {
    await client.end()
  }
}

/** --force: every schema of the database dropped (tables, types, sequences), and an empty public made again. */
export async function clearDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'",
    )
    await client.query('BEGIN')
    for (const { name } of rows) await client.query(`DROP SCHEMA ${quote(name)} CASCADE`)
    await client.query('CREATE SCHEMA public')
    await client.query('COMMIT')
  } finally {
    await client.end()
  }
}

/**
 * pg_restore in one transaction (all or nothing), owned by the restoring user: the backup may come
 * from a server whose roles this one does not have.
 */
export async function restoreDatabase(url: string, tools: PgTools, file: string): Promise<void> {
  const { dbname, password } = connectionFor(url)
  await runTool(tools.pgRestore, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--no-password', `--dbname=${dbname}`, file], {
    ...tools.env,
    ...(password ? { PGPASSWORD: password } : {}),
  })
}

/** Row counts of the given tables after a restore; a table that is not there is left out. */
export async function restoredRowCounts(url: string, tables: readonly string[]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const present = new Set(await userTables(client))
    return await countRows(
      client,
      tables.filter((t) => present.has(t)),
    )
  } finally {
    await client.end()
  }
}
