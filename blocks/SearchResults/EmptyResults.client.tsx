'use client'

import { EMPTY_RESULTS } from '../../src/domain/vehicles/emptyResults'
import { ClearFiltersButton } from './filters/ClearFilters.client'
import { useSearchUi } from './uiContext'

/** Spec 01 §2, §8: the offers and search empty states, each with Clear Filters. */
export function EmptyResults() {
  const { variant, subHeadingLevel } = useSearchUi()
  const copy = EMPTY_RESULTS[variant]
  const Heading = subHeadingLevel === 2 ? 'h3' : 'h4'
  return (
    <div className="empty-results">
      {copy.title ? <Heading className="empty-results__title">{copy.title}</Heading> : null}
      <p className="empty-results__message">{copy.message}</p>
      <ClearFiltersButton className="button button--primary" />
    </div>
  )
}
