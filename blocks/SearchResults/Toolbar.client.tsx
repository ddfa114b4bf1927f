'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSearchBox, useSortBy } from 'react-instantsearch'

import { afterNextPaint } from '@/components/interaction/afterNextPaint'
import { CAR_NOUN, CARAVAN_NOUN } from '@/domain/vehicles/counts'
import { SEARCH_BOX_DEBOUNCE_MS } from '@/domain/vehicles/facets'
import { SORT_OPTIONS } from '@/lib/search/uiFilters'
import { useSearchUi } from './uiContext'
import { useItemNoun, useResultCount } from './useCounts'

/** The keyword search (300 ms debounce); Enter searches at once. */
export function SearchBox() {
  const { query, refine } = useSearchBox()
  const [value, setValue] = useState(query)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const focused = useRef(false)
  const id = useId()

  // A query changed elsewhere (Back, Clear Filters) shows here, unless the shopper is typing.
  useEffect(() => {
    if (!focused.current) setValue(query)
  }, [query])
  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (next: string) => {
    setValue(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => refine(next), SEARCH_BOX_DEBOUNCE_MS)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    clearTimeout(timer.current)
    refine(value)
  }
  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="search-box__label">
        Search our stock
      </label>
      <div className="search-box__row">
        <input
          id={id}
          type="search"
          className="search-box__input"
          value={value}
          placeholder="Make, model or keyword"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onFocus={() => (focused.current = true)}
          onBlur={() => (focused.current = false)}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  )
}

/** Most relevant, latest, highest and lowest price. */
export function SortSelect() {
  const { currentRefinement, options, refine } = useSortBy({ items: SORT_OPTIONS })
  const id = useId()
  // The chosen order shows at once; the search for it runs after that paint (afterNextPaint: INP).
  const [chosen, setChosen] = useState<string | null>(null)
  const choose = (value: string) => {
    setChosen(value)
    afterNextPaint(() => {
      refine(value)
      setChosen(null)
    })
  }
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={chosen ?? currentRefinement} onChange={(e) => choose(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** '123 cars': the results' heading, where Show Me N cars and pagination move focus; announced politely. */
export function ResultCount() {
  const ui = useSearchUi()
  const noun = useItemNoun() === 'caravans' ? CARAVAN_NOUN : CAR_NOUN
  const n = useResultCount()
  const Tag = ui.subHeadingLevel === 2 ? 'h2' : 'h3'
  return (
    <Tag className="search-results__count" id={ui.resultsHeadingId} tabIndex={-1}>
      <span role="status">
        {formatNumber(n)} {n === 1 ? noun.singular : noun.plural}
        {ui.variant === 'offers' ? ' on special' : ''}
      </span>
    </Tag>
  )
}
