/**
 * Retry from the dashboard (issue 18): a dead-lettered lead's delivery goes back on the job queue,
 * through the same deliverLead job the lead API queues (src/lib/leads/jobs.ts). The job tries again
 * every channel not yet sent (a sent email is never sent twice) and writes each attempt to the lead's
 * delivery log, which is where staff then see the new attempt.
 *
 * Only for a user who may update that lead: an update with the user's own access (overrideAccess:
 * false, so the collection's access, the multi-tenant plugin's dealer filter and the tenant guard all
 * apply) is the check; then the system sets the lead back to 'delivering' (no person writes the
 * delivery state: collections/Leads) and queues the job, in one transaction; a refusal queues nothing.
 */
import { createLocalReq, type Payload, type TypedUser } from 'payload'

import { queueDelivery } from '../leads/store'

class Refusal extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

export type RetryResult = { ok: true; jobId: number | string } | { ok: false; status: 400 | 403 | 404 | 409; message: string }

export async function retryLeadDelivery(payload: Payload, user: TypedUser | null | undefined, leadId: number): Promise<RetryResult> {
  if (!user || (user as { collection?: string }).collection !== 'users') return { ok: false, status: 403, message: 'Sign in to the admin to retry a delivery.' }
  if (!Number.isInteger(leadId) || leadId <= 0) return { ok: false, status: 400, message: 'That is not a lead.' }
  const req = await createLocalReq({ user }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    // The user's own read access decides whether the lead exists for them at all.
    const found = await payload.find({ collection: 'leads', where: { id: { equals: leadId } }, limit: 1, depth: 0, user, overrideAccess: false, req, select: { status: true } })
    const lead = found.docs[0]
    if (!lead) throw new Refusal(404, 'There is no such lead, or it belongs to a dealer you do not work for.')
    if (lead.status !== 'failed') throw new Refusal(409, 'This lead’s delivery is not dead-lettered: it was delivered, or its delivery is still running.')
    // The permission check: an update that changes nothing, and fails unless this user may update this lead.
    await payload.update({ collection: 'leads', id: leadId, data: {}, user, overrideAccess: false, req, depth: 0, context: { dashboardRetry: true } })
    // The delivery state is the system's: set here, so the lead leaves the dead letters at once.
    await payload.update({ collection: 'leads', id: leadId, data: { status: 'delivering' }, overrideAccess: true, req, depth: 0, context: { dashboardRetry: true } })
    const job = (await queueDelivery(req, leadId)) as { id: number | string }
    if (transactionID) await payload.db.commitTransaction(transactionID)
    payload.logger.info(`Lead ${leadId}: delivery re-queued from the dashboard by user ${user.id} (job ${job.id})`)
    return { ok: true, jobId: job.id }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message }
    // Payload refuses an update the user may not make with 403 (Forbidden) or, when access narrows the
    // leads to other dealers' ids, 404 (the lead is not among those they may update).
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403 || status === 404) return { ok: false, status: 403, message: 'You may not update this lead, so you cannot retry its delivery.' }
    throw error
  }
}
