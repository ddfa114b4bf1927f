import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleSignOut } from '@/lib/customers/endpoints'
import { customerDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/customers/sign-out: clears the session cookie and ends the customer's sessions. */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleSignOut(request, customerDeps)
}
