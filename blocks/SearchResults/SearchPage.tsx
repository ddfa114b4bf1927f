/**
 * The /search/... and /special-offers routes: the dealer's CMS page of that slug (or a default one
 * holding a SearchResults block when the dealer has none), with a page context so the results block
 * reads its path refinements and query string. Unknown path segments are a 404.
 *
 * The routes render statically (issue 19 item 3): the query string arrives as path segments after
 * `_q` (src/proxy.ts, src/lib/search/queryPath.ts), never from the request.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPublishedPage } from '@/lib/site/content'
import { siteOrigin } from '@/lib/site/tenant'
import { getSearchPageData } from '@/lib/search/uiDirectory'
import { searchHeading } from '@/lib/search/uiHeading'
import { splitQuerySegments } from '@/lib/search/queryPath'
import { parseSearchUrl, searchUrl, type RouteOptions } from '@/domain/search/routing'
import { DEFAULT_CAR_TYPE_OPTIONS, DEFAULT_FILTER_PANELS } from '@/lib/search/uiFilters'
import { RenderBlocks } from '../RenderBlocks'
import type { BlockOf, LayoutBlock, PageContext } from '../types'
import { decodeOrNull, hostParam } from '@/domain/security/percentDecoding'

export type SearchRoute = {
  /** The CMS page behind the route. */
  slug: 'search' | 'special-offers'
  basePath: '/search' | '/special-offers'
  variant: 'search' | 'offers'
  /** The heading and title when the dealer has no CMS page of that slug. */
  defaultTitle: string
}

export const SEARCH_ROUTE: SearchRoute = { slug: 'search', basePath: '/search', variant: 'search', defaultTitle: 'Search Our Stock' }
export const OFFERS_ROUTE: SearchRoute = {
  slug: 'special-offers',
  basePath: '/special-offers',
  variant: 'offers',
  defaultTitle: 'Special Offers',
}

/** A SearchResults block with default settings, for a dealer without a CMS page at the route. */
function defaultSearchBlock(variant: 'search' | 'offers'): BlockOf<'searchResults'> {
  return {
    blockType: 'searchResults',
    id: `default-${variant}`,
    heading: null,
    variant,
    defaultSort: 'vehicles',
    layout: 'grid',
    filters: [...DEFAULT_FILTER_PANELS],
    carTypeOptions: [...DEFAULT_CAR_TYPE_OPTIONS],
    promoCard: true,
    showViewCount: false,
    itemNoun: 'cars',
  }
}

async function load(route: SearchRoute, rawHost: string, routeSegments: string[]) {
  const host = hostParam(rawHost)
  // The route's segments: path refinements (on /search only), then the carried query string. A
  // carried query the proxy would not have written is a 404, so hand-made addresses fill no cache.
  const { path: segments, search, canonical } = splitQuerySegments(routeSegments)
  if (!canonical || (route.basePath !== '/search' && segments.length > 0)) notFound()
  const decoded = segments.map(decodeOrNull)
  if (decoded.includes(null)) notFound()
  const data = await getSearchPageData(host, decoded.map((s) => s!.toLowerCase()).join('/'))
  if (!data) notFound()
  const page = await getPublishedPage(data.tenant.id, route.slug)
  return { ...data, host, segments, search, page, title: page?.title || route.defaultTitle }
}

export async function searchPageMetadata(route: SearchRoute, rawHost: string, routeSegments: string[]): Promise<Metadata> {
  const { tenant, host, segments, search, page, title, dictionary } = await load(route, rawHost, routeSegments)
  const options: RouteOptions = {
    basePath: route.basePath,
    pathSegments: route.basePath === '/search',
    defaultSort: 'vehicles',
    dictionary,
  }
  const state = parseSearchUrl(`${route.basePath}/${segments.join('/')}`, search, options) ?? {}
  const heading = route.variant === 'search' ? searchHeading(state, { fallback: title, usedOnly: tenant.settings.stockUsedOnly }) : title
  const named = heading !== title
  const description =
    (!named && page?.meta?.description) ||
    `${named ? heading : `Browse ${route.variant === 'offers' ? 'special offers' : 'stock'}`} at ${tenant.name}. Filter by make, price, kilometres, year and body type, then enquire online.`
  // The canonical address is the state's path without filters, pages or sorting from the query string.
  const canonical = searchUrl(
    { refinementList: parseSearchUrl(`${route.basePath}/${segments.join('/')}`, '', options)?.refinementList },
    options,
  )
  const fullTitle = !named && page?.meta?.title ? page.meta.title : `${heading} | ${tenant.name}`
  return {
    metadataBase: new URL(siteOrigin(tenant, host)),
    title: fullTitle,
    description,
    alternates: { canonical },
    robots: page?.meta?.noIndex ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', siteName: tenant.name, title: fullTitle, description, url: canonical, locale: 'en_AU' },
  }
}

export async function SearchPage({ route, host: rawHost, segments: routeSegments }: { route: SearchRoute; host: string; segments: string[] }) {
  const { tenant, host, segments, search, page, title } = await load(route, rawHost, routeSegments)
  const layout: LayoutBlock[] = [...(page?.layout ?? [])]
  // The route must always show results, even when the dealer's page holds only other blocks.
  if (!layout.some((b) => b.blockType === 'searchResults')) layout.push(defaultSearchBlock(route.variant))
  const context: PageContext = { host, basePath: route.basePath, segments, search, title }
  // The results block renders the page heading itself when it comes first (it follows the filters).
  const first = layout[0]?.blockType
  return (
    <article className="page page--search" data-page={route.slug}>
      {first === 'searchResults' || first === 'hero' ? null : <h1 className="page__title container">{title}</h1>}
      <RenderBlocks blocks={layout} tenant={tenant} context={context} />
    </article>
  )
}
