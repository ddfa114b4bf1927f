/**
 * How a dealer site's request reaches its pages: every public path is rewritten to /{host}/{path}, so
 * pages render (and cache) per dealer host without reading request headers inside the page.
 *
 * These are next.config.ts rewrites rather than a proxy (middleware) rewrite because a proxy runs as a
 * function on every page request: Next builds a Request, a NextURL and a response for it, which
 * measured at about a quarter of the server's CPU time for a cached vehicle page (the page of
 * bench/vehicle-page.ts). A config rewrite is one regular-expression match in Next's router. src/proxy.ts still answers the requests these rules do not
 * take: a Host header that is not a plain host name gets a plain 404.
 *
 * Next gives a `host` condition the Host header lower-cased and without its port; HOST_VALUE then
 * accepts exactly what tenants/host.ts normalizeHost accepts (letters, digits and inner hyphens, dot
 * separated, at most 253 characters, an optional trailing dot that is not captured), and names it
 * `host` for the destination. A request to /{other-host}/... becomes /{this-host}/{other-host}/..., so a
 * shopper can never reach another dealer's site by path.
 */
import type { NextConfig } from 'next'

/** One rewrite, as next.config's public `rewrites` type declares it (not imported from next/dist). */
type Rewrite = Extract<Awaited<ReturnType<NonNullable<NextConfig['rewrites']>>>, unknown[]>[number]

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?'
/** A plain host name, captured as `host` (see normalizeHost). src/proxy.ts repeats it literally. */
export const HOST_VALUE = `(?=.{1,253}\\.?$)(?<host>${LABEL}(?:\\.${LABEL})*)\\.?`

/** Paths that are not dealer pages: the admin, the API, Next's assets and our own /assets. */
const NOT_SITE_PATHS = '(?!api/|api$|admin|_next/|assets/|favicon\\.ico)'

const validHost = [{ type: 'host' as const, value: HOST_VALUE }]

/**
 * Next applies these in order, each to the path the previous ones left (a match does not stop the
 * list), so each rule's result must not match a later rule: the home page goes last.
 */
export function hostRewrites(): { beforeFiles: Rewrite[] } {
  return {
    beforeFiles: [
      // /cars/{slug}.pdf is the vehicle PDF, drawn by the API route (the Host header still names the dealer).
      { source: '/cars/:slug([^/]+)\\.pdf', has: validHost, destination: '/api/vehicle-pdf/:slug' },
      { source: `/:path(${NOT_SITE_PATHS}.+)`, has: validHost, destination: '/:host/:path' },
      { source: '/', has: validHost, destination: '/:host' },
    ],
  }
}
