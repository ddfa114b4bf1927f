import { handleEvalExpert } from '@/lib/valuation/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/eval-expert/image-upload (spec 02 §7), relayed to the valuation provider (src/lib/valuation). */
export async function POST(request: Request) {
  return handleEvalExpert('image-upload', request, getTenantByHost)
}
