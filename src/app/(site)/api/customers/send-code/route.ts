import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleSendCode } from '@/lib/customers/endpoints'
import { customerDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/customers/send-code { phone }: texts a sign-in code (src/lib/customers/endpoints.ts). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleSendCode(request, customerDeps)
}
