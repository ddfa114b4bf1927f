import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleEvent } from '@/lib/events/endpoint'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/events: the shoppers' analytics events (also sent with navigator.sendBeacon). */
export async function POST(request: Request) {
  // sendBeacon posts a string as text/plain, a Blob with its own type or with none; all from our own pages.
  return refusePublicWrite(request, ['json', 'text', 'untyped']) ?? handleEvent(request, { payload: payloadClient, tenantByHost: getTenantByHost })
}
