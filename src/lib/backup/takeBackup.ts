/**
 * `npm run backup`: the database (pg_dump, custom format, in one snapshot with its row counts), then
 * every media file, then manifest.json last, so a backup cut short has no manifest and no restore
 * takes it for whole. Media are copied after the dump: a file uploaded meanwhile may come along
 * without its record (harmless), and the dump's records all had their files when it was taken.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describeLocation, type BackupLocation } from '@/domain/operations/backupArgs'
import { buildManifest, DUMP_FILE, MANIFEST_FILE, MEDIA_FOLDER, manifestTotals, type BackupFile, type BackupManifest } from '@/domain/operations/backupManifest'

import { sha256Bytes, sha256File } from './checksum'
import { dumpDatabase, serverInfo } from './database'
import { backupPlace } from './location'
import { mediaStore } from './mediaStore'
import { findPgTools } from './pgTools'

export type BackupResult = { manifest: BackupManifest; seconds: number; summary: string }

/** The app's version, and the git commit when this is a checkout (cheap, and null elsewhere). */
async function appVersion(): Promise<BackupManifest['app']> {
  let version = 'unknown'
  try {
    version = (JSON.parse(await readFile(path.resolve('package.json'), 'utf8')) as { version?: string }).version ?? version
  } catch {
    /* run from elsewhere: the version stays unknown */
  }
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' })
  return { version, commit: git.status === 0 ? git.stdout.trim() || null : null }
}

export async function takeBackup(options: { databaseUrl: string; to: BackupLocation; env?: NodeJS.ProcessEnv; say?: (line: string) => void }): Promise<BackupResult> {
  const started = Date.now()
  const say = options.say ?? (() => {})
  const place = backupPlace(options.to)
  const media = mediaStore(options.env ?? process.env)
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'forecourt-backup-'))
  try {
    if (await place.holdsSomething()) throw new Error(`${describeLocation(options.to)} already holds files: give each backup a place of its own (e.g. --to ./backups/<date>)`)
    const server = await serverInfo(options.databaseUrl)
    const tools = findPgTools(server.major)
    say(`Dumping PostgreSQL ${server.version} with pg_dump ${tools.major} (${tools.origin})…`)
    const dumpFile = path.join(scratch, DUMP_FILE)
    const tables = await dumpDatabase(options.databaseUrl, tools, dumpFile)
    const dump = await sha256File(dumpFile)
    await place.putFile(DUMP_FILE, dumpFile)

    say(`Copying media from ${media.place}…`)
    const files: BackupFile[] = []
    for (const { key } of await media.list()) {
      const bytes = await media.read(key)
      // Deleted since the listing: it is not part of the site any more.
      if (!bytes) continue
      await place.putBytes(`${MEDIA_FOLDER}/${key}`, bytes)
      files.push({ key, size: bytes.length, sha256: sha256Bytes(bytes) })
    }

    const manifest = buildManifest({
      createdAt: new Date(started).toISOString(),
      app: await appVersion(),
      database: { file: DUMP_FILE, size: dump.size, sha256: dump.sha256, serverVersion: server.version, dumpVersion: String(tools.major), tables },
      media: { source: media.kind, files },
    })
    await place.putBytes(MANIFEST_FILE, new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`))
    const seconds = (Date.now() - started) / 1000
    const t = manifestTotals(manifest)
    const summary = `Backup to ${place.said}: ${t.tables} tables, ${t.rows} rows, ${t.files} files, ${(t.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`
    return { manifest, seconds, summary }
  } finally {
    media.close()
    place.close()
    await rm(scratch, { recursive: true, force: true })
  }
}
