/**
 * A record's scheduled publishes, in its edit view's sidebar (src/lib/jobs/scheduleStatus.ts says why):
 * a run that failed, with the reason, and the fields that would make a waiting publish fail. Renders
 * nothing when all is well, so a record with no schedule looks as it always did. Times are the dealer's.
 */
import type { Payload } from 'payload'

import { DEFAULT_TIME_ZONE } from '@/fields/timezones'
import { relationId } from '@/domain/relationId'
import { dealerTimeZone, poolOf } from '@/lib/dashboard/scope'
import { docScheduleStatus } from '@/lib/jobs/scheduleStatus'

type Props = { payload: Payload; id?: number | string; collectionSlug?: string; data?: Record<string, unknown> | null }

export async function ScheduleStatus({ payload, id, collectionSlug, data }: Props) {
  if (id === undefined || !collectionSlug) return null
  const status = await docScheduleStatus(payload, poolOf(payload), collectionSlug, id)
  const waitingPublish = status.pending.find((p) => p.type === 'publish')
  if (status.failed.length === 0 && !(waitingPublish && status.problems.length > 0)) return null
  const tenantId = relationId(data?.tenant)
  // The dealer's zone is its primary location's, as on the dashboard.
  const timeZone = tenantId ? await dealerTimeZone(poolOf(payload), tenantId) : DEFAULT_TIME_ZONE
  const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div role="status" data-testid="schedule-status" style={{ marginBottom: 'var(--base)', padding: 'calc(var(--base) / 2)', border: '1px solid var(--theme-error-500)', borderRadius: 4 }}>
      {status.failed.map((f) => (
        <p key={f.at} style={{ margin: '0 0 0.5rem' }}>
          <strong>The scheduled {f.type} failed</strong> ({when(f.at)}): {f.reason}. Nothing was changed; fix the draft, then publish or schedule it again.
        </p>
      ))}
      {waitingPublish && status.problems.length > 0 ? (
        <p style={{ margin: 0 }}>
          <strong>The publish scheduled for {when(waitingPublish.at)} will fail</strong> unless the draft is fixed: {status.problems.join('; ')}.
        </p>
      ) : null}
    </div>
  )
}
