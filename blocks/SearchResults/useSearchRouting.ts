'use client'

import { useState } from 'react'
import type { UiState } from 'instantsearch.js'
import type { InstantSearchNextRouting } from 'react-instantsearch-nextjs'

import {
  learnPathNames,
  normaliseState,
  parseSearchQuery,
  parseSearchUrl,
  searchUrl,
  type PathDictionary,
  type RouteOptions,
  type SearchUiState,
} from '@/domain/search/routing'
import { splitQueryPathname } from '@/lib/search/queryPath'

export type RouteProps = Omit<RouteOptions, 'dictionary'> & { dictionary: PathDictionary }

/**
 * URL routing for InstantSearchNext: the state lives in the address in the form of
 * src/domain/search/routing.ts (path refinements on /search, the rest in the query string).
 *
 * - `createURL` returns a site-relative URL: it is also the href of pagination links, which must be
 *   the same on the server and in the browser. `push` therefore compares it with the current address
 *   itself (the router's own check compares against an absolute href).
 * - `parseURL` reads the location the router gives it. On the server the page is rendered statically
 *   for its address (issue 19 item 3): the request's query string is not readable there (it reaches
 *   the page as `/_q/…` path segments, src/lib/search/queryPath.ts), so the server render takes the
 *   state the server component read from the address (`serverState`). In the browser the location is
 *   the shopper's address; an internal `/_q/…` path, should one be opened, reads the same.
 * - `withDefaults` applies what the block implies when the address says nothing (the car-type filter
 *   without All selects its first option), so the server render and the browser agree.
 */
export function useSearchRouting(
  route: RouteProps | null,
  indexName: string,
  withDefaults: (state: SearchUiState) => SearchUiState,
  windowTitle?: (state: SearchUiState) => string,
  serverState?: SearchUiState,
): InstantSearchNextRouting<UiState, SearchUiState> | undefined {
  const [routing] = useState(() => {
    if (!route) return undefined
    // A copy: the router learns the slugs it writes (make and model), per mounted block.
    const options: RouteOptions = { ...route, dictionary: structuredClone(route.dictionary) }
    return {
      router: {
        cleanUrlOnDispose: false,
        windowTitle,
        createURL: ({ routeState }: { routeState: SearchUiState }) => {
          learnPathNames(options.dictionary, routeState)
          return searchUrl(routeState, options)
        },
        parseURL: ({ location }: { location: Location }): SearchUiState => {
          if (typeof window === 'undefined' && serverState) return serverState
          const carried = splitQueryPathname(location.pathname)
          const search = carried.search || location.search
          return parseSearchUrl(carried.pathname, search, options) ?? parseSearchQuery(search, options.defaultSort)
        },
        push: (url: string) => {
          if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState({}, '', url)
        },
      },
      stateMapping: {
        stateToRoute: (uiState: UiState): SearchUiState => normaliseState((uiState[indexName] ?? {}) as SearchUiState),
        routeToState: (routeState: SearchUiState): UiState => ({ [indexName]: withDefaults(normaliseState(routeState ?? {})) }) as UiState,
      },
    } satisfies InstantSearchNextRouting<UiState, SearchUiState>
  })
  return routing
}
