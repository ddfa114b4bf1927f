/**
 * The command lines of `npm run backup` and `npm run restore`, and the place a backup is kept: a folder
 * (`./backups/2026-12-07T0300`) or an S3 prefix (`s3://bucket/prefix`). Pure: anything wrong is a
 * UsageError whose message says what to type instead (the scripts exit 2 with it).
 */

export type BackupLocation = { kind: 'folder'; path: string } | { kind: 's3'; bucket: string; prefix: string }

export class UsageError extends Error {
  override name = 'UsageError'
}

const BACKUP_USAGE = 'usage: npm run backup -- --to <folder | s3://bucket/prefix>'
const RESTORE_USAGE = 'usage: npm run restore -- --from <folder | s3://bucket/prefix> [--force]'

// S3's bucket naming rules, loosely: what a clone (MinIO, R2) accepts too.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export function parseLocation(arg: string): BackupLocation {
  const value = arg.trim()
  if (!value) throw new UsageError('the backup location is empty')
  if (/^s3:\/\//i.test(value)) {
    const rest = value.slice('s3://'.length)
    const [bucket = '', ...parts] = rest.split('/')
    if (!BUCKET.test(bucket)) throw new UsageError(`"${value}": "${bucket}" is not an S3 bucket name (expected s3://bucket/prefix)`)
    const prefix = parts.filter(Boolean).join('/')
    if (prefix.split('/').some((p) => p === '.' || p === '..')) throw new UsageError(`"${value}": the prefix may not contain "." or ".." parts`)
    return { kind: 's3', bucket, prefix }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) throw new UsageError(`"${value}": only a folder path or an s3:// URL can hold a backup`)
  return { kind: 'folder', path: value }
}

/** The location as typed back to a person: the folder, or s3://bucket/prefix. */
export const describeLocation = (at: BackupLocation): string => (at.kind === 'folder' ? at.path : `s3://${at.bucket}/${at.prefix}`.replace(/\/$/, ''))

type Flags = { values: Map<string, string>; switches: Set<string> }

function readFlags(argv: readonly string[], valued: readonly string[], switches: readonly string[], usage: string): Flags {
  const flags: Flags = { values: new Map(), switches: new Set() }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    if (valued.includes(name)) {
      const value = inline ?? argv[++i]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value. ${usage}`)
      if (flags.values.has(name)) throw new UsageError(`${name} is given twice. ${usage}`)
      flags.values.set(name, value)
    } else if (switches.includes(name) && inline === undefined) {
      flags.switches.add(name)
    } else {
      throw new UsageError(`unknown argument "${arg}". ${usage}`)
    }
  }
  return flags
}

export function parseBackupArgs(argv: readonly string[]): { to: BackupLocation } {
  const flags = readFlags(argv, ['--to'], [], BACKUP_USAGE)
  const to = flags.values.get('--to')
  if (!to) throw new UsageError(`where to put the backup is missing. ${BACKUP_USAGE}`)
  return { to: parseLocation(to) }
}

export function parseRestoreArgs(argv: readonly string[]): { from: BackupLocation; force: boolean } {
  const flags = readFlags(argv, ['--from'], ['--force'], RESTORE_USAGE)
  const from = flags.values.get('--from')
  if (!from) throw new UsageError(`which backup to restore is missing. ${RESTORE_USAGE}`)
  return { from: parseLocation(from), force: flags.switches.has('--force') }
}

