/** The command lines of npm run backup / restore, the place of a backup, and whether a restore may write. */
import { describe, expect, it } from 'vitest'

import { describeLocation, parseBackupArgs, parseLocation, parseRestoreArgs, UsageError } from '@/domain/operations/backupArgs'
import { restoreTargetDecision } from '@/domain/operations/backupTarget'
import { choosePgTools, pgToolMajor, serverMajor } from '@/domain/operations/backupTools'

describe('backup locations and arguments', () => {
  it('reads a folder or an S3 prefix', () => {
    expect(parseLocation('./backups/2026-12-07T0300')).toEqual({ kind: 'folder', path: './backups/2026-12-07T0300' })
    expect(parseLocation('s3://forecourt-backups/nightly/2026-12-07T0300/')).toEqual({ kind: 's3', bucket: 'forecourt-backups', prefix: 'nightly/2026-12-07T0300' })
    expect(parseLocation('s3://forecourt-backups')).toEqual({ kind: 's3', bucket: 'forecourt-backups', prefix: '' })
    expect(describeLocation(parseLocation('s3://b-1/x/y'))).toBe('s3://b-1/x/y')
  })

  it.each([
    ['s3://Bad_Bucket/x', /not an S3 bucket name/],
    ['s3://bucket/../x', /"\." or "\.\."/],
    ['gs://bucket/x', /only a folder path or an s3:\/\/ URL/],
    ['  ', /empty/],
  ])('refuses %s', (arg, message) => {
    expect(() => parseLocation(arg)).toThrow(UsageError)
    expect(() => parseLocation(arg)).toThrow(message)
  })

  it('parses the flags, and names what is wrong', () => {
    expect(parseBackupArgs(['--to', 'x'])).toEqual({ to: { kind: 'folder', path: 'x' } })
    expect(parseBackupArgs(['--to=s3://bk-1/p'])).toEqual({ to: { kind: 's3', bucket: 'bk-1', prefix: 'p' } })
    expect(parseRestoreArgs(['--from', 'x', '--force'])).toEqual({ from: { kind: 'folder', path: 'x' }, force: true })
    expect(parseRestoreArgs(['--from', 'x'])).toEqual({ from: { kind: 'folder', path: 'x' }, force: false })
    expect(() => parseBackupArgs([])).toThrow(/where to put the backup is missing\. usage: npm run backup -- --to/)
    expect(() => parseBackupArgs(['--to'])).toThrow(/--to needs a value/)
    expect(() => parseBackupArgs(['--to', 'a', '--to', 'b'])).toThrow(/given twice/)
    expect(() => parseRestoreArgs(['--from', 'x', '--yes'])).toThrow(/unknown argument "--yes"/)
    expect(() => parseRestoreArgs(['--force'])).toThrow(/which backup to restore is missing/)
  })
})

describe('restoreTargetDecision', () => {
  it('restores into an empty target, replaces with --force, and otherwise refuses naming the flag', () => {
    expect(restoreTargetDecision({ tables: [], mediaFiles: 0, mediaPlace: 'the bucket m' }, false)).toEqual({ action: 'restore' })
    expect(restoreTargetDecision({ tables: ['public.a'], mediaFiles: 0, mediaPlace: 'the bucket m' }, true)).toEqual({ action: 'replace' })
    const refused = restoreTargetDecision({ tables: ['public.a', 'public.b', 'public.c', 'public.d'], mediaFiles: 1, mediaPlace: 'the bucket m' }, false)
    expect(refused).toEqual({
      action: 'refuse',
      message: 'The restore target is not empty: the database has 4 tables (public.a, public.b, public.c, …) and the bucket m has 1 file. Restore into an empty database and media store, or add --force to drop what is there and replace it with the backup.',
    })
    expect(restoreTargetDecision({ tables: [], mediaFiles: 2, mediaPlace: 'the media folder /x' }, false)).toMatchObject({ action: 'refuse', message: expect.stringMatching(/^The restore target is not empty: the media folder \/x has 2 files\./) })
  })
})

describe('choosePgTools', () => {
  it('takes PG_BIN_DIR when set, and says why not when too old', () => {
    expect(choosePgTools([{ origin: 'PG_BIN_DIR', dir: '/opt/pg18/bin', major: 18 }], 18)).toEqual({ ok: true, tools: { origin: 'PG_BIN_DIR', dir: '/opt/pg18/bin', major: 18 } })
    expect(choosePgTools([{ origin: 'PG_BIN_DIR', dir: '/usr/lib/postgresql/15/bin', major: 15 }], 18)).toEqual({
      ok: false,
      message: 'pg_dump 15 in PG_BIN_DIR=/usr/lib/postgresql/15/bin cannot dump PostgreSQL 18 (pg_dump refuses a newer server): install the PostgreSQL 18 (or newer) client tools and set PG_BIN_DIR to their bin folder.',
    })
  })

  it('takes the embedded tools when new enough, else PATH, and names every version found when none fits', () => {
    const embedded = { origin: 'embedded' as const, dir: '/n/bin', major: null }
    expect(choosePgTools([embedded, { origin: 'PATH', dir: '', major: 18 }], 18)).toMatchObject({ ok: true, tools: { origin: 'PATH' } })
    expect(choosePgTools([{ ...embedded, major: 18 }, { origin: 'PATH', dir: '', major: 18 }], 17)).toMatchObject({ ok: true, tools: { origin: 'embedded' } })
    expect(choosePgTools([embedded, { origin: 'PATH', dir: '', major: 15 }], 18)).toEqual({
      ok: false,
      message: 'No pg_dump can dump this PostgreSQL 18 server (pg_dump 15 on PATH, none in the embedded PostgreSQL distribution; pg_dump refuses a newer server): install the PostgreSQL 18 (or newer) client tools and set PG_BIN_DIR to their bin folder.',
    })
  })

  it('reads the versions', () => {
    expect(pgToolMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15)
    expect(pgToolMajor('something else')).toBeNull()
    expect([serverMajor(180004), serverMajor(150018), serverMajor(90624)]).toEqual([18, 15, 9])
  })
})
