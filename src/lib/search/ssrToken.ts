/**
 * Server-side rendering of the search page calls our own search endpoint over loopback, where the
 * Host header is not the dealer's. It names the dealer's host in a header instead, with an HMAC of that
 * host under the server secret; the endpoint honours the header only with a valid token. The token
 * only ever vouches for the host it names, so it is safe for the page to carry it to the browser.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedKey } from '../api/derivedKey'

export const SSR_HOST_HEADER = 'x-forecourt-ssr-host'
export const SSR_TOKEN_HEADER = 'x-forecourt-ssr-token'


export function ssrTokenFor(host: string): string {
  return createHmac('sha256', derivedKey('search-ssr')).update(host).digest('hex')
}

export function verifySsrToken(host: string | null, token: string | null): boolean {
  if (!host || !token) return false
  const expected = Buffer.from(ssrTokenFor(host))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
