'use client'

import { useCallback, useId, useState, type ReactNode } from 'react'
import { Configure } from 'react-instantsearch'
import { InstantSearchNext } from 'react-instantsearch-nextjs'

import { useHydrated } from '@/components/hydration/useHydrated.client'
import type { PromotionView } from '@/domain/presence/promotionView'
import { carTypeOptions, carTypesForOption, type CarTypeOptionId } from '@/domain/vehicles/carType'
import type { FilterPanel } from '@/lib/search/uiFilters'
import { searchHeading } from '@/lib/search/uiHeading'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type SearchUiState } from '@/domain/search/routing'
import { FiltersPanel } from './Filters.client'
import { FiltersButton } from './FiltersButton.client'
import { VirtualFilters } from './filters/VirtualFilters.client'
import { Pagination } from './Pagination.client'
import { Results } from './Results.client'
import { ResultsHeading } from './ResultsHeading.client'
import { createSearchClient, type SsrTarget } from './searchClient'
import type { ClientSettings } from './settings'
import { SearchBox, SortSelect, ResultCount } from './Toolbar.client'
import { SearchUiContext, type SearchUi } from './uiContext'
import { useSearchRouting, type RouteProps } from './useSearchRouting'
import './SearchResults.css'

export type SearchResultsProps = {
  /** The default sort replica; also the InstantSearch index id. */
  indexName: string
  variant: 'search' | 'offers'
  layout: 'grid' | 'carousel'
  panels: FilterPanel[]
  carTypeOptionIds: CarTypeOptionId[]
  promoCard: boolean
  itemNoun: 'cars' | 'caravans' | 'auto'
  showViewCount: boolean
  heading: { level: 1 | 2; text: string | null; fallback: string; dynamic: boolean; dealerName: string }
  /** The address this block owns, or null on an ordinary CMS page (no URL sync there). */
  route: RouteProps | null
  initialState: SearchUiState
  settings: ClientSettings
  makeLogos: Record<string, string>
  ssr: SsrTarget
  /** Algolia mode: the browser searches Algolia with a key from /api/search/key (never in the cached HTML). */
  algolia?: boolean
  now: number
  promoRandom: number
  promotionCards: PromotionView[]
}

/**
 * Where react-instantsearch-nextjs leaves the server's results for the browser (InstantSearchNext.js:
 * a script in the HTML sets `window[Symbol.for('InstantSearchInitialResults')]`). The first
 * InstantSearchNext to mount in the browser takes them as its results, whatever its state, and skips
 * its first search; the global is emptied only once that mount has committed.
 */
const SERVER_RESULTS = Symbol.for('InstantSearchInitialResults')

/**
 * The server's results belong to the server HTML this block hydrates, and to nothing else. The block
 * is a deferred island (./Lazy.client.tsx), so the mount that hydrates may never happen: Back or
 * Forward before the shopper's first interaction can replace the page with one the browser renders
 * itself (the router restores another entry's tree, or the island renders afresh for a changed
 * address). That mount would otherwise find the global still set and show the results of the address
 * the page was loaded at under the filters of the address it is at now (search.spec: reload a
 * filtered page, then Back). So a mount that is not hydrating drops them and searches for its own
 * state. It happens while rendering, before InstantSearchNext (its child) reads the global; after
 * hydration this wrapper renders again (useHydrated changes) but its children, the same elements,
 * do not.
 */
function OwnResultsUnlessHydrating({ children }: { children: ReactNode }) {
  const hydrating = !useHydrated()
  useState(() => {
    if (typeof window !== 'undefined' && !hydrating) delete (window as unknown as Record<symbol, unknown>)[SERVER_RESULTS]
    return null
  })
  return children
}

/** Stock search results with filters: one InstantSearch, its first results rendered on the server. */
export function SearchResultsClient(props: SearchResultsProps) {
  const { indexName, variant, panels, carTypeOptionIds, heading, route, settings } = props
  const [searchClient] = useState(() => createSearchClient(props.ssr, { algolia: props.algolia }))
  const [drawerOpen, setDrawerOpen] = useState(false)
  const resultsId = useId()
  const resultsHeadingId = useId()
  const pageHeadingId = useId()

  // With no All option the first option is selected by itself.
  const withDefaults = useCallback(
    (state: SearchUiState): SearchUiState => {
      const options = carTypeOptions(carTypeOptionIds)
      if (!options.length || options.some((o) => o.carTypes.length === 0) || state.refinementList?.car_type?.length) return state
      return { ...state, refinementList: { ...state.refinementList, car_type: carTypesForOption(options[0]!) } }
    },
    [carTypeOptionIds],
  )
  const title = useCallback(
    (state: SearchUiState) =>
      `${searchHeading(state, { fallback: heading.fallback, usedOnly: settings.stockUsedOnly })} | ${heading.dealerName}`,
    [heading.fallback, heading.dealerName, settings.stockUsedOnly],
  )
  const routing = useSearchRouting(route, indexName, withDefaults, heading.level === 1 && heading.dynamic ? title : undefined, props.initialState)

  const ui: SearchUi = {
    variant,
    layout: props.layout,
    settings,
    now: props.now,
    promoRandom: props.promoRandom,
    promotionCards: props.promotionCards,
    promoCard: props.promoCard,
    showViewCount: props.showViewCount,
    itemNoun: props.itemNoun,
    makeLogos: props.makeLogos,
    clearHref: route?.basePath ?? '',
    resultsId,
    resultsHeadingId,
    subHeadingLevel: heading.level === 1 ? 2 : 3,
    withDefaults,
  }

  return (
    <SearchUiContext.Provider value={ui}>
      <OwnResultsUnlessHydrating>
        <InstantSearchNext
          indexName={indexName}
          searchClient={searchClient}
          routing={routing}
          initialUiState={{ [indexName]: withDefaults(props.initialState) }}
          insights={false}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <Configure hitsPerPage={settings.pageSize} {...(variant === 'offers' ? { filters: 'categories:special-offers' } : {})} />
          <VirtualFilters lists={REFINEMENT_ATTRIBUTES} ranges={RANGE_ATTRIBUTES} />
          <section className="search-results" aria-labelledby={pageHeadingId}>
            <div className="search-results__head container">
              <ResultsHeading heading={heading} id={pageHeadingId} />
              <SearchBox />
            </div>
            <div className="search-results__layout container" data-filters={panels.length > 0}>
              {panels.length > 0 ? (
                <FiltersPanel panels={panels} carTypeOptionIds={carTypeOptionIds} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
              ) : null}
              <div className="search-results__main" id={resultsId}>
                <div className="search-results__toolbar">
                  {panels.length > 0 ? <FiltersButton expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} /> : null}
                  <ResultCount />
                  <SortSelect />
                </div>
                <Results />
                <Pagination />
              </div>
            </div>
          </section>
        </InstantSearchNext>
      </OwnResultsUnlessHydrating>
    </SearchUiContext.Provider>
  )
}
