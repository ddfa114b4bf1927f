/**
 * Small HTTP helpers shared by the customer API handlers: JSON answers that are never cached, the
 * session cookie on a request, whether the site is served over HTTPS, and the same-site check.
 */
import { NextResponse } from 'next/server'

import { normalizeHost } from '../../../tenants/host'
import { CUSTOMER_COOKIE } from './sessionToken'

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.'

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

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

/**
 * A browser names the page that sent a request in Origin; one from another site is refused, so a
 * foreign page cannot sign a shopper out or change their details. (Clients without Origin, such as
 * curl, are not browsers carrying someone's cookie.)
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    return normalizeHost(new URL(origin).host) !== normalizeHost(request.headers.get('host'))
  } catch {
    return true
  }
}
