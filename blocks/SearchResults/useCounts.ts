'use client'

import { useInstantSearch, useRefinementList, useStats } from 'react-instantsearch'

import { displayCount } from '@/domain/vehicles/counts'
import { useSearchUi } from './uiContext'

/**
 * The count to show for the results. Widget hooks (not useInstantSearch) so that the server render
 * waits for the results before drawing it. Above 1999 an alternative total shows: here
 * the sum of the car-type facet's counts (of the chosen types when some are chosen: the facet is
 * disjunctive, so its counts ignore the car-type refinement).
 */
export function useResultCount(): number {
  const { nbHits } = useStats()
  const { items } = useRefinementList({ attribute: 'car_type', limit: 6 })
  const refined = items.filter((i) => i.isRefined)
  return displayCount(nbHits, { facetCounts: (refined.length ? refined : items).map((i) => i.count) })
}

/** 'caravans' when the block says so, or (auto) when only caravans are shown. */
export function useItemNoun(): 'cars' | 'caravans' {
  const { indexUiState } = useInstantSearch()
  const { itemNoun } = useSearchUi()
  if (itemNoun !== 'auto') return itemNoun
  const types = indexUiState.refinementList?.item_type ?? []
  return types.length === 1 && types[0] === 'caravan' ? 'caravans' : 'cars'
}
