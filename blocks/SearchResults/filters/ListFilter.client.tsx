'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useId } from 'react'
import { useRefinementList } from 'react-instantsearch'

import { useOptimisticChoices } from '@/components/interaction/useOptimisticChoices'
import { visibleFacetItems } from '@/domain/vehicles/facets'
import type { RefinementAttribute } from '@/domain/search/routing'
import { useSearchUi } from '../uiContext'
import { facetLabel } from './labels'

/** How many values show before 'Show more'. */
const FIRST_VALUES = 6

type Props = { attribute: RefinementAttribute; label: string; limit: number; minValues?: number }

/**
 * A checkbox list of a facet's values with counts (body, fuel, transmission, drive, colour, location,
 * dealership, seats). Under `minValues` values it is left out unless one is chosen (so it can be cleared).
 */
export function ListFilter({ attribute, label, limit, minValues = 1 }: Props) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: FIRST_VALUES,
    showMore: true,
    showMoreLimit: limit,
  })
  const { settings } = useSearchUi()
  const listId = useId()
  const choices = useOptimisticChoices()
  const shown = visibleFacetItems(attribute, items, { stockCertifiedOnly: settings.stockCertifiedOnly })
  if (!shown.length || (shown.length < minValues && !shown.some((item) => item.isRefined))) return null
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{label}</legend>
      <ul className="filter__options" id={listId}>
        {shown.map((item) => (
          <li key={item.value}>
            <label className="check">
              <input type="checkbox" checked={choices.shown(item.value, item.isRefined)} onChange={() => choices.toggle(item.value, item.isRefined, () => refine(item.value))} />
              <span className="check__label">{facetLabel(attribute, item.value)}</span>
              <span className="check__count">
                {formatNumber(item.count)}
                <span className="visually-hidden"> results</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" className="filter__more" aria-expanded={isShowingMore} aria-controls={listId} onClick={toggleShowMore}>
          {isShowingMore ? `Show fewer ${label.toLowerCase()} options` : `Show more ${label.toLowerCase()} options`}
        </button>
      ) : null}
    </fieldset>
  )
}
