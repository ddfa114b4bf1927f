import { notFound } from 'next/navigation'

import { algoliaSettings } from '@/lib/search/engine'
import { ssrTokenFor } from '@/lib/search/ssrToken'
import { getSearchPageData } from '@/lib/search/uiDirectory'
import { isSortIndex, parseSearchUrl, type RouteOptions } from '@/domain/search/routing'
import { DEFAULT_CAR_TYPE_OPTIONS, filterPanels } from '@/lib/search/uiFilters'
import type { CarTypeOptionId } from '@/domain/vehicles/carType'
import { promotionCandidates } from '@/domain/presence/promotionView'
import { getPromotions } from '@/lib/site/promotions'
import type { BlockProps } from '../types'
import { SearchResultsClient } from './LazyIsland.client'
import type { SearchResultsProps } from './SearchResults.client'
import { pickClientSettings } from './settings'
import { decodeOrNull } from '@/domain/security/percentDecoding'

/**
 * Server half of the results block: works out the state of the address, the dealer's settings the UI
 * needs and how the first render reaches the search endpoint, then hands over to the client UI, whose
 * first results are rendered into the server HTML by react-instantsearch-nextjs.
 */
export async function SearchResultsComponent({ block, tenant, index, context }: BlockProps<'searchResults'>) {
  // Outside the search routes (a results block on an ordinary CMS page) there is no address to own.
  const host = context?.host ?? tenant.primaryDomain ?? `${tenant.slug}.localhost`
  const onSearchRoute = context?.basePath === '/search'
  const data = await getSearchPageData(
    host,
    onSearchRoute ? context!.segments.map((s) => (decodeOrNull(s) ?? s).toLowerCase()).join('/') : '',
  )
  if (!data) notFound()

  const defaultSort = block.defaultSort && isSortIndex(block.defaultSort) ? block.defaultSort : 'vehicles'
  const routeOptions: RouteOptions = {
    basePath: context?.basePath ?? '/',
    pathSegments: onSearchRoute,
    defaultSort,
    dictionary: data.dictionary,
  }
  const initialState = context
    ? (parseSearchUrl(`${context.basePath}/${context.segments.join('/')}`, context.search, routeOptions) ?? {})
    : {}
  const variant = block.variant === 'offers' ? 'offers' : 'search'
  const now = Date.now()

  const props: SearchResultsProps = {
    indexName: defaultSort,
    variant,
    layout: block.layout === 'carousel' ? 'carousel' : 'grid',
    panels: filterPanels(block.filters),
    carTypeOptionIds: (block.carTypeOptions?.length ? block.carTypeOptions : DEFAULT_CAR_TYPE_OPTIONS) as CarTypeOptionId[],
    promoCard: block.promoCard !== false,
    itemNoun: block.itemNoun === 'caravans' || block.itemNoun === 'auto' ? block.itemNoun : 'cars',
    showViewCount: Boolean(block.showViewCount),
    heading: {
      level: context && index === 0 ? 1 : 2,
      text: block.heading || null,
      fallback: context?.title ?? 'Our stock',
      dynamic: variant === 'search' && Boolean(context),
      dealerName: tenant.name,
    },
    route: context ? { ...routeOptions } : null,
    initialState,
    settings: pickClientSettings(tenant.settings),
    makeLogos: data.makeLogos,
    ssr: { origin: `http://127.0.0.1:${process.env.PORT ?? 3000}`, host, token: ssrTokenFor(host) },
    // Only whether Algolia answers: the page is cached and shared, its key comes from /api/search/key.
    algolia: algoliaSettings() !== null,
    // One clock and one random draw for the server render and hydration, so both draw the same tags and promo slot.
    now,
    promoRandom: Math.random(),
    // The dealer's card promotions that may still run; the grid shows those live by the browser's clock.
    promotionCards: promotionCandidates(await getPromotions(tenant.id), { placement: 'card', now }),
  }
  return <SearchResultsClient {...props} key={`${context?.basePath ?? ''}/${context?.segments.join('/') ?? ''}`} />
}
