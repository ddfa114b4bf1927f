import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleRemoveCar } from '@/lib/watchlist/endpoints'
import { watchlistRouteDeps } from '@/lib/watchlist/routeDeps'

export const dynamic = 'force-dynamic'

/** POST /api/watchlist/remove-car {phone_number, car_id} (src/lib/watchlist/endpoints.ts). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleRemoveCar(request, watchlistRouteDeps)
}
