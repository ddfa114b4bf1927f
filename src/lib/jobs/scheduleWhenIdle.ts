/**
 * The beforeSchedule hook of a scheduled task that must not pile up: schedule a run only when none is
 * queued or running. Payload's own default does that too, but counts a run killed with its process as
 * running forever (Payload never picks a `processing` job again), so runs with no update for longer
 * than `staleMs` are not counted here.
 */
import type { TaskConfig } from 'payload'

type BeforeSchedule = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

export function scheduleWhenIdle(taskSlug: string, staleMs: () => number): BeforeSchedule {
  return async ({ queueable, req }) => {
    const staleBefore = new Date(Date.now() - staleMs()).toISOString()
    const live = await req.payload.db.count({
      collection: 'payload-jobs',
      req,
      where: {
        and: [
          { taskSlug: { equals: taskSlug } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { or: [{ processing: { equals: false } }, { updatedAt: { greater_than: staleBefore } }] },
        ],
      },
    })
    return { shouldSchedule: live.totalDocs === 0, input: {}, waitUntil: queueable.waitUntil }
  }
}
