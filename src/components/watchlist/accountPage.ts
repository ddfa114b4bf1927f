/**
 * What the signed-in pages (/my-watchlist, /my-garage) share: the host's dealer and its signed-in
 * customer, or the way out (404 without a dealer, sign-in without a customer). The accounts proxy gates
 * these routes too; this is the server-side guard behind it.
 */
import { notFound, redirect } from 'next/navigation'

import { signInUrl } from '@/domain/watchlist/button'
import { getSignedInCustomer } from '@/lib/customers/session'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

export async function signedInPage(rawHost: string, path: string) {
  const tenant = await getTenantByHost(hostParam(rawHost))
  if (!tenant) notFound()
  const customer = await getSignedInCustomer(tenant.id)
  if (!customer) redirect(signInUrl('my-garage', path, '/'))
  return { tenant, customer }
}
