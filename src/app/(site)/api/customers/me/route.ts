import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleGetMe, handleUpdateMe } from '@/lib/customers/endpoints'
import { customerDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** GET /api/customers/me: whether the shopper is signed in, and their stored details. */
export function GET(request: Request) {
  return handleGetMe(request, customerDeps)
}

/** PATCH /api/customers/me { name?, lastName?, email?, postcode? }: saves the stored details. */
export async function PATCH(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleUpdateMe(request, customerDeps)
}
