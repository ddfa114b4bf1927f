import { handleSignOut } from '@/lib/customers/endpoints'
import { customerDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/customers/sign-out: clears the session cookie and ends the customer's sessions. */
export function POST(request: Request) {
  return handleSignOut(request, customerDeps)
}
