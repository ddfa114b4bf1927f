/**
 * GET /api/ad-feed-report?tenant={id}: what the dealer's Google and Meta ad feeds publish and which cars
 * they leave out, with the reasons (the tenant's "Ad feeds" tab in the admin shows it).
 *
 * Staff only. The admin's session (its payload-token cookie, or an Authorization header) is checked by
 * Payload itself, as on Payload's own REST API; shopper sessions are a different cookie and never an
 * admin user. The dealer is then read as that user with access enforced, so the multi-tenant plugin
 * answers a marketer asking for another dealer with 404, exactly as the admin would.
 */
import type { Tenant } from '@/payload-types'
import { adFeedReport } from '@/lib/adFeeds/files'
import { payloadClient } from '@/lib/payload'
import { toSiteTenant } from '@/lib/site/tenant'
import { isStaffUser } from '@/access/roles'

export const dynamic = 'force-dynamic'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

export async function GET(request: Request) {
  const raw = new URL(request.url).searchParams.get('tenant') ?? ''
  const tenantId = /^\d{1,10}$/.test(raw) ? Number(raw) : null
  if (tenantId === null) return json({ error: 'Give the dealer as ?tenant={id}.' }, 400)

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return json({ error: 'Sign in to the admin first.' }, 401)
  // Sales staff may read their dealer's name, not its ad feeds.
  if (!isStaffUser(user)) return json({ error: 'No such dealer.' }, 404)

  let doc: Tenant
  try {
    doc = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, user, overrideAccess: false })
  } catch {
    return json({ error: 'No such dealer.' }, 404)
  }
  return json(await adFeedReport(toSiteTenant(doc)))
}
