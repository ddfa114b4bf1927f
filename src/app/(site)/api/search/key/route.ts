import { algoliaSettings } from '@/lib/search/engine'
import { searchKeyResponse } from '@/lib/search/keyEndpoint'
import { getTenantByHost } from '@/lib/site/tenant'
import { normalizeHost } from '@tenants/host'

// The browser's search credentials for the Host's dealer (src/lib/search/keyEndpoint.ts); per request.
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const host = normalizeHost(request.headers.get('host'))
  return searchKeyResponse(host ? await getTenantByHost(host) : null, algoliaSettings())
}
