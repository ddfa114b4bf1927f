import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleEvalExpert } from '@/lib/valuation/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/eval-expert/update-eval, relayed to the valuation provider (src/lib/valuation). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleEvalExpert('update-eval', request, getTenantByHost)
}
