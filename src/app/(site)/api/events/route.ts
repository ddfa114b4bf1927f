import { handleEvent } from '@/lib/events/endpoint'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/events: spec 02 §7 analytics events (also sent with navigator.sendBeacon). */
export async function POST(request: Request) {
  return handleEvent(request, { payload: payloadClient, tenantByHost: getTenantByHost })
}
