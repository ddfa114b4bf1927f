/**
 * Locks down Payload's jobs collection for a multi-dealer admin.
 *
 * Scheduling: Payload's schedule drawer queues a `schedulePublish` job for whatever document id the
 * browser sends, but the job runs as the user who scheduled it with access control on, so a marketer's
 * job for another dealer's record publishes nothing (tests/int/marketing-drafts.int.test.ts), and the
 * drawer lists a document's upcoming jobs only to users who may publish it. Unscheduling is the gap:
 * the drawer deletes a job by id with access skipped, so the delete hook below checks the deleting
 * user may publish the job's document. And since every queued job's input (lead ids, feed ids...) is
 * visible to whoever reads the collection, only super-admins read it.
 */
import { Forbidden, type CollectionBeforeDeleteHook, type CollectionConfig, type PayloadRequest, type SanitizedConfig } from 'payload'

import { isSuperAdmin, isSuperAdminUser } from '@/access/roles'
import { reportingFailures } from './scheduledPublishFailures'

type ScheduleInput = {
  doc?: { relationTo?: string; value?: number | string } | null
  global?: string | null
  user?: { relationTo?: string; value?: number | string } | null
}

/** True when `user` (as stored in the job's input) may update the document through access control. */
async function mayPublish(req: PayloadRequest, input: ScheduleInput): Promise<boolean> {
  const { doc, user } = input
  if (!doc?.relationTo || doc.value === undefined || !user?.relationTo || user.value === undefined) return false
  if (!(doc.relationTo in req.payload.collections)) return false
  const scheduler = await req.payload.findByID({ collection: user.relationTo as 'users', id: user.value, depth: 0, overrideAccess: true, disableErrors: true })
  if (!scheduler) return false
  const idType = req.payload.collections[doc.relationTo as 'pages'].customIDType ?? req.payload.db.defaultIDType
  const id = idType === 'number' ? Number(doc.value) : doc.value
  // The collection's update access as the job will meet it, the multi-tenant plugin's dealer limit included.
  const access = req.payload.collections[doc.relationTo as 'pages'].config.access.update
  const result = await access({ req: { ...req, user: { ...scheduler, collection: user.relationTo } } as PayloadRequest, id: id as number })
  if (typeof result === 'boolean') return result
  const inScope = await req.payload.count({ collection: doc.relationTo as 'pages', where: { and: [{ id: { equals: id } }, result] }, overrideAccess: true })
  return inScope.totalDocs > 0
}

/** The drawer also deletes scheduled jobs by id (with access skipped): only the document's own publishers may. */
const refuseForeignUnschedules: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = req.user as { id: number | string; collection?: string } | null
  if (!user || isSuperAdminUser(user)) return
  const job = await req.payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (job?.taskSlug !== 'schedulePublish') return
  const input = { ...((job.input ?? {}) as ScheduleInput), user: { relationTo: user.collection ?? 'users', value: user.id } }
  if (!(await mayPublish(req, input))) throw new Forbidden(req.t)
}

/** Only super-admins read or write the jobs collection through the API; the queue itself skips access. */
export const lockDownJobs = ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => ({
  ...defaultJobsCollection,
  access: { ...defaultJobsCollection.access, read: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin, create: isSuperAdmin, readVersions: isSuperAdmin },
})

/**
 * Adds the delete guard and the failure report to the built config. Not through jobsCollectionOverrides: Payload warns there
 * that extra hooks only run with `jobs.runHooks` (true for the queue's own writes, which skip hooks,
 * but not for the drawer's payload.delete, which runs them), and turning runHooks on would slow every job.
 */
export function withScheduleGuards(config: SanitizedConfig): SanitizedConfig {
  const jobs = config.collections.find((c) => c.slug === 'payload-jobs')
  if (jobs) jobs.hooks.beforeDelete = [...(jobs.hooks.beforeDelete ?? []), refuseForeignUnschedules]
  // A publish that fails when it runs is reported (./scheduledPublishFailures.ts).
  const tasks = config.jobs.tasks ?? []
  config.jobs.tasks = tasks.map((task) => (task.slug === 'schedulePublish' ? reportingFailures(task) : task))
  return config
}
