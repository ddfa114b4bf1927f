import { handleGates } from '@/lib/customers/gates'
import { getTenantByHost } from '@/lib/site/tenant'

export const dynamic = 'force-dynamic'

/** GET /api/site/gates?host=: the dealer's sign-in gates, asked by the proxy (src/lib/customers/gates.ts). */
export function GET(request: Request) {
  return handleGates(request, getTenantByHost)
}
