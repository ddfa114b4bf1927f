/**
 * `npm run restore`: checks everything before writing anything (the manifest, the dump's checksum,
 * every media file's checksum, the tools, an empty target or --force), then restores the database
 * (pg_restore, in one transaction) and the media, and last checks every table's row count against the
 * manifest. A backup in S3 is downloaded to a scratch folder first, so what is checked is what is written.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describeLocation, type BackupLocation } from '@/domain/operations/backupArgs'
import {
  checksumProblems,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  manifestTotals,
  ManifestError,
  parseManifest,
  rowCountProblems,
  type BackupManifest,
  type FoundFile,
} from '@/domain/operations/backupManifest'
import { restoreTargetDecision } from '@/domain/operations/backupTarget'

import { sha256File } from './checksum'
import { clearDatabase, databaseTables, restoreDatabase, restoredRowCounts, serverInfo } from './database'
import { backupPlace } from './location'
import { mediaStore } from './mediaStore'
import { findPgTools } from './pgTools'

/** The target is not empty and --force was not given: nothing was written. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError'
}

/** The backup is damaged or incomplete: nothing was written. */
export class BackupDamagedError extends Error {
  override name = 'BackupDamagedError'
}

export type RestoreResult = { manifest: BackupManifest; seconds: number; summary: string }

const listed = (problems: string[]) => `${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`

export async function restoreBackup(options: { databaseUrl: string; from: BackupLocation; force: boolean; env?: NodeJS.ProcessEnv; say?: (line: string) => void }): Promise<RestoreResult> {
  const started = Date.now()
  const say = options.say ?? (() => {})
  const place = backupPlace(options.from)
  const media = mediaStore(options.env ?? process.env)
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'forecourt-restore-'))
  try {
    const text = await place.getBytes(MANIFEST_FILE)
    if (!text) throw new BackupDamagedError(`${describeLocation(options.from)} has no ${MANIFEST_FILE}: not a backup, or one that did not finish`)
    let manifest: BackupManifest
    try {
      manifest = parseManifest(new TextDecoder().decode(text))
    } catch (error) {
      if (error instanceof ManifestError) throw new BackupDamagedError(error.message)
      throw error
    }

    say(`Checking the backup of ${manifest.createdAt} (${manifest.media.files.length} media files)…`)
    const found = new Map<string, FoundFile>()
    const dumpFile = await place.localCopy(manifest.database.file, scratch)
    found.set(manifest.database.file, dumpFile ? await sha256File(dumpFile) : null)
    const mediaFiles = new Map<string, string>()
    for (const file of manifest.media.files) {
      const local = await place.localCopy(`${MEDIA_FOLDER}/${file.key}`, scratch)
      if (local) mediaFiles.set(file.key, local)
      found.set(file.key, local ? await sha256File(local) : null)
    }
    const problems = checksumProblems([{ key: manifest.database.file, size: manifest.database.size, sha256: manifest.database.sha256 }, ...manifest.media.files], found)
    if (problems.length > 0) throw new BackupDamagedError(`The backup does not match its manifest, nothing was restored: ${listed(problems)}`)

    const server = await serverInfo(options.databaseUrl)
    const tools = findPgTools(server.major)
    const dumpMajor = Number(manifest.database.dumpVersion)
    if (dumpMajor > tools.major) throw new Error(`The backup was written by pg_dump ${dumpMajor}; pg_restore ${tools.major} (${tools.origin}) cannot read it: set PG_BIN_DIR to PostgreSQL ${dumpMajor} (or newer) client tools.`)

    const decision = restoreTargetDecision({ tables: await databaseTables(options.databaseUrl), mediaFiles: (await media.list()).length, mediaPlace: media.place }, options.force)
    if (decision.action === 'refuse') throw new TargetNotEmptyError(decision.message)
    if (decision.action === 'replace') {
      say('--force: dropping the database’s schemas and the media files that are there…')
      await clearDatabase(options.databaseUrl)
      await media.removeAll()
    }

    say(`Restoring the database into PostgreSQL ${server.version} with pg_restore ${tools.major} (${tools.origin})…`)
    await restoreDatabase(options.databaseUrl, tools, dumpFile!)
    say(`Restoring ${manifest.media.files.length} media files into ${media.place}…`)
    for (const file of manifest.media.files) await media.write(file.key, new Uint8Array(await readFile(mediaFiles.get(file.key)!)))

    const counts = await restoredRowCounts(options.databaseUrl, Object.keys(manifest.database.tables))
    const mismatched = rowCountProblems(manifest.database.tables, counts)
    if (mismatched.length > 0) throw new Error(`The restored database does not have the backup's rows: ${listed(mismatched)}`)
    const seconds = (Date.now() - started) / 1000
    const t = manifestTotals(manifest)
    const summary = `Restored ${place.said} (${manifest.createdAt}): ${t.tables} tables, ${t.rows} rows, ${t.files} files in ${seconds.toFixed(1)} s`
    return { manifest, seconds, summary }
  } finally {
    media.close()
    place.close()
    await rm(scratch, { recursive: true, force: true })
  }
}
