/**
 * npm run privacy:reapply: applies every erasure in the ledger (src/lib/privacy/ledger.ts) again to the
 * database of DATABASE_URL (else the embedded PostgreSQL), for a database restored from before an
 * erasure. `npm run restore` does this itself. Exit 1 when it could not run.
 */
import { openDatabase } from '@/lib/backup/connect'
import { oneLine } from '@/lib/db/rootRuntime'
import { reapplyLedger } from '@/lib/privacy/reapply'

let code = 0
const db = await openDatabase().catch((error: unknown) => {
  console.error(oneLine(error))
  process.exit(1)
})
try {
  await reapplyLedger(db.url, (line) => console.log(line))
} catch (error) {
  console.error(`Re-applying the erasures failed: ${oneLine(error)}`)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
