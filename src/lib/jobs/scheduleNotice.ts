/**
 * The email to whoever scheduled a publish: when the schedule is refused (Payload's schedule drawer
 * shows "Scheduled successfully" whatever the server answered, in 3.90.1, so without this a refusal
 * would be silent) and when a scheduled publish fails as it runs. A failed email never hides the
 * failure itself: the refusal is still a 400, the failed job still records its reason.
 */
import type { Payload } from 'payload'

export type ScheduleInput = {
  type?: string
  doc?: { relationTo?: string; value?: number | string } | null
  user?: { relationTo?: string; value?: number | string } | null
}

async function titleOf(payload: Payload, collection: string, id: number | string): Promise<string> {
  const config = payload.collections[collection as 'pages']?.config
  const doc = config ? await payload.findByID({ collection: collection as 'pages', id, draft: true, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const title = doc && config?.admin?.useAsTitle ? (doc as unknown as Record<string, unknown>)[config.admin.useAsTitle] : null
  return typeof title === 'string' && title ? title : `#${id}`
}

const NEXT_STEP = {
  refused: 'Nothing was scheduled. Fix the field in the admin, then schedule it again.',
  failed: 'The record was left as it was. Fix it in the admin, then publish or schedule it again.',
} as const

/** "Scheduled publish failed|refused: promotions Saturday sale at <time>: Position: ..." to the scheduler. */
export async function emailScheduler(payload: Payload, input: ScheduleInput, outcome: keyof typeof NEXT_STEP, reason: string): Promise<void> {
  const { doc, user } = input
  if (!doc?.relationTo || doc.value === undefined || !user?.relationTo || user.value === undefined) return
  try {
    const scheduler = await payload.findByID({ collection: user.relationTo as 'users', id: user.value, depth: 0, overrideAccess: true, disableErrors: true })
    const to = (scheduler as { email?: string } | null)?.email
    if (!to) return
    const title = await titleOf(payload, doc.relationTo, doc.value)
    const what = input.type === 'unpublish' ? 'unpublish' : 'publish'
    await payload.sendEmail({
      to,
      subject: `Scheduled ${what} ${outcome}: ${doc.relationTo} ${title}`,
      text: [`Scheduled ${what} ${outcome}: ${doc.relationTo} ${title} at ${new Date().toISOString()}: ${reason}`, '', NEXT_STEP[outcome]].join('\n'),
    })
  } catch (error) {
    payload.logger.warn({ err: error, doc }, `Could not email the scheduler about a ${outcome} scheduled publish`)
  }
}
