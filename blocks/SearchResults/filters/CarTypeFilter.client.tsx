'use client'

import { useId } from 'react'
import { useInstantSearch, useRefinementList } from 'react-instantsearch'

import { carTypeOptions, carTypesForOption, selectedCarTypeOption, type CarTypeOptionId } from '@/domain/vehicles/carType'
import { withRefinement, type SearchUiState } from '@/domain/search/routing'

/**
 * The car-type toggle: All, New, Used, Demo, New / Demo as the block lists them. One
 * option is chosen at a time; New / Demo sets new and demo together. Native radios, so arrow keys
 * move between options.
 */
export function CarTypeFilter({ label, optionIds }: { label: string; optionIds: CarTypeOptionId[] }) {
  // Mounted so the car-type refinement applies (the toggle sets the values itself), and for the counts.
  const { items } = useRefinementList({ attribute: 'car_type', limit: 6 })
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const name = useId()
  const options = carTypeOptions(optionIds)
  const current = indexUiState.refinementList?.car_type ?? []
  const selected = selectedCarTypeOption(options, current)
  // A type the dealer has none of is no choice at all; with one type in stock (a used-only dealer)
  // there is nothing to choose, unless the address asks for a type.
  const inStock = new Set(items.filter((i) => i.count > 0).map((i) => i.value))
  if (inStock.size <= 1 && current.length === 0) return null
  const offered = options.filter((o) => o === selected || o.carTypes.length === 0 || o.carTypes.some((t) => inStock.has(t)))

  return (
    <fieldset className="filter filter--car-type">
      <legend className="filter__legend">{label}</legend>
      <div className="segmented">
        {offered.map((option) => (
          <label key={option.id} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={selected?.id === option.id}
              onChange={() =>
                setIndexUiState((state) => withRefinement(state as SearchUiState, 'car_type', carTypesForOption(option)) as typeof state)
              }
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
