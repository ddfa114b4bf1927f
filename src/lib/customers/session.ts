/**
 * The signed-in customer of this request, for server components and route handlers.
 * A session counts only on the dealer site that issued it (tenant in the token must be the host's),
 * and not after the customer signed out everywhere (`sessionsValidAfter`).
 */
import { cookies } from 'next/headers'
import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'

import { payloadClient } from '../payload'
import { CUSTOMER_COOKIE, SESSION_SECONDS, signSession, verifySession } from './sessionToken'

/** The customer a session token names, when it is well signed, for this dealer and still valid. */
export async function customerForToken(payload: Payload, token: string | undefined | null, tenantId: number): Promise<Customer | null> {
  const claims = verifySession(token)
  if (!claims || claims.tenant !== tenantId) return null
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

export async function getSignedInCustomer(tenantId: number): Promise<Customer | null> {
  const token = (await cookies()).get(CUSTOMER_COOKIE)?.value
  if (!token) return null
  return customerForToken(await payloadClient(), token, tenantId)
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

/** The same cookie, expired: what sign-out sends. */
export function clearedSessionCookie(secure: boolean) {
  return { name: CUSTOMER_COOKIE, value: '', httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: 0 }
}

/** Ends every session of the customer issued until now, so a copied token is dead even if replayed. */
export async function endSessions(payload: Payload, customer: Pick<Customer, 'id'>, tenantId: number, now = Date.now()): Promise<void> {
  await payload.update({
    collection: 'customers',
    where: { and: [{ id: { equals: customer.id } }, { tenant: { equals: tenantId } }] },
    data: { sessionsValidAfter: new Date(now).toISOString() },
    overrideAccess: true,
  })
}
