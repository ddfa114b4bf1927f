import { handleCspReports } from '@/lib/cspReports/endpoint'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/csp-reports: browsers' Content-Security-Policy violation reports (issue 33). */
export async function POST(request: Request) {
  return handleCspReports(request, { payload: payloadClient, tenantByHost: getTenantByHost })
}
