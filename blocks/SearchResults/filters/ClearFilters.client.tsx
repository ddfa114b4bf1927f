'use client'

import type { MouseEvent } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import { CLEAR_FILTERS_LABEL } from '@/domain/vehicles/emptyResults'
import { useSearchUi } from '../uiContext'

/**
 * Clear Filters: every refinement, the query and the page go; the sort stays. It is a link to the
 * bare results address, so it works before the page's scripts have loaded too.
 */
export function ClearFiltersButton({ className }: { className?: string }) {
  const { setIndexUiState } = useInstantSearch()
  const { clearHref, withDefaults } = useSearchUi()
  const clear = (event: MouseEvent) => {
    event.preventDefault()
    setIndexUiState((state) => ({
      ...withDefaults(state.sortBy ? { sortBy: state.sortBy } : {}),
      ...(state.configure ? { configure: state.configure } : {}),
    }))
  }
  return (
    <a href={clearHref || '?'} className={className} onClick={clear}>
      {CLEAR_FILTERS_LABEL}
    </a>
  )
}
