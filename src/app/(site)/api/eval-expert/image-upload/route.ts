import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleEvalExpert } from '@/lib/valuation/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/eval-expert/image-upload, relayed to the valuation provider (src/lib/valuation). */
export async function POST(request: Request) {
  // One photo per call, as a form (blocks/InstantOffer/evalExpert.ts).
  return refusePublicWrite(request, ['multipart']) ?? handleEvalExpert('image-upload', request, getTenantByHost)
}
