/**
 * The signed-in customer of this request, for server components and route handlers.
 * A session counts only on the dealer site that issued it (tenant in the token must be the host's),
 * and not after the customer signed out everywhere (`sessionsValidAfter`).
 */
import { cookies } from 'next/headers'

import type { Customer } from '@/payload-types'

import { payloadClient } from '../payload'
import { CUSTOMER_COOKIE, SESSION_SECONDS, signSession, verifySession } from './sessionToken'

export async function getSignedInCustomer(tenantId: number): Promise<Customer | null> {
  const claims = verifySession((await cookies()).get(CUSTOMER_COOKIE)?.value)
  if (!claims || claims.tenant !== tenantId) return null
  const payload = await payloadClient()
  // Trusted server read by id and tenant: the customer is the one the signed token names.
  const found = await payload.find({
    collection: 'customers',
    where: { and: [{ id: { equals: claims.customer } }, { tenant: { equals: tenantId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const customer = found.docs[0]
  if (!customer) return null
  if (customer.sessionsValidAfter && Date.parse(customer.sessionsValidAfter) > claims.issuedAt) return null
  return customer
}

/** Cookie attributes for the session: HTTP-only, same-site, Secure whenever the site is served over HTTPS. */
export function sessionCookie(customer: Pick<Customer, 'id' | 'tenant'>, tenantId: number, secure: boolean) {
  return {
    name: CUSTOMER_COOKIE,
    value: signSession({ customer: customer.id, tenant: tenantId, issuedAt: Date.now() }),
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: SESSION_SECONDS,
  }
}
