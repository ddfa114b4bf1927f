/**
 * A scheduled publish that fails when it runs (the draft changed after it was scheduled) must not
 * vanish: the job stays in payload-jobs with hasError (Payload keeps failed jobs), its error says
 * which field and why in the editor's words (the dealer dashboard lists it: src/lib/dashboard), and
 * whoever scheduled it gets an email. A failed email never hides the failure: the job still records it.
 */
import type { TaskConfig } from 'payload'

import { emailScheduler, type ScheduleInput } from './scheduleNotice'
import { describeFieldError } from './scheduledPublishValidation'

/** The editor-facing reason: each invalid field's label and message, else the error's own message. */
function failureReason(error: unknown): string {
  const fields = (error as { data?: { errors?: { label?: string; message: string; path: string }[] } })?.data?.errors
  if (Array.isArray(fields) && fields.length > 0) return fields.map(describeFieldError).join('; ')
  return error instanceof Error ? error.message : String(error)
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
        await emailScheduler(args.req.payload, (args.input ?? {}) as ScheduleInput, 'failed', reason)
        throw new Error(reason, { cause: error })
      }
    },
  }
}
