/**
 * The success page's lead: the one this browser just sent (found by its unguessable lead_id, this
 * dealer's only) and the name of the car it was about, read from the lead's vehicle rather than
 * parsed out of its title.
 */
import type { Payload } from 'payload'

import { successView, type SuccessView } from '@/domain/leads/success'
import { findLeadByPublicId } from './store'
import { relationId } from '@/domain/relationId'

const PUBLIC_ID = /^ld_[A-Za-z0-9_-]{10,40}$/

export async function leadSuccess(payload: Payload, tenant: { id: number; stockTenantId: number; name: string }, leadId: unknown): Promise<SuccessView> {
  const lead = typeof leadId === 'string' && PUBLIC_ID.test(leadId) ? await findLeadByPublicId(payload, tenant, leadId) : null
  const vehicleId = lead ? relationId(lead.vehicle) : null
  const vehicle = vehicleId
    ? await payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 0, overrideAccess: true, disableErrors: true, select: { year: true, make: true, model: true, tenant: true } })
    : null
  const sameDealer = vehicle && relationId(vehicle.tenant) === tenant.stockTenantId
  const vehicleName = sameDealer ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || null : null
  return successView(lead, { dealer: tenant.name, vehicleName })
}
