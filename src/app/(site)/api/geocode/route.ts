import { handleGeocode } from '@/lib/geocoding/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'

/** GET /api/geocode?postcode=4000: Australian postcode → position, or 'Invalid postcode'. */
export async function GET(request: Request) {
  return handleGeocode(request, getTenantByHost)
}
