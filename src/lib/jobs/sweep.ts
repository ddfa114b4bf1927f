/**
 * Jobs a process left half done. Payload marks a job `processing` while it runs; a process killed
 * mid-job leaves it so, and Payload never picks a processing job again. After `olderThanMs` without
 * an update such a job is released to the queue: every handler of ours is idempotent, so running it
 * again finishes what was started without doing anything twice.
 *
 * Two callers: the worker sweeps every task now and then (scripts/worker.ts), and the lead recovery
 * task releases lead deliveries as soon as their lease has run out (src/lib/leads/jobs.ts).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Releases stuck jobs (of `tasks` only, when given); returns their ids. */
export async function releaseStuckJobs(payload: Payload, olderThanMs: number, tasks?: readonly string[]): Promise<number[]> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const result = await pool.query<{ id: number }>(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE processing = true AND completed_at IS NULL
        AND ($1::text[] IS NULL OR task_slug::text = ANY($1::text[]))
        AND updated_at < now() - make_interval(secs => $2)
      RETURNING id`,
    [tasks ? [...tasks] : null, olderThanMs / 1000],
  )
  return result.rows.map((r) => r.id)
}

/** The worker's sweep over every task: how many jobs were released. */
export async function sweepStuckJobs(payload: Payload, olderThanMs: number): Promise<number> {
  return (await releaseStuckJobs(payload, olderThanMs)).length
}
