/**
 * GET /api/tag-costs?tenant={id}: what each of the dealer's marketing tags cost shoppers' page views
 * over the last 28 days (src/lib/tags/costReport.ts), for its Marketing tags settings in the admin.
 *
 * Staff only, as /api/ad-feed-report: Payload checks the admin's session, and the dealer is read as
 * that user with access enforced, so a marketer asking for another dealer gets 404.
 */
import type { Tenant } from '@/payload-types'
import { isStaffUser } from '@/access/roles'
import { poolOf } from '@/lib/dashboard/scope'
import { payloadClient } from '@/lib/payload'
import { toSiteTenant } from '@/lib/site/tenant'
import { tagCostReport } from '@/lib/tags/costReport'

export const dynamic = 'force-dynamic'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

export async function GET(request: Request) {
  const raw = new URL(request.url).searchParams.get('tenant') ?? ''
  const tenantId = /^\d{1,10}$/.test(raw) ? Number(raw) : null
  if (tenantId === null) return json({ error: 'Give the dealer as ?tenant={id}.' }, 400)

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return json({ error: 'Sign in to the admin first.' }, 401)
  // Sales staff may read their dealer's name, not what its tags cost.
  if (!isStaffUser(user)) return json({ error: 'No such dealer.' }, 404)

  let doc: Tenant
  try {
    doc = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, user, overrideAccess: false })
  } catch {
    return json({ error: 'No such dealer.' }, 404)
  }
  return json(await tagCostReport(poolOf(payload), tenantId, toSiteTenant(doc).tags))
}
