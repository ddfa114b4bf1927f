/**
 * GET /api/ad-feed-report?tenant={id}: what the dealer's Google and Meta ad feeds publish and which cars
 * they leave out, with the reasons (the tenant's "Ad feeds" tab in the admin shows it). Staff only, the
 * dealer read as the staff member (src/lib/api/staffTenant.ts).
 */
import { adFeedReport } from '@/lib/adFeeds/files'
import { privateAnswer, staffTenantOf } from '@/lib/api/staffTenant'
import { toSiteTenant } from '@/lib/site/tenant'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const found = await staffTenantOf(request)
  if (!found.ok) return found.response
  return privateAnswer(200, await adFeedReport(toSiteTenant(found.tenant)))
}
