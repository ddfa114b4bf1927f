/**
 * The dealer sites' requests are rewritten to /{host}/{path} by next.config.ts (src/lib/site/hostRewrites.ts),
 * not here: a proxy function on every page request was about a quarter of a cached page's server time. This
 * proxy only answers what those rewrites leave: a public request whose Host header is not a plain host
 * name (none, an IP v6 literal, odd characters) gets a plain 404, never a dealer's page.
 *
 * The matcher must be a literal (Next reads it from this file without running it), so the host pattern
 * is HOST_VALUE of src/lib/site/hostRewrites.ts written out; tests/unit/hostRewrites.test.ts checks that
 * the two are the same.
 */
import { NextResponse } from 'next/server'

export function proxy() {
  return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|api$|admin|_next/|assets/|favicon\\.ico).*)',
      missing: [{ type: 'host', value: '(?=.{1,253}\\.?$)(?<host>[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\\.?' }],
    },
  ],
}
