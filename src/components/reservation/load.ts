/**
 * What the reservation pages read for one request: the host's dealer, the car (fresh from PostgreSQL,
 * never a cached copy), and the signed-in customer. Dynamic by nature (cookies), never cached.
 */
import { notFound } from 'next/navigation'

import { findVisibleVehicle } from '@/lib/site/vehicle'
import { signInPath } from '@/domain/accounts/redirects'
import { getSignedInCustomer } from '@/lib/customers/session'
import { getTenantByHost } from '@/lib/site/tenant'
import { decodeOrNull, hostParam } from '@/domain/security/percentDecoding'

/** The host's dealer (a 404 for an unknown host) and the customer signed in there, if any. */
export async function loadSiteContext(rawHost: string) {
  const tenant = await getTenantByHost(hostParam(rawHost))
  if (!tenant) notFound()
  return { tenant, customer: await getSignedInCustomer(tenant.id) }
}

/** The same, with the car named by slug (or id), or null when the dealer shows no such car. */
export async function loadReservationContext(rawHost: string, slug: string) {
  const { tenant, customer } = await loadSiteContext(rawHost)
  return { tenant, customer, vehicle: await findVisibleVehicle(tenant, decodeOrNull(slug)) }
}

/** The sign-in address for a gated reservation page (type, redirect and back). */
export const signInHref = (type: 'checkout', redirect: string, back: string) => signInPath({ type, redirect, back })
