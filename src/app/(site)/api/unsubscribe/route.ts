import { refusePublicWrite } from '@/lib/api/publicWrite'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'
import { handleUnsubscribeGet, handleUnsubscribePost } from '@/lib/unsubscribe/endpoint'

export const dynamic = 'force-dynamic'

/** POST /api/unsubscribe?t=: one-click (RFC 8058) and the unsubscribe page's confirm button (src/lib/unsubscribe/endpoint.ts). */
export async function POST(request: Request) {
  // RFC 8058 one-click posts a form (from the mail program's server, without Origin), as does the page's button.
  return refusePublicWrite(request, ['urlencoded', 'multipart']) ?? handleUnsubscribePost(request, { payload: payloadClient, tenantByHost: getTenantByHost })
}

/** GET /api/unsubscribe?t=: to the page, which asks before unsubscribing. */
export function GET(request: Request) {
  return handleUnsubscribeGet(request)
}
