import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleVerifyCode } from '@/lib/customers/endpoints'
import { customerDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/customers/verify-code { phone, code }: signs the shopper in (src/lib/customers/endpoints.ts). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleVerifyCode(request, customerDeps)
}
