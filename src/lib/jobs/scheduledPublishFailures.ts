/**
 * A scheduled publish that fails when it runs (the draft changed after it was scheduled) must not
 * vanish: the job stays in payload-jobs with hasError (Payload keeps failed jobs), its error says
 * which field and why in the editor's words (the dealer dashboard lists it: src/lib/dashboard), and
 * whoever scheduled it gets an email. A failed email never hides the failure: the job still records it.
 */
import type { PayloadRequest, TaskConfig } from 'payload'

import { describeFieldError } from './scheduledPublishValidation'

type ScheduleInput = {
  type?: string
  doc?: { relationTo?: string; value?: number | string } | null
  user?: { relationTo?: string; value?: number | string } | null
}

/** The editor-facing reason: each invalid field's label and message, else the error's own message. */
export function failureReason(error: unknown): string {
  const fields = (error as { data?: { errors?: { label?: string; message: string; path: string }[] } })?.data?.errors
  if (Array.isArray(fields) && fields.length > 0) return fields.map(describeFieldError).join('; ')
  return error instanceof Error ? error.message : String(error)
}

async function titleOf(req: PayloadRequest, collection: string, id: number | string): Promise<string> {
  const config = req.payload.collections[collection as 'pages']?.config
  const doc = config ? await req.payload.findByID({ collection: collection as 'pages', id, draft: true, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const title = doc && config?.admin?.useAsTitle ? (doc as unknown as Record<string, unknown>)[config.admin.useAsTitle] : null
  return typeof title === 'string' && title ? title : `#${id}`
}

/** "Scheduled publish failed: promotions Saturday sale at <time>: Position: ..." to the scheduler. */
async function emailScheduler(req: PayloadRequest, input: ScheduleInput, reason: string): Promise<void> {
  const { doc, user } = input
  if (!doc?.relationTo || doc.value === undefined || !user?.relationTo || user.value === undefined) return
  try {
    const scheduler = await req.payload.findByID({ collection: user.relationTo as 'users', id: user.value, depth: 0, overrideAccess: true, disableErrors: true })
    const to = (scheduler as { email?: string } | null)?.email
    if (!to) return
    const title = await titleOf(req, doc.relationTo, doc.value)
    const what = input.type === 'unpublish' ? 'unpublish' : 'publish'
    await req.payload.sendEmail({
      to,
      subject: `Scheduled ${what} failed: ${doc.relationTo} ${title}`,
      text: [
        `Scheduled ${what} failed: ${doc.relationTo} ${title} at ${new Date().toISOString()}: ${reason}`,
        '',
        'The record was left as it was. Fix it in the admin, then publish or schedule it again.',
      ].join('\n'),
    })
  } catch (error) {
    req.payload.logger.warn({ err: error, doc }, 'Could not email the scheduler about a failed scheduled publish')
  }
}

/** The schedulePublish task with failures reported; the error it rethrows carries the readable reason. */
export function reportingFailures(task: TaskConfig): TaskConfig {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: async (args) => {
      try {
        return await handler(args)
      } catch (error) {
        const reason = failureReason(error)
        await emailScheduler(args.req, (args.input ?? {}) as ScheduleInput, reason)
        throw new Error(reason, { cause: error })
      }
    },
  }
}
