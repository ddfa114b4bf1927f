/**
 * The route template a request path belongs to (`/cars/[slug]`, `/api/leads`), for the request log
 * and its metrics: a raw path holds a vehicle's slug or what a shopper typed, a template does not,
 * and there are few of them.
 *
 * Relied on without a public API: Next's build writes its routes, with a regex each, to
 * `.next/routes-manifest.json` (staticRoutes, then dynamicRoutes most specific first: the order
 * Next matches them in). The format is Next's own and may change; this is the one module that reads
 * it. A dealer's pages live under `/[host]` (src/proxy.ts rewrites to it), so a path no route takes
 * as it is is tried again under a host segment, and the template is given without it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

type ManifestRoute = { page: string; regex: string }
type Manifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] }

const HOST_SEGMENT = '/[host]'
/** What a path is reported as when no route of the build takes it (a 404 from a probe, say). */
export const UNMATCHED_ROUTE = '(unmatched)'

/** A matcher from the build in `distDir`; without a readable manifest every path is unmatched but Next's own files. */
export function routeTemplates(distDir: string): (pathname: string) => string {
  let routes: { page: string; regex: RegExp }[] = []
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as Manifest
    routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({ page: r.page, regex: new RegExp(r.regex) }))
  } catch {
    // No build here (a unit test, a broken deploy): the request lines still come, with fewer templates.
  }
  const match = (pathname: string) => routes.find((r) => r.regex.test(pathname))?.page
  return (pathname) => {
    if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/static/') ? '/_next/static/[...path]' : '/_next/[...path]'
    const own = match(pathname)
    if (own && !own.startsWith(HOST_SEGMENT)) return own
    const underHost = match(`/h${pathname === '/' ? '' : pathname}`)
    if (underHost?.startsWith(HOST_SEGMENT)) return underHost.slice(HOST_SEGMENT.length) || '/'
    return own ?? UNMATCHED_ROUTE
  }
}
