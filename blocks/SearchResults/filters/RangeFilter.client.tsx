'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useRange } from 'react-instantsearch'

import { formatAud } from '@/domain/vehicles/price'
import {
  clampRange,
  isRoundedAttribute,
  RANGE_DEBOUNCE_MS,
  RANGE_ROUNDING,
  rangeStep,
  roundForAttribute,
  type RangeBounds,
  type RangeRefinement,
} from '@/domain/vehicles/range'
import type { RangeAttribute } from '@/domain/search/routing'

type Unit = 'money' | 'km' | 'year'
type Side = 'min' | 'max'


function formatValue(value: number, unit: Unit): string {
  if (unit === 'money') return formatAud(value)
  if (unit === 'km') return `${formatNumber(value)} km`
  return String(value)
}

/** The slider's ends: the results' own min and max, widened to whole thousands for price and km. */
function sliderBounds(attribute: RangeAttribute, range: { min?: number; max?: number }): RangeBounds | null {
  const { min, max } = range
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max) || min >= max) return null
  if (!isRoundedAttribute(attribute)) return { min, max }
  return { min: Math.floor(min / RANGE_ROUNDING) * RANGE_ROUNDING, max: Math.ceil(max / RANGE_ROUNDING) * RANGE_ROUNDING }
}

const show = (r: RangeRefinement) => ({
  min: r.min !== undefined ? formatNumber(r.min) : '',
  max: r.max !== undefined ? formatNumber(r.max) : '',
})

const finite = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined)

/**
 * A range filter: two labelled number inputs and two labelled sliders. Values
 * round (price and km to the nearest 1000) and clamp to the range; min never passes max. Sliders
 * apply after 400 ms of stillness; the number inputs on Enter or when focus leaves them.
 */
export function RangeFilter({ attribute, label, unit }: { attribute: RangeAttribute; label: string; unit: Unit }) {
  const { start, range, refine } = useRange({ attribute })
  const bounds = sliderBounds(attribute, range)
  const refinedMin = finite(start[0])
  const refinedMax = finite(start[1])
  const shown = () => (bounds ? clampRange({ min: refinedMin, max: refinedMax }, bounds) : { min: refinedMin, max: refinedMax })
  // Start from the refinement, so the server HTML already shows the address's limits.
  const [draft, setDraft] = useState<RangeRefinement>(shown)
  const [text, setText] = useState(() => show(shown()))
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const id = useId()
  const noun = label.toLowerCase()

  // The refinement changed elsewhere (the address, Back, Clear Filters): show it.
  useEffect(() => {
    clearTimeout(timer.current)
    const r = shown()
    setDraft(r)
    setText(show(r))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refinement or new bounds resets the inputs
  }, [refinedMin, refinedMax, bounds?.min, bounds?.max])
  useEffect(() => () => clearTimeout(timer.current), [])

  if (!bounds) return null
  const step = isRoundedAttribute(attribute) ? Math.max(RANGE_ROUNDING, Math.round(rangeStep(bounds) / RANGE_ROUNDING) * RANGE_ROUNDING) : 1

  const commit = (next: RangeRefinement) => {
    clearTimeout(timer.current)
    const r = clampRange(next, bounds)
    // A side at its end is no limit at all (and InstantSearch refuses values outside the results' own range).
    refine([r.min === undefined || r.min <= bounds.min ? undefined : r.min, r.max === undefined || r.max >= bounds.max ? undefined : r.max])
  }

  const set = (side: Side, value: number | undefined, when: 'now' | 'debounced') => {
    const rounded = value === undefined ? undefined : roundForAttribute(attribute, value, bounds)
    const next = clampRange({ ...draft, [side]: rounded }, bounds)
    setDraft(next)
    setText(show(next))
    if (when === 'now') commit(next)
    else {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => commit(next), RANGE_DEBOUNCE_MS)
    }
  }

  const fromText = (side: Side) => {
    const digits = text[side].replace(/[^\d]/g, '')
    const value = digits ? Number(digits) : undefined
    if (value === draft[side]) return
    set(side, value, 'now')
  }
  const onKeyDown = (side: Side) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') fromText(side)
  }

  const low = draft.min ?? bounds.min
  const high = draft.max ?? bounds.max
  const span = bounds.max - bounds.min

  return (
    <fieldset className="filter filter--range">
      <legend className="filter__legend">{label}</legend>
      <div className="range__inputs">
        {(['min', 'max'] as const).map((side) => (
          <div key={side} className="range__field">
            <label htmlFor={`${id}-${side}`}>{side === 'min' ? `Minimum ${noun}` : `Maximum ${noun}`}</label>
            <div className="range__input-wrap" data-unit={unit}>
              {unit === 'money' ? <span aria-hidden="true">$</span> : null}
              <input
                id={`${id}-${side}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="Any"
                value={text[side]}
                onChange={(e) => setText({ ...text, [side]: e.target.value })}
                onBlur={() => fromText(side)}
                onKeyDown={onKeyDown(side)}
              />
              {unit === 'km' ? <span aria-hidden="true">km</span> : null}
            </div>
          </div>
        ))}
      </div>
      <div
        className="range__sliders"
        style={{ '--low': `${((low - bounds.min) / span) * 100}%`, '--high': `${((high - bounds.min) / span) * 100}%` } as CSSProperties}
      >
        <input
          type="range"
          aria-label={`Minimum ${noun} slider`}
          aria-valuetext={formatValue(low, unit)}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={low}
          onChange={(e) =>
            set('min', Number(e.target.value) <= bounds.min ? undefined : Math.min(Number(e.target.value), high), 'debounced')
          }
        />
        <input
          type="range"
          aria-label={`Maximum ${noun} slider`}
          aria-valuetext={formatValue(high, unit)}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={high}
          onChange={(e) =>
            set('max', Number(e.target.value) >= bounds.max ? undefined : Math.max(Number(e.target.value), low), 'debounced')
          }
        />
      </div>
      <p className="range__summary" aria-hidden="true">
        {formatValue(low, unit)} – {formatValue(high, unit)}
        {draft.max === undefined ? '+' : ''}
      </p>
    </fieldset>
  )
}
