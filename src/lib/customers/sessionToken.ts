/**
 * The signed-in customer's session token: `{payload}.{signature}`, HMAC-SHA256 with a key derived from
 * PAYLOAD_SECRET for this purpose only. Deliberately not a Payload JWT: Payload's own strategy must
 * never accept a customer as `req.user` (see collections/Customers). Pure functions (no Next imports)
 * so the API routes, pages and tests share them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedKey } from '../api/derivedKey'

export const CUSTOMER_COOKIE = 'fc_customer'
/** Sessions last 30 days; sign-out ends them sooner. */
export const SESSION_SECONDS = 60 * 60 * 24 * 30

export type SessionClaims = { customer: number; tenant: number; issuedAt: number }

const key = () => derivedKey('customer-session')

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function signSession(claims: SessionClaims): string {
  const body = Buffer.from(JSON.stringify({ c: claims.customer, t: claims.tenant, i: claims.issuedAt })).toString('base64url')
  return `${body}.${sign(body)}`
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifySession(token: string | undefined | null, now = Date.now()): SessionClaims | null {
  if (!token) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c?: unknown; t?: unknown; i?: unknown }
    if (typeof raw.c !== 'number' || typeof raw.t !== 'number' || typeof raw.i !== 'number') return null
    if (raw.i > now + 60_000 || now - raw.i > SESSION_SECONDS * 1000) return null
    return { customer: raw.c, tenant: raw.t, issuedAt: raw.i }
  } catch {
    return null
  }
}
