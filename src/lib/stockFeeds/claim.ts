/**
 * One run at a time per feed. A run claims its feed in a short transaction under a PostgreSQL
 * advisory lock on the feed, so two workers (or two queue ticks) can never both find no running run
 * and both start. A run left 'running' by a process that died is not waited on for ever: after two
 * hours it no longer blocks, and the next claim marks it failed.
 */
import type { Payload } from 'payload'

import { poolOf } from '../search/db'

/** Advisory lock namespace of stock feed claims (any fixed number unique to this use). */
const LOCK_NAMESPACE = 16_016

export async function claimFeedRun(payload: Payload, feedId: number, runId: number): Promise<'claimed' | 'busy' | 'not-queued'> {
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, feedId])
    await client.query(
      `UPDATE stock_feed_runs SET status = 'failed', error = 'The run stopped without finishing (the server restarted or crashed).', finished_at = now()
        WHERE feed_id = $1 AND status = 'running' AND started_at < now() - interval '2 hours'`,
      [feedId],
    )
    const running = await client.query(`SELECT id FROM stock_feed_runs WHERE feed_id = $1 AND status = 'running' AND id <> $2 LIMIT 1`, [feedId, runId])
    if (running.rowCount) {
      await client.query('ROLLBACK')
      return 'busy'
    }
    const claimed = await client.query(
      `UPDATE stock_feed_runs SET status = 'running', started_at = now(), summary = 'Running' WHERE id = $1 AND status = 'queued'`,
      [runId],
    )
    await client.query('COMMIT')
    return claimed.rowCount ? 'claimed' : 'not-queued'
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
