/**
 * A lead a manager moves to another rooftop reaches that rooftop's inbox address too, not only its
 * admin inbox: the lead email (ADF) again, to the new dealership's recipient (the delivery context
 * reads the lead's own rooftop), with its own Message-ID so a mail server does not fold it into the
 * first. Queued in the move's transaction; a lead moved on again before the job ran goes to the
 * rooftop it is at, once, from that later move's job.
 */
import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import { sendLeadEmail } from './delivery/channels'
import { loadDeliveryContext } from './delivery/context'

export const FORWARD_LEAD_TASK = 'forwardLead'

export type LeadForwardJob = { leadId: number; dealershipId: number }

export function queueLeadForward(req: PayloadRequest, job: LeadForwardJob) {
  return req.payload.jobs.queue({ task: FORWARD_LEAD_TASK, input: job, req })
}

export async function forwardLead(payload: Payload, job: LeadForwardJob): Promise<'sent' | 'skipped'> {
  const ctx = await loadDeliveryContext(payload, job.leadId)
  if (relationId(ctx.lead.dealership) !== job.dealershipId || ctx.lead.status === 'in-progress') return 'skipped'
  await sendLeadEmail(payload, ctx, {
    messageId: `<${ctx.lead.publicId}.moved-${job.dealershipId}@forecourt.leads>`,
    subjectPrefix: `Lead moved to ${ctx.dealership?.name ?? 'you'}`,
  })
  return 'sent'
}
