/**
 * npm run backup -- --to <folder | s3://bucket/prefix>
 *
 * The database (DATABASE_URL, else the embedded PostgreSQL) and the media (S3_BUCKET, else
 * $FORECOURT_DATA_DIR/media) with a manifest of counts and checksums (src/lib/backup/takeBackup.ts).
 * Exit 2: bad usage; 1: the backup failed (what was written has no manifest, so no restore takes it).
 */
import { parseBackupArgs, UsageError } from '@/domain/operations/backupArgs'
import { openDatabase } from '@/lib/backup/connect'
import { takeBackup } from '@/lib/backup/takeBackup'
import { oneLine } from '@/lib/db/rootRuntime'

let args: ReturnType<typeof parseBackupArgs>
try {
  args = parseBackupArgs(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof UsageError ? error.message : oneLine(error))
  process.exit(2)
}

let code = 0
const db = await openDatabase().catch((error: unknown) => {
  console.error(oneLine(error))
  process.exit(1)
})
try {
  console.log(`Backing up ${db.said}…`)
  const result = await takeBackup({ databaseUrl: db.url, to: args.to, say: (line) => console.log(line) })
  console.log(result.summary)
} catch (error) {
  console.error(`Backup failed: ${oneLine(error)}`)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
