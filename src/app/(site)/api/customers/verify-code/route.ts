import { handleVerifyCode } from '@/lib/customers/endpoints'
import { customerDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/customers/verify-code { phone, code }: signs the shopper in (src/lib/customers/endpoints.ts). */
export function POST(request: Request) {
  return handleVerifyCode(request, customerDeps)
}
