'use client'

import { useCurrentRefinements } from 'react-instantsearch'

/** Opens the filters drawer on small screens; says how many filters are on. */
export function FiltersButton({ expanded, onOpen }: { expanded: boolean; onOpen: () => void }) {
  const { items } = useCurrentRefinements()
  const n = items.reduce((sum, item) => sum + item.refinements.length, 0)
  return (
    <button
      type="button"
      className="button button--secondary search-results__filters-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      Filters{n ? ` (${n})` : ''}
    </button>
  )
}
