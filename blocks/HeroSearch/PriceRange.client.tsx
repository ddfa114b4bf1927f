'use client'

import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent } from 'react'

import {
  clampPrice,
  moneyInputText,
  moneyText,
  parseMoney,
  type PriceBounds,
  type PriceRange as Range,
} from './heroSearchUrl'

type Side = 'min' | 'max'
const SIDE_LABEL: Record<Side, string> = { min: 'Minimum price', max: 'Maximum price' }

/**
 * The price-range search: two money boxes ('$' prefix, thousand separators) with
 * quick-pick amounts, and a two-thumb slider (native range inputs: arrow keys, Page Up/Down, Home/End)
 * from 5,000 to 250,000 in steps of 500. The thumbs never cross: min stays a step below max.
 */
export function PriceRange({ bounds, picks, value, onChange }: { bounds: PriceBounds; picks: readonly number[]; value: Range; onChange: (next: Range) => void }) {
  const id = useId()
  const [text, setText] = useState({ min: moneyInputText(value.min), max: moneyInputText(value.max) })
  // The range moved by slider or pick: show it in the boxes.
  useEffect(() => setText({ min: moneyInputText(value.min), max: moneyInputText(value.max) }), [value.min, value.max])

  const set = (side: Side, n: number) => onChange(clampPrice({ ...value, [side]: n }, side, bounds))
  const fromText = (side: Side) => {
    const n = parseMoney(text[side])
    if (n === null) setText({ ...text, [side]: moneyInputText(value[side]) })
    else if (n === value[side]) setText({ ...text, [side]: moneyInputText(n) })
    else set(side, n)
  }
  const onKeyDown = (side: Side) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the amount without submitting the whole search.
    if (event.key === 'Enter') {
      event.preventDefault()
      fromText(side)
    }
  }
  const span = bounds.max - bounds.min
  const pickList = (side: Side) => picks.filter((p) => (side === 'min' ? p < bounds.max : p > bounds.min) && p >= bounds.min && p <= bounds.max)

  return (
    <fieldset className="price-range">
      <legend className="price-range__legend">Price range</legend>
      <div className="price-range__fields">
        {(['min', 'max'] as const).map((side) => (
          <div className="price-range__field" key={side}>
            <label htmlFor={`${id}-${side}`}>{SIDE_LABEL[side]}</label>
            <div className="price-range__box">
              <span aria-hidden="true">$</span>
              <input
                id={`${id}-${side}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={text[side]}
                onChange={(e) => setText({ ...text, [side]: e.target.value })}
                onBlur={() => fromText(side)}
                onKeyDown={onKeyDown(side)}
              />
              <select
                className="price-range__picks"
                aria-label={`${SIDE_LABEL[side]} quick picks`}
                value={pickList(side).includes(value[side]) ? String(value[side]) : ''}
                onChange={(e) => e.target.value && set(side, Number(e.target.value))}
              >
                <option value="">Quick pick</option>
                {pickList(side).map((p) => (
                  <option key={p} value={p}>
                    {moneyText(p)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
      </div>
      <div
        className="price-range__sliders"
        style={{ '--low': `${((value.min - bounds.min) / span) * 100}%`, '--high': `${((value.max - bounds.min) / span) * 100}%` } as CSSProperties}
      >
        {(['min', 'max'] as const).map((side) => (
          <input
            key={side}
            type="range"
            aria-label={`${SIDE_LABEL[side]} slider`}
            aria-valuetext={moneyText(value[side])}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={value[side]}
            data-side={side}
            onChange={(e) => set(side, Number(e.target.value))}
          />
        ))}
      </div>
      <p className="price-range__summary" aria-hidden="true">
        {moneyText(value.min)} – {moneyText(value.max)}
        {value.max >= bounds.max ? '+' : ''}
      </p>
    </fieldset>
  )
}
