/**
 * What a record's own edit view says about its scheduled publishes (issue 33 #8): Payload's schedule
 * drawer lists upcoming jobs only and says "Scheduled successfully" whatever happens, so the record
 * itself shows (a) a scheduled publish that failed when it ran, with the reason, until it is rescheduled
 * or published, and (b) for a publish still waiting, the fields that would make it fail if the draft
 * stays as it is, so the marketer can fix them before the time comes.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { describeFieldError, publishErrors } from './scheduledPublishValidation'

type Queryable = Pick<Pool, 'query'>
type ScheduledRun = { type: 'publish' | 'unpublish'; at: string }
export type DocScheduleStatus = { failed: (ScheduledRun & { reason: string })[]; pending: ScheduledRun[]; problems: string[] }

/** How long a failed run stays on its record when nothing newer was scheduled: as on the dashboard. */
const FAILED_SHOWN_DAYS = 7

export async function docScheduleStatus(payload: Payload, db: Queryable, collection: string, id: number | string, now = new Date()): Promise<DocScheduleStatus> {
  const { rows } = await db.query<{ type: string; wait_until: Date | null; updated_at: Date; created_at: Date; has_error: boolean; reason: string | null }>(
    `SELECT coalesce(input->>'type', 'publish') AS type, wait_until, updated_at, created_at, has_error, error->>'message' AS reason
       FROM payload_jobs
      WHERE task_slug = 'schedulePublish' AND completed_at IS NULL
        AND input->'doc'->>'relationTo' = $1 AND input->'doc'->>'value' = $2
        AND (NOT has_error OR updated_at >= $3::timestamptz - make_interval(days => $4))
      ORDER BY coalesce(wait_until, updated_at)`,
    [collection, String(id), now, FAILED_SHOWN_DAYS],
  )
  const type = (t: string): ScheduledRun['type'] => (t === 'unpublish' ? 'unpublish' : 'publish')
  const waiting = rows.filter((r) => !r.has_error)
  const pending = waiting.map((r) => ({ type: type(r.type), at: (r.wait_until ?? r.updated_at).toISOString() }))
  // A failure that a schedule made after it replaced is history, not news.
  const rescheduledAt = Math.max(0, ...waiting.map((r) => r.created_at.getTime()))
  const failed = rows
    .filter((r) => r.has_error && r.updated_at.getTime() > rescheduledAt)
    .map((r) => ({ type: type(r.type), at: r.updated_at.toISOString(), reason: r.reason ?? 'Unknown error' }))
  const problems = pending.some((p) => p.type === 'publish') ? (await publishErrors(payload, collection, id)).map(describeFieldError) : []
  return { failed, pending, problems }
}
