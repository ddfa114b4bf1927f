'use client'

import type { ChangeEvent } from 'react'

export type FinanceSliderProps = {
  id: string
  label: string
  /** Accessible name of the number box, e.g. "Loan amount in dollars". */
  boxLabel: string
  value: number
  text: string
  min: number
  max: number
  step: number
  /** When set, the slider steps through these values (custom term increments). */
  increments?: number[]
  prefix?: string
  suffix?: string
  /** Read out for the slider's value ("$30,000", "5 years", "8.5% p.a."). */
  valueText: string
  minText: string
  maxText: string
  message: string | null
  disabled?: boolean
  onSlide: (value: number) => void
  onType: (text: string) => void
  onBlur?: () => void
}

/**
 * One calculator input: a labelled native range slider (arrow keys, Page Up/Down, Home/End) with a
 * number box beside it for typing, and the bounds message under both.
 */
export function FinanceSlider(props: FinanceSliderProps) {
  const { id, increments } = props
  const stepped = increments && increments.length > 0
  const index = stepped ? Math.max(0, increments.indexOf(props.value)) : 0
  const messageId = `${id}-message`
  const onRange = (e: ChangeEvent<HTMLInputElement>) => {
    const n = Number(e.target.value)
    props.onSlide(stepped ? increments[n] ?? increments[0]! : n)
  }
  return (
    <div className="fin-field" data-invalid={props.message ? 'true' : undefined}>
      <div className="fin-field__head">
        <label className="fin-field__label" htmlFor={`${id}-range`}>
          {props.label}
        </label>
        <div className="fin-field__box">
          {props.prefix ? <span aria-hidden="true">{props.prefix}</span> : null}
          <input
            id={`${id}-box`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-label={props.boxLabel}
            aria-invalid={props.message ? true : undefined}
            aria-describedby={props.message ? messageId : undefined}
            value={props.text}
            readOnly={props.disabled}
            aria-readonly={props.disabled || undefined}
            onChange={(e) => props.onType(e.target.value)}
            onBlur={props.onBlur}
          />
          {props.suffix ? <span aria-hidden="true">{props.suffix}</span> : null}
        </div>
      </div>
      <input
        id={`${id}-range`}
        className="fin-field__range"
        type="range"
        min={stepped ? 0 : props.min}
        max={stepped ? increments.length - 1 : props.max}
        step={stepped ? 1 : props.step}
        value={stepped ? index : props.value}
        aria-valuetext={props.valueText}
        aria-describedby={props.message ? messageId : undefined}
        disabled={props.disabled}
        onChange={onRange}
      />
      <div className="fin-field__scale" aria-hidden="true">
        <span>{props.minText}</span>
        <span>{props.maxText}</span>
      </div>
      <p id={messageId} className="fin-field__message" role="alert">
        {props.message ?? ''}
      </p>
    </div>
  )
}
