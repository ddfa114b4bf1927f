/**
 * The one list of the site paths the app itself answers for every dealer, taken from its routes under
 * src/app/(site)/[host]/ (one entry per page.tsx or route.ts there; tests/unit/links/routes.test.ts
 * fails when a route is added or removed without updating this list). Patterns are those of
 * src/domain/links/match.ts: `:name` is one segment, `:name(a|b)` one of those words, a final `*` any
 * number of further segments.
 *
 * The dealer's own pages ([[...slug]]: its published CMS pages, and /{brand}/overview for each of its
 * brands) and the dealer-specific routes (a group's branded garage, /{garagePath}) come from its data:
 * src/lib/links/check.ts adds them. No dealer's slugs are written here.
 */
import type { RoutePattern } from '@/domain/links/match'

export type AppRoute = {
  /** The route's file, relative to src/app/(site)/[host]/. */
  file: string
  /** The site paths it answers; none for the CMS page route, whose paths are the dealer's pages. */
  paths: readonly RoutePattern[]
}

export const APP_ROUTES: readonly AppRoute[] = [
  { file: '[[...slug]]/page.tsx', paths: [] },
  // /cars/{slug}.pdf is rewritten to the vehicle PDF (hostRewrites.ts); its one segment matches :slug too.
  // The block gallery is for staff and tests (off in production): never a link target.
  { file: 'block-gallery/page.tsx', paths: [] },
  { file: 'cars/[slug]/page.tsx', paths: ['/cars/:slug'] },
  { file: 'cars/[slug]/[reserve]/page.tsx', paths: ['/cars/:slug/:reserve(checkout|buy-online)'] },
  { file: 'cars/[slug]/[reserve]/confirmation/page.tsx', paths: ['/cars/:slug/:reserve(checkout|buy-online)/confirmation'] },
  { file: 'cars/[slug]/[reserve]/complete/route.ts', paths: ['/cars/:slug/:reserve(checkout|buy-online)/complete'] },
  { file: 'cars/trade-in/page.tsx', paths: ['/cars/trade-in'] },
  { file: 'checkout-journey/page.tsx', paths: ['/checkout-journey'] },
  { file: 'compare/page.tsx', paths: ['/compare'] },
  { file: 'contact-us/[slug]/page.tsx', paths: ['/contact-us/:slug'] },
  { file: 'feeds/google-vehicle-ads.tsv/route.ts', paths: ['/feeds/google-vehicle-ads.tsv'] },
  { file: 'feeds/meta-vehicles.csv/route.ts', paths: ['/feeds/meta-vehicles.csv'] },
  { file: 'locations/[slug]/page.tsx', paths: ['/locations/:slug'] },
  { file: 'my-garage/page.tsx', paths: ['/my-garage'] },
  { file: 'my-watchlist/page.tsx', paths: ['/my-watchlist'] },
  { file: 'online-payment/page.tsx', paths: ['/online-payment'] },
  { file: 'our-location/[slug]/page.tsx', paths: ['/our-location/:slug'] },
  { file: 'pages/unsubscribe/page.tsx', paths: ['/pages/unsubscribe'] },
  { file: 'personalised/finance/page.tsx', paths: ['/personalised/finance'] },
  { file: 'preview/[token]/page.tsx', paths: ['/preview/:token'] },
  { file: 'print/page.tsx', paths: ['/print'] },
  { file: 'robots.txt/route.ts', paths: ['/robots.txt'] },
  { file: 'search/[[...path]]/page.tsx', paths: ['/search/*'] },
  { file: 'sell-your-car/page.tsx', paths: ['/sell-your-car'] },
  { file: 'sign-in/page.tsx', paths: ['/sign-in'] },
  { file: 'sign-out/page.tsx', paths: ['/sign-out'] },
  { file: 'sitemap.xml/route.ts', paths: ['/sitemap.xml'] },
  { file: 'special-offers/[[...path]]/page.tsx', paths: ['/special-offers/*'] },
  { file: 'success/page.tsx', paths: ['/success'] },
]

/** Files served beside the dealer pages: public/assets and uploaded media (Payload's file route). */
const FILE_ROUTES: readonly RoutePattern[] = ['/assets/*', '/api/media/file/:filename']

/** Every dealer's routes: the app's, then the files. */
export const SITE_ROUTES: readonly RoutePattern[] = [...APP_ROUTES.flatMap((r) => r.paths), ...FILE_ROUTES]

/** The routes a dealer's settings add: its branded garage (/{garagePath}, shown as My Garage). */
export function dealerRoutes(settings: { garagePath?: string | null }): RoutePattern[] {
  const garage = settings.garagePath?.trim()
  return garage ? [`/${garage}/*`] : []
}
