'use client'

import { useId, useRef } from 'react'

import type { CarTypeOptionId } from '@/domain/vehicles/carType'
import type { FilterPanel } from '@/lib/search/uiFilters'
import { CarTypeFilter } from './filters/CarTypeFilter.client'
import { ClearFiltersButton } from './filters/ClearFilters.client'
import { ListFilter } from './filters/ListFilter.client'
import { MakeFilter } from './filters/MakeFilter.client'
import { RangeFilter } from './filters/RangeFilter.client'
import { ShowMeButton } from './ShowMeButton.client'
import { goToResults, useSearchUi } from './uiContext'
import { DRAWER_QUERY, useDrawer, useMediaQuery } from './useDrawer'

type Props = { panels: FilterPanel[]; carTypeOptionIds: CarTypeOptionId[]; open: boolean; onClose: () => void }

function Panel({ panel, carTypeOptionIds }: { panel: FilterPanel; carTypeOptionIds: CarTypeOptionId[] }) {
  switch (panel.kind) {
    case 'carType':
      return <CarTypeFilter label={panel.label} optionIds={carTypeOptionIds} />
    case 'make':
      return <MakeFilter label={panel.label} />
    case 'model':
      return <ListFilter attribute="make_model" label={panel.label} limit={250} />
    case 'range':
      return <RangeFilter attribute={panel.attribute} label={panel.label} unit={panel.unit} />
    case 'list':
      return <ListFilter attribute={panel.attribute} label={panel.label} limit={panel.limit} minValues={panel.minValues} />
  }
}

/**
 * The filter panels in the block's order: a sidebar on large screens, a modal drawer on small ones
 * (opened by the toolbar's Filters button).
 */
export function FiltersPanel({ panels, carTypeOptionIds, open, onClose }: Props) {
  const ui = useSearchUi()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const isDrawer = useMediaQuery(DRAWER_QUERY)
  useDrawer(ref, isDrawer && open, onClose)

  const showResults = () => {
    onClose()
    // After the drawer has returned focus to its opener, move on to the results.
    setTimeout(() => goToResults(ui), 50)
  }

  return (
    <div
      ref={ref}
      className="filters"
      data-open={open}
      {...(isDrawer ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : { role: 'region', 'aria-labelledby': titleId })}
    >
      <div className="filters__header">
        {ui.subHeadingLevel === 2 ? (
          <h2 id={titleId} className="filters__title">
            Filter results
          </h2>
        ) : (
          <h3 id={titleId} className="filters__title">
            Filter results
          </h3>
        )}
        <button type="button" className="filters__close" aria-label="Close filters" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="filters__body">
        {panels.map((panel) => (
          <Panel key={panel.id} panel={panel} carTypeOptionIds={carTypeOptionIds} />
        ))}
      </div>
      <div className="filters__footer">
        <ClearFiltersButton className="button button--secondary" />
        <ShowMeButton onShow={showResults} />
      </div>
    </div>
  )
}
