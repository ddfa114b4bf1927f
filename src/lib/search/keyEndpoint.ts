/**
 * GET /api/search/key: the search credentials of the request's dealer, for the browser (issue 19 item 3).
 *
 * The search pages are cached whole and shared by every shopper, so nothing that differs per request
 * or expires may be in their HTML. In Algolia mode the browser searches Algolia with a secured key
 * for this one dealer (src/lib/algolia/securedKey.ts, valid an hour); it fetches the key here, never
 * from the page. The embedded engine needs no key: the answer says so and the browser keeps to
 * /api/search. Never cached anywhere (`no-store`): each answer is fresh and for one dealer.
 */
import { searchTenantOf, type SiteTenant } from '../site/tenant'
import { secureKeyForTenant, type TenantSearchKey } from '../algolia/securedKey'
import type { AlgoliaSettings } from './engine'

export type SearchKeyAnswer = { engine: 'embedded' } | ({ engine: 'algolia' } & TenantSearchKey)

const NO_STORE = { 'cache-control': 'no-store, private', vary: 'host' }

/** The answer for a dealer (null: no dealer at this host) under the engine settings. */
export function searchKeyResponse(tenant: Pick<SiteTenant, 'stockTenantId' | 'settings'> | null, algolia: AlgoliaSettings | null, now = Date.now()): Response {
  if (!tenant) return Response.json({ message: 'There is no dealer at this address.', status: 404 }, { status: 404, headers: NO_STORE })
  const answer: SearchKeyAnswer = algolia ? { engine: 'algolia', ...secureKeyForTenant(searchTenantOf(tenant), algolia, now) } : { engine: 'embedded' }
  return Response.json(answer, { headers: NO_STORE })
}
