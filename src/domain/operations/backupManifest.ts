/**
 * The manifest of a backup (manifest.json beside the dump and the media): what was taken, when, and
 * the checksums and counts a restore checks before it writes anything and after. Pure: building it,
 * reading it back with every field checked, and comparing what was found with what it promises.
 */

export const MANIFEST_FILE = 'manifest.json'
export const DUMP_FILE = 'database.dump'
export const MEDIA_FOLDER = 'media'
const MANIFEST_FORMAT = 'forecourt-backup/1'

export type BackupFile = { key: string; size: number; sha256: string }

export type BackupManifest = {
  format: typeof MANIFEST_FORMAT
  createdAt: string
  app: { version: string; commit: string | null }
  database: {
    file: string
    size: number
    sha256: string
    /** The server's version (SHOW server_version) and the pg_dump that wrote the file. */
    serverVersion: string
    dumpVersion: string
    /** Rows per table ("schema.table"), counted in the same snapshot as the dump. */
    tables: Record<string, number>
  }
  media: { source: 'disk' | 's3'; files: BackupFile[] }
}

/** A manifest that cannot be trusted: said in one line, naming what is wrong. */
export class ManifestError extends Error {
  override name = 'ManifestError'
}

type BuildInput = Omit<BackupManifest, 'format' | 'media'> & { media: { source: 'disk' | 's3'; files: readonly BackupFile[] } }

/** The manifest, with tables and files in a stable order so two backups of the same data compare. */
export function buildManifest(input: BuildInput): BackupManifest {
  const tables = Object.fromEntries(Object.entries(input.database.tables).sort(([a], [b]) => a.localeCompare(b)))
  const files = [...input.media.files].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  for (const file of files) mediaKeyProblem(file.key, true)
  return { format: MANIFEST_FORMAT, createdAt: input.createdAt, app: input.app, database: { ...input.database, tables }, media: { source: input.media.source, files } }
}

const SHA256 = /^[0-9a-f]{64}$/

/**
 * Why a media key may not be written under a folder or a bucket (null when it may): a manifest is
 * read from a place others can write, so a key must not climb out of the media folder.
 */
export function mediaKeyProblem(key: string, throwIt = false): string | null {
  let problem: string | null = null
  if (typeof key !== 'string' || key.length === 0) problem = 'an empty media key'
  else if (key.startsWith('/') || key.includes('\\') || key.includes('\0')) problem = `media key "${key}" is not a relative path`
  else if (key.split('/').some((part) => part === '' || part === '.' || part === '..')) problem = `media key "${key}" has an empty, "." or ".." part`
  if (problem && throwIt) throw new ManifestError(problem)
  return problem
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function field<T>(ok: boolean, value: T, what: string): T {
  if (!ok) throw new ManifestError(`manifest.json: ${what}`)
  return value
}

/** manifest.json read back, every field checked; a ManifestError names the first thing wrong. */
export function parseManifest(text: string): BackupManifest {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new ManifestError('manifest.json is not valid JSON (cut short or damaged)')
  }
  if (!isObject(raw)) throw new ManifestError('manifest.json: not an object')
  field(raw.format === MANIFEST_FORMAT, null, `format is ${JSON.stringify(raw.format)}, expected "${MANIFEST_FORMAT}"`)
  const createdAt = field(typeof raw.createdAt === 'string' && !Number.isNaN(Date.parse(raw.createdAt)), raw.createdAt as string, 'createdAt is not a date')
  const app = field(isObject(raw.app) && typeof raw.app.version === 'string', raw.app as BackupManifest['app'], 'app.version is missing')
  const db = field(isObject(raw.database), raw.database as Record<string, unknown>, 'database is missing')
  const file = field(typeof db.file === 'string' && db.file !== '' && !db.file.includes('/') && !db.file.includes('..'), db.file as string, 'database.file is not a plain file name')
  field(isCount(db.size), null, 'database.size is not a byte count')
  field(typeof db.sha256 === 'string' && SHA256.test(db.sha256), null, 'database.sha256 is not a SHA-256 in hex')
  const tables = field(isObject(db.tables), db.tables as Record<string, unknown>, 'database.tables is missing')
  for (const [name, count] of Object.entries(tables)) field(isCount(count), null, `database.tables["${name}"] is not a row count`)
  const media = field(isObject(raw.media) && Array.isArray(raw.media.files), raw.media as Record<string, unknown>, 'media.files is missing')
  field(media.source === 'disk' || media.source === 's3', null, 'media.source is neither "disk" nor "s3"')
  const seen = new Set<string>()
  const files = (media.files as unknown[]).map((entry, i) => {
    field(isObject(entry) && typeof entry.key === 'string', null, `media.files[${i}] has no key`)
    const f = entry as BackupFile
    const problem = mediaKeyProblem(f.key)
    if (problem) throw new ManifestError(`manifest.json: ${problem}`)
    field(!seen.has(f.key), null, `media key "${f.key}" is listed twice`)
    seen.add(f.key)
    field(isCount(f.size), null, `media "${f.key}" has no byte count`)
    field(typeof f.sha256 === 'string' && SHA256.test(f.sha256), null, `media "${f.key}" has no SHA-256`)
    return { key: f.key, size: f.size, sha256: f.sha256 }
  })
  return {
    format: MANIFEST_FORMAT,
    createdAt,
    app: { version: app.version, commit: typeof app.commit === 'string' ? app.commit : null },
    database: {
      file,
      size: db.size as number,
      sha256: db.sha256 as string,
      serverVersion: String(db.serverVersion ?? ''),
      dumpVersion: String(db.dumpVersion ?? ''),
      tables: tables as Record<string, number>,
    },
    media: { source: media.source as 'disk' | 's3', files },
  }
}

/** What a file really is: null when it is missing. */
export type FoundFile = { size: number; sha256: string } | null

/** One line per file that is missing or differs from what the manifest promises; none when all match. */
export function checksumProblems(expected: readonly BackupFile[], found: ReadonlyMap<string, FoundFile>): string[] {
  const problems: string[] = []
  for (const file of expected) {
    const actual = found.get(file.key)
    if (!actual) problems.push(`${file.key}: missing`)
    else if (actual.size !== file.size) problems.push(`${file.key}: ${actual.size} bytes, the manifest says ${file.size}`)
    else if (actual.sha256 !== file.sha256) problems.push(`${file.key}: checksum ${actual.sha256.slice(0, 12)}…, the manifest says ${file.sha256.slice(0, 12)}…`)
  }
  return problems
}

/** One line per table whose restored row count differs from the backup's (or that is missing). */
export function rowCountProblems(expected: Readonly<Record<string, number>>, found: Readonly<Record<string, number>>): string[] {
  return Object.entries(expected)
    .filter(([table, count]) => found[table] !== count)
    .map(([table, count]) => (found[table] === undefined ? `${table}: missing after the restore` : `${table}: ${found[table]} rows, the backup had ${count}`))
}

/** The totals of a backup or a restore, for its one-line summary. */
export function manifestTotals(manifest: BackupManifest): { tables: number; rows: number; files: number; bytes: number } {
  const counts = Object.values(manifest.database.tables)
  return {
    tables: counts.length,
    rows: counts.reduce((a, b) => a + b, 0),
    files: manifest.media.files.length,
    bytes: manifest.database.size + manifest.media.files.reduce((a, f) => a + f.size, 0),
  }
}
