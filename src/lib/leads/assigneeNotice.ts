/**
 * Tells a sales person by email that a lead was assigned to them (src/domain/leads/assigneeNotice.ts
 * writes it). Queued by the inbox's hook in the save's own transaction, so a save that fails sends
 * nothing; sent by the job queue, so a slow mail server never holds up the save. A lead handed to
 * someone else before the job ran is not announced to the first person.
 */
import type { Payload, PayloadRequest } from 'payload'

import { assigneeNotice } from '@/domain/leads/assigneeNotice'
import { relationId } from '@/domain/relationId'

export const NOTIFY_ASSIGNEE_TASK = 'notifyAssignee'

export type AssigneeNoticeJob = { leadId: number; assigneeId: number; byName: string | null }

/** Where the admin answers: ADMIN_URL in production, else this process's own address. */
const adminUrl = (): string => process.env.ADMIN_URL || `http://localhost:${process.env.PORT || 3000}`

export function queueAssigneeNotice(req: PayloadRequest, job: AssigneeNoticeJob) {
  return req.payload.jobs.queue({ task: NOTIFY_ASSIGNEE_TASK, input: job, req })
}

/** Sends the notice; 'skipped' when the lead is gone, was reassigned meanwhile, or its assignee has no email. */
export async function sendAssigneeNotice(payload: Payload, job: AssigneeNoticeJob): Promise<'sent' | 'skipped'> {
  const lead = await payload.findByID({ collection: 'leads', id: job.leadId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!lead || relationId(lead.assignee) !== job.assigneeId) return 'skipped'
  const user = await payload.findByID({ collection: 'users', id: job.assigneeId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user?.email) return 'skipped'
  const { subject, text } = assigneeNotice({
    leadId: lead.id,
    title: lead.title ?? '',
    form: lead.form,
    stage: lead.salesStatus,
    dealershipName: lead.dealershipName,
    locationName: lead.locationName,
    byName: job.byName,
    adminUrl: adminUrl(),
  })
  await payload.sendEmail({ to: user.email, subject, text })
  return 'sent'
}
