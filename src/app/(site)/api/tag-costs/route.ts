/**
 * GET /api/tag-costs?tenant={id}: what each of the dealer's marketing tags cost shoppers' page views
 * over the last 28 days (src/lib/tags/costReport.ts), for its Marketing tags settings in the admin.
 * Staff only, the dealer read as the staff member (src/lib/api/staffTenant.ts).
 */
import { privateAnswer, staffTenantOf } from '@/lib/api/staffTenant'
import { poolOf } from '@/lib/dashboard/scope'
import { toSiteTenant } from '@/lib/site/tenant'
import { tagCostReport } from '@/lib/tags/costReport'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const found = await staffTenantOf(request)
  if (!found.ok) return found.response
  return privateAnswer(200, await tagCostReport(poolOf(found.payload), found.tenant.id, toSiteTenant(found.tenant).tags))
}
