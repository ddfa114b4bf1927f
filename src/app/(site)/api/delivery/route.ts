import { getVisibleVehicle } from '@/lib/site/vehicle'
import { handleDelivery } from '@/lib/deliveryQuotes/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'

export const dynamic = 'force-dynamic'

/** GET /api/delivery?postcode=4000&car_id={slug}: the delivery calculator's estimate (src/lib/deliveryQuotes/endpoint.ts). */
export async function GET(request: Request) {
  return handleDelivery(request, { tenantByHost: getTenantByHost, vehicle: getVisibleVehicle })
}
