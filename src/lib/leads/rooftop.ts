/**
 * A lead's rooftop in a dealer group, kept by the inbox's hook (collections/Leads/hooks/workLead.ts):
 * - a new lead without one takes its location's dealership (reservations and the purchase journey
 *   name only the car's location; the lead API names the rooftop itself);
 * - a move to another rooftop (staff only: field access) must stay within the lead's dealer, and the
 *   rooftop's name is kept on the lead for readers who may not read dealerships (sales staff).
 */
import { APIError, type PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import { dealershipOfLocation } from '../dealerships/lookup'

type LeadLike = { tenant?: unknown; location?: unknown; dealership?: unknown; dealershipName?: string | null }

export const OTHER_DEALER_ROOFTOP = 'Choose a dealership of this dealer.'

/** The lead's dealership id and name after this save (the name null when it has none). */
export async function leadRooftop(
  req: PayloadRequest,
  data: LeadLike,
  originalDoc: LeadLike | undefined,
  operation: 'create' | 'update',
): Promise<{ dealership: number | null; dealershipName: string | null }> {
  const before = relationId(originalDoc?.dealership)
  if (operation === 'create' && data.dealership === undefined) {
    const found = await dealershipOfLocation(req.payload, relationId(data.location), req)
    return { dealership: found?.id ?? null, dealershipName: found?.name ?? null }
  }
  const next = data.dealership === undefined ? before : relationId(data.dealership)
  if (next === null) return { dealership: null, dealershipName: null }
  if (operation === 'update' && next === before && originalDoc?.dealershipName) return { dealership: next, dealershipName: originalDoc.dealershipName }
  const found = await req.payload.find({ collection: 'dealerships', where: { id: { equals: next } }, depth: 0, limit: 1, overrideAccess: true, req, select: { tenant: true, name: true } })
  const doc = found.docs[0]
  const tenant = relationId(data.tenant ?? originalDoc?.tenant)
  if (!doc || relationId(doc.tenant) !== tenant) throw new APIError(OTHER_DEALER_ROOFTOP, 400, undefined, true)
  return { dealership: doc.id, dealershipName: doc.name }
}
