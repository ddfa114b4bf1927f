/**
 * npm run restore -- --from <folder | s3://bucket/prefix> [--force]
 *
 * Into the database of DATABASE_URL (else the embedded PostgreSQL) and the media store of S3_BUCKET
 * (else $FORECOURT_DATA_DIR/media), which must be empty unless --force (src/lib/backup/restoreBackup.ts).
 * Exit 2: bad usage; 1: refused or failed (a refusal or a damaged backup writes nothing).
 */
import { parseRestoreArgs, UsageError } from '@/domain/operations/backupArgs'
import { openDatabase } from '@/lib/backup/connect'
import { restoreBackup } from '@/lib/backup/restoreBackup'
import { oneLine } from '@/lib/db/rootRuntime'
import { reapplyLedger } from '@/lib/privacy/reapply'

let args: ReturnType<typeof parseRestoreArgs>
try {
  args = parseRestoreArgs(process.argv.slice(2))
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
  console.log(`Restoring into ${db.said}…`)
  const result = await restoreBackup({ databaseUrl: db.url, from: args.from, force: args.force, say: (line) => console.log(line) })
  console.log(result.summary)
  // The restored data is from before any erasure made since: the ledger erases those people again (issue 39).
  await reapplyLedger(db.url, (line) => console.log(line))
} catch (error) {
  console.error(`Restore failed: ${oneLine(error)}`)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
