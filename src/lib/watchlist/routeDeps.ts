/** The real dependencies of the watchlist routes: Payload, the cached host lookup and the session cookie. */
import { getSignedInCustomer } from '../customers/session'
import { payloadClient } from '../payload'
import { getTenantByHost } from '../site/tenant'
import type { WatchlistDeps } from './endpoints'

export const watchlistRouteDeps: WatchlistDeps = { payload: payloadClient, tenantByHost: getTenantByHost, customer: getSignedInCustomer }
