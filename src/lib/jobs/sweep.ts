/**
 * Jobs a worker left half done. Payload marks a job `processing` while it runs; a worker killed
 * mid-job leaves it so, and Payload never picks a processing job again. After `olderThanMs` without
 * an update such a job is released to the queue: its handler is idempotent, so running it again
 * finishes what was started without doing anything twice.
 */
import type { Payload } from 'payload'

export async function sweepStuckJobs(payload: Payload, olderThanMs: number, now = Date.now()): Promise<number> {
  const result = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [{ processing: { equals: true } }, { completedAt: { exists: false } }, { updatedAt: { less_than: new Date(now - olderThanMs).toISOString() } }],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  return result.docs.length
}
