/**
 * The dealer an admin-only report is about (`?tenant={id}`), for the staff member asking: the ad feed
 * report and the tag costs answer alike. Payload checks the admin's session itself (its payload-token
 * cookie, or an Authorization header), as on its own REST API; a shopper's session is another cookie and
 * never an admin user. The dealer is then read as that user with access enforced, so the multi-tenant
 * plugin answers a marketer asking for another dealer with 404, as the admin would; sales staff may
 * read their dealer's name, not its reports, and get the same 404.
 */
import type { Payload } from 'payload'

import type { Tenant } from '@/payload-types'
import { isStaffUser } from '@/access/roles'
import { payloadClient } from '@/lib/payload'
import { answer } from './answer'

/** A report is about one staff member's view of one dealer: no shared cache may keep it. */
export const privateAnswer = (status: number, body: unknown) => answer(status, body, { 'cache-control': 'private, no-store' })

export type StaffTenant = { ok: true; payload: Payload; tenant: Tenant } | { ok: false; response: Response }

export async function staffTenantOf(request: Request): Promise<StaffTenant> {
  const raw = new URL(request.url).searchParams.get('tenant') ?? ''
  const tenantId = /^\d{1,10}$/.test(raw) ? Number(raw) : null
  if (tenantId === null) return { ok: false, response: privateAnswer(400, { error: 'Give the dealer as ?tenant={id}.' }) }

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return { ok: false, response: privateAnswer(401, { error: 'Sign in to the admin first.' }) }
  const noSuchDealer = { ok: false, response: privateAnswer(404, { error: 'No such dealer.' }) } as const
  if (!isStaffUser(user)) return noSuchDealer
  try {
    return { ok: true, payload, tenant: await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, user, overrideAccess: false }) }
  } catch {
    return noSuchDealer
  }
}
