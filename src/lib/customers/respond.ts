/**
 * Small HTTP helpers shared by the customer API handlers: JSON answers that are never cached, the
 * session cookie on a request, and whether the site is served over HTTPS. (Another site's requests are
 * refused by the routes' shared guard, src/lib/api/publicWrite.ts.)
 */
import { NextResponse } from 'next/server'

import { CUSTOMER_COOKIE } from './sessionToken'

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

