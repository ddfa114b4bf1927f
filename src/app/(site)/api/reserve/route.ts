import { refusePublicWrite } from '@/lib/api/publicWrite'
import { getSignedInCustomer } from '@/lib/customers/session'
import { payloadClient } from '@/lib/payload'
import { handleReserveRequest } from '@/lib/reservations/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'

export const dynamic = 'force-dynamic'

/** POST /api/reserve: start a reservation's checkout (src/lib/reservations/endpoint.ts). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleReserveRequest(request, { payload: payloadClient, tenantByHost: getTenantByHost, customer: getSignedInCustomer })
}
