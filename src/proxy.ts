/**
 * The dealer sites' requests are rewritten to /{host}/{path} by next.config.ts (src/lib/site/hostRewrites.ts),
 * not here: a proxy function on every page request was a third of a cached page's server time. This
 * proxy runs only for
 *   1. a public request whose Host header is not a plain host name (none, an IP v6 literal, odd
 *      characters): a plain 404, never a dealer's page;
 *   2. the paths a dealer may gate behind shopper sign-in (src/domain/accounts/gating.ts):
 *      a signed-out visitor is sent to /sign-in (src/lib/customers/proxyGate.ts); anyone else goes on
 *      to the rewrites;
 *   3. a path with a %-escape that cannot be decoded (`/cars/%E0%A4%A`, `/offers%`): a plain 400. Next's
 *      router throws on such a path and then fails to draw its own 400 page, a 500 on every route with
 *      a dynamic segment (vercel/next.js#94278). In production scripts/next-server.ts answers these
 *      before Next (src/lib/site/pathGuard.ts); under `next dev` this is the only place. The matcher
 *      takes only paths that may be malformed (a `%` without two hex digits, or an escape of a byte
 *      above 0x7f), so `%20` in a media file name does not cost a proxy call;
 *   4. the search pages (/search/..., /special-offers): an address with a query string is rewritten to
 *      the internal path that carries its canonical query (src/lib/search/queryPath.ts), so the pages
 *      render statically and are cached per state like every other page (issue 19 item 3). In
 *      production a repeated search address is answered by the front cache before Next (and this
 *      function) sees it. Every other page (a vehicle page, content) never reaches this function.
 *
 * The matcher must be a literal (Next reads it from this file without running it), so the host pattern
 * is HOST_VALUE of src/lib/site/hostRewrites.ts written out and the gated paths are the gating rule's
 * routes written out; tests/unit/hostRewrites.test.ts and tests/unit/accounts/proxyMatcher.test.ts check
 * both against their sources. Finance pages are matched by name ("financ"), as in mayBeGated: a dealer
 * whose finance link has no "financ" in it cannot gate that page.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { normalizeHost } from '@tenants/host'
import { hasMalformedEncoding } from '@/domain/security/percentDecoding'
import { customerGate } from '@/lib/customers/proxyGate'
import { searchQueryPath } from '@/lib/search/queryPath'

const notFound = () => new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

const badRequest = () =>
  new NextResponse('Bad request: the address has a %-escape that cannot be read.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function proxy(request: NextRequest) {
  if (hasMalformedEncoding(request.nextUrl.pathname)) return badRequest()
  const host = normalizeHost(request.headers.get('host'))
  if (!host) return notFound()
  const gate = customerGate(request, host)
  const gated = gate && (await gate)
  if (gated) return gated
  const { pathname, search } = request.nextUrl
  if (search && /^\/(?:search|special-offers)(?:\/|$)/.test(pathname)) {
    const internal = searchQueryPath(pathname, search)
    if (internal) {
      const url = request.nextUrl.clone()
      url.pathname = internal
      return NextResponse.rewrite(url)
    }
  }
  return NextResponse.next()
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|api$|admin|_next/|assets/|favicon\\.ico).*)',
      missing: [{ type: 'host', value: '(?=.{1,253}\\.?$)(?<host>[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\\.?' }],
    },
    // Routes a dealer may gate (always: online payment, My Garage, the my-* pages and a branded garage).
    { source: '/online-payment/:rest*' },
    // my-* pages, and a dealer group's branded garage (its `garagePath` setting, e.g. /mymotorama).
    { source: '/:garage(my[^/]+)/:rest*' },
    { source: '/cars/:slug/:reserve(checkout|buy-online)' },
    { source: '/checkout-journey' },
    { source: '/personalised/finance' },
    { source: '/:finance(.*financ.*)' },
    { source: '/:page(spin-to-win|trade-in|sell-my-car|sell-your-car)' },
    { source: '/cars/trade-in' },
    // Paths that may hold a %-escape that cannot be decoded (item 3 above).
    { source: '/:escaped(.*%(?:[^0-9A-Fa-f]|.[^0-9A-Fa-f]|.?$|[89A-Fa-f]).*)' },
    // Search pages: their query string becomes path segments (item 4 above).
    { source: '/search/:rest*' },
    { source: '/special-offers/:rest*' },
  ],
}
