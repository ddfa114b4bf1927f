/**
 * The erasure ledger (issue 39, APP 11.2 and the OAIC's guideline 11.26 on backups): one file per
 * erasure, holding the dealers it covered and the one-way hashes of the person's identifiers, kept
 * outside the database and outside the media store, because a restore puts both back as they were
 * before the erasure. After a restore, `npm run privacy:reapply` (the restore runs it too) reads the
 * ledger and erases again whatever the restored data holds of those people.
 *
 * The folder is PRIVACY_LEDGER_DIR, else $FORECOURT_DATA_DIR/privacy-ledger. Several web servers
 * must share it (a network volume), as they share the media folder without S3.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * `searched`: the hash of what the admin searched for, which found the leads and reservations;
 * `hashes`: every identifier the erased records held, which found the account, its codes and unsubscribes.
 */
export type LedgerEntry = { id: string; at: string; tenantIds: number[]; searched: string[]; hashes: string[] }

export const ledgerDir = (env: NodeJS.ProcessEnv = process.env) => path.resolve(env.PRIVACY_LEDGER_DIR ?? path.join(env.FORECOURT_DATA_DIR ?? '.data', 'privacy-ledger'))

/** Written whole or not at all (a temporary name, then a rename), before the erasure commits. */
export async function appendLedger(entry: LedgerEntry, dir = ledgerDir()): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, `${entry.at.replace(/[:.]/g, '-')}-${entry.id}.json`)
  await writeFile(`${file}.tmp`, JSON.stringify(entry), { mode: 0o600 })
  await rename(`${file}.tmp`, file)
}

export async function readLedger(dir = ledgerDir()): Promise<LedgerEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const entries: LedgerEntry[] = []
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const entry = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as LedgerEntry
    if (Array.isArray(entry.hashes) && Array.isArray(entry.searched) && Array.isArray(entry.tenantIds)) entries.push(entry)
  }
  return entries
}
