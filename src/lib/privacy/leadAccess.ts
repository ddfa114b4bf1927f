/**
 * The privacy log's entries for the lead inbox: a lead opened by a person (a read with their access,
 * not the system's own reads), and a lead list downloaded as CSV.
 */
import type { PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import { logPrivacyAccess } from './accessLog'

export async function logLeadOpened(req: PayloadRequest, args: { overrideAccess?: boolean }, lead: { id?: number; tenant?: unknown } | null): Promise<void> {
  const user = req.user
  if (!lead?.id || args.overrideAccess !== false || !user || user.collection !== 'users') return
  const tenant = relationId(lead.tenant as never)
  if (tenant === null) return
  await logPrivacyAccess(req.payload, { action: 'lead-opened', user, tenantIds: [tenant], records: [{ kind: 'lead', id: lead.id }] })
}

export async function logLeadsExported(req: PayloadRequest, tenantIds: readonly number[], count: number): Promise<void> {
  if (!req.user || req.user.collection !== 'users' || tenantIds.length === 0) return
  await logPrivacyAccess(req.payload, { action: 'leads-exported', user: req.user, tenantIds, count })
}
