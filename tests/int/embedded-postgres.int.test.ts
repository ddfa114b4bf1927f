/** The embedded server keeps its data across a clean stop and start (what `npm start` relies on). */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '@/lib/db/embedded'

const dir = mkdtempSync(path.resolve('.data', 'test-embedded-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL', () => {
  it('persists data across a clean restart and shuts down cleanly', async () => {
    const dataDir = path.join(dir, 'postgres')
    const first = await startEmbeddedPostgres({ dataDir, database: 'persist_test' })
    await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('edited in the admin')")
    await first.stop()
    // A clean shutdown removes the lock file; a crash would leave it.
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres({ dataDir, database: 'persist_test' })
    try {
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'edited in the admin' }])
    } finally {
      await second.stop()
    }
  })
})
