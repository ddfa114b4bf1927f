/**
 * Writes that must land together. A lead and its delivery job are created in one PostgreSQL
 * transaction (Payload's jobs queue writes its row with the same req), so after the commit either
 * both exist or neither does: a lead the shopper was told about always has a job that delivers it.
 */
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { Lead } from '@/payload-types'

export const DELIVER_LEAD_TASK = 'deliverLead'

export async function withTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const id = await payload.db.beginTransaction()
  if (!id) return work(req)
  req.transactionID = id
  try {
    const result = await work(req)
    await payload.db.commitTransaction(id)
    return result
  } catch (error) {
    // Payload may already have rolled back (an operation that fails kills the request's transaction).
    await payload.db.rollbackTransaction(id).catch(() => undefined)
    throw error
  }
}

/** Queues the delivery of a lead inside the caller's transaction. */
export function queueDelivery(req: PayloadRequest, leadId: number) {
  return req.payload.jobs.queue({ task: DELIVER_LEAD_TASK, input: { leadId }, req })
}

export async function findLeadByIdempotencyKey(payload: Payload, tenantId: number, key: string): Promise<Lead | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: tenantId } }, { idempotencyKey: { equals: key } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * A lead by the id its shopper was given, as the site they were on sees it: in the inbox of the dealer
 * whose stock the site shows, and sent from this site (a lead stored without one, by the system, too).
 */
export async function findLeadByPublicId(payload: Payload, site: { id: number; stockTenantId: number }, publicId: string): Promise<Lead | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: site.stockTenantId } }, { publicId: { equals: publicId } }, { or: [{ site: { equals: site.id } }, { site: { exists: false } }] }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}
