import { handleListWatchlist } from '@/lib/watchlist/endpoints'
import { watchlistRouteDeps } from '@/lib/watchlist/routeDeps'

export const dynamic = 'force-dynamic'

/** GET /api/watchlist: the signed-in shopper's saved cars on this dealer site (src/lib/watchlist/endpoints.ts). */
export async function GET(request: Request) {
  return handleListWatchlist(request, watchlistRouteDeps)
}
