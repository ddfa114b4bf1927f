'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useEffect, useState } from 'react'
import { useInstantSearch, useInstantSearchContext } from 'react-instantsearch'

import {
  NEAREST_MATCHES,
  nearestHeading,
  relaxationSteps,
  searchParamsOf,
  type Refinement,
} from '@/domain/search-suggestions'
import { EMPTY_RESULTS } from '@/domain/vehicles/emptyResults'
import type { SearchRecord } from '@/domain/search/record'
import type { SearchUiState } from '@/domain/search/routing'
import { VehicleCard } from '@/components/vehicle/card/VehicleCard'
import { ClearFiltersButton } from './filters/ClearFilters.client'
import { useSearchUi } from './uiContext'

type IndexState = ReturnType<typeof useInstantSearch>['indexUiState']

/** The part of InstantSearch's index state the search pages keep (routing.ts's SearchUiState). */
export function searchUiStateOf(state: IndexState): SearchUiState {
  const out: SearchUiState = {}
  if (state.query) out.query = state.query
  if (state.page) out.page = state.page
  if (state.sortBy) out.sortBy = state.sortBy
  if (state.refinementList) out.refinementList = state.refinementList as SearchUiState['refinementList']
  if (state.range) out.range = state.range as SearchUiState['range']
  return out
}

type Nearest = { state: SearchUiState; dropped: Refinement[]; hits: SearchRecord[]; nbHits: number }

/**
 * The offers and search empty states, each with Clear Filters. Below it, the nearest
 * matches (issue 19): the search again without the shopper's last refinement, then the one before, at
 * most three steps, until something is found; with a button that applies that search.
 * `order` is the refinements' order as the shopper applied them (Results tracks it).
 */
export function EmptyResults({ order = [] }: { order?: readonly string[] }) {
  const ui = useSearchUi()
  const { variant, subHeadingLevel, withDefaults } = ui
  const copy = EMPTY_RESULTS[variant]
  const Heading = subHeadingLevel === 2 ? 'h3' : 'h4'
  const { indexUiState, setIndexUiState, results } = useInstantSearch()
  const { client } = useInstantSearchContext()
  const [nearest, setNearest] = useState<Nearest | null>(null)

  const current = searchUiStateOf(indexUiState)
  const stateKey = JSON.stringify(current)
  const orderKey = order.join('\n')
  const indexName = results?.index || 'vehicles'

  useEffect(() => {
    let cancelled = false
    setNearest(null)
    const steps = relaxationSteps(JSON.parse(stateKey) as SearchUiState, orderKey ? orderKey.split('\n') : [], withDefaults)
    const search = client.search as unknown as (
      requests: { indexName: string; params: Record<string, unknown> }[],
    ) => Promise<{ results: { hits?: SearchRecord[]; nbHits?: number }[] }>
    ;(async () => {
      for (const step of steps) {
        const params = {
          ...searchParamsOf(step.state),
          hitsPerPage: NEAREST_MATCHES,
          page: 0,
          ...(variant === 'offers' ? { filters: 'categories:special-offers' } : {}),
        }
        const answer = await search([{ indexName, params }]).catch(() => null)
        if (cancelled || !answer) return
        const result = answer.results[0]
        if (result?.nbHits && result.hits?.length) {
          setNearest({ state: step.state, dropped: step.dropped, hits: result.hits.slice(0, NEAREST_MATCHES), nbHits: result.nbHits })
          return
        }
      }
    })()
    return () => {
      cancelled = true
    }
  }, [client, stateKey, orderKey, indexName, variant, withDefaults])

  const apply = () => {
    if (!nearest) return
    const next = nearest.state
    setIndexUiState((state) => ({
      ...(state.configure ? { configure: state.configure } : {}),
      ...(next.query ? { query: next.query } : {}),
      ...(next.sortBy ? { sortBy: next.sortBy } : {}),
      ...(next.refinementList ? { refinementList: next.refinementList as Record<string, string[]> } : {}),
      ...(next.range ? { range: next.range as Record<string, string> } : {}),
    }))
  }

  const CardHeading = subHeadingLevel === 2 ? 'h3' : 'h4'
  // The nearest-matches heading is the empty state's level; its cards one below.
  const cardLevel = 4
  return (
    <div className="empty-results-wrap">
      <div className="empty-results">
        {copy.title ? <Heading className="empty-results__title">{copy.title}</Heading> : null}
        <p className="empty-results__message">{copy.message}</p>
        <ClearFiltersButton className="button button--primary" />
      </div>
      {nearest ? (
        <section className="nearest-matches" aria-labelledby={`${ui.resultsId}-nearest`}>
          <div className="nearest-matches__head">
            <CardHeading id={`${ui.resultsId}-nearest`} className="nearest-matches__title">
              {nearestHeading(nearest.dropped)}
            </CardHeading>
            <button type="button" className="button button--secondary" onClick={apply}>
              Show all {formatNumber(nearest.nbHits)} {nearest.nbHits === 1 ? 'match' : 'matches'}
            </button>
          </div>
          <ul className="results__grid">
            {nearest.hits.map((hit) => (
              <li key={hit.objectID} className="results__item">
                <VehicleCard vehicle={hit} settings={ui.settings} now={ui.now} headingLevel={cardLevel} showViews={ui.showViewCount} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
