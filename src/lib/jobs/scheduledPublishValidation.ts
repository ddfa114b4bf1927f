/**
 * A scheduled publish is checked when it is made, not only when it runs: Payload's schedule drawer
 * queues a `schedulePublish` job without validating the draft (drafts skip validation), so an invalid
 * field only surfaced hours later in a job that failed unseen. Before the job is queued, the draft it
 * would publish goes through the collection's own field validation (the pass a publish runs, with
 * nothing written), and the schedule is refused with the first field's message.
 *
 * Installed by wrapping payload.jobs.queue (payload.config.ts onInit): the queue writes its job with
 * the database adapter, past every collection hook, so a payload-jobs hook would never see it.
 */
import { APIError, beforeChangeTraverseFields, createLocalReq, type Payload } from 'payload'

import { emailScheduler, type ScheduleInput } from './scheduleNotice'

type FieldError = { label?: string; message: string; path: string }

/** The field errors publishing the document's latest draft would meet; none when it would publish. */
export async function publishErrors(payload: Payload, collection: string, id: number | string): Promise<FieldError[]> {
  const config = payload.collections[collection as 'pages']?.config
  if (!config) return []
  const draft = await payload.findByID({ collection: collection as 'pages', id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
  if (!draft) return []
  const req = await createLocalReq({ context: { dryRunPublish: true } }, payload)
  const data = structuredClone({ ...draft, _status: 'published' }) as Record<string, unknown>
  const errors: FieldError[] = []
  await beforeChangeTraverseFields({
    id, collection: config, context: req.context, data, doc: draft, docWithLocales: draft, errors, fieldLabelPath: '',
    fields: config.fields, global: null, mergeLocaleActions: [], operation: 'update', overrideAccess: true,
    parentIndexPath: '', parentIsLocalized: false, parentPath: '', parentSchemaPath: '', req, siblingData: data,
    siblingDoc: draft, siblingDocWithLocales: draft, skipValidation: false,
  } as never)
  return errors
}

/** "Position: must be at most 200" — the label the editor sees, else the field's path. */
export const describeFieldError = (e: FieldError): string => `${e.label || e.path}: ${e.message}`

/** Throws a 400 naming the invalid field when `input` schedules a publish of a draft that would fail. */
async function refuseInvalidSchedule(payload: Payload, input: ScheduleInput): Promise<void> {
  const { doc } = input
  if (input.type === 'unpublish' || !doc?.relationTo || doc.value === undefined) return
  const idType = payload.collections[doc.relationTo as 'pages']?.customIDType ?? payload.db.defaultIDType
  const id = idType === 'number' ? Number(doc.value) : doc.value
  const errors = await publishErrors(payload, doc.relationTo, id)
  if (errors.length === 0) return
  const reason = errors.map(describeFieldError).join('; ')
  await emailScheduler(payload, input, 'refused', reason)
  throw new APIError(`This draft can't be scheduled to publish: ${reason}`, 400, { errors }, true)
}

/** Wraps the queue so every schedulePublish job (the drawer's included) is checked first. */
export function guardScheduleQueue(payload: Payload): void {
  const queue = payload.jobs.queue
  payload.jobs.queue = (async (args: Parameters<typeof queue>[0]) => {
    if ((args as { task?: string }).task === 'schedulePublish') await refuseInvalidSchedule(payload, ((args as { input?: ScheduleInput }).input ?? {}) as ScheduleInput)
    return queue(args)
  }) as typeof queue
}

