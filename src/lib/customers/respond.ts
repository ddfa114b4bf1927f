/**
 * Small HTTP helpers shared by the customer API handlers: the session cookie on a request, and whether
 * the site is served over HTTPS. Their JSON answers are src/lib/api/answer.ts's; another site's requests
 * are refused by the routes' shared guard, src/lib/api/publicWrite.ts.
 */
import { CUSTOMER_COOKIE } from './sessionToken'

export function sessionTokenOf(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CUSTOMER_COOKIE) return value.join('=') || undefined
  }
  return undefined
}

/** HTTPS to the shopper: the request itself, or the proxy in front of us says so. */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:'
}

