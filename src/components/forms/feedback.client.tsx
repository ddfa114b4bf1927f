'use client'
/**
 * How a form reports problems: 'Please fix the following errors:' over a list of links
 * to the fields (focused after a failed submit, so screen readers read it and keyboard users can jump),
 * and a destructive alert for a form-level error. Plus the progress list and the submit button with its
 * spinner.
 */
import { forwardRef } from 'react'

import { stepMessage, type FieldError } from '@/domain/forms/errors'
import { MESSAGES } from '@/domain/forms/messages'
import { useHydrated } from '@/components/hydration/useHydrated.client'
import { fieldId } from './fields.client'

export const ErrorSummary = forwardRef<HTMLDivElement, { formId: string; errors: FieldError[]; labels: Record<string, string> }>(function ErrorSummary(
  { formId, errors, labels },
  ref,
) {
  const fieldErrors = errors.filter((e) => e.field !== '_form')
  if (fieldErrors.length === 0) return null
  // The minimal service step has one message for the whole step, not a list.
  const single = stepMessage(fieldErrors)
  if (single) {
    return (
      <div ref={ref} className="form-errors" role="alert" tabIndex={-1}>
        <p id={`${formId}-errors-title`} className="form-errors__title">
          {single}
        </p>
      </div>
    )
  }
  return (
    <div ref={ref} className="form-errors" role="group" aria-labelledby={`${formId}-errors-title`} tabIndex={-1}>
      <p id={`${formId}-errors-title`} className="form-errors__title">
        {MESSAGES.fixErrors}
      </p>
      <ul className="form-errors__list">
        {fieldErrors.map((e) => {
          const id = fieldId(formId, e.field)
          return (
            <li key={e.field}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(id)?.focus()
                }}
              >
                {labels[e.field] ? `${labels[e.field]}: ` : ''}
                {e.message}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
})

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  )
}

export function StepList({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="form-steps" aria-label="Progress">
      {steps.map((label, i) => (
        <li key={label} className={`form-steps__step${i < current ? ' is-done' : ''}${i === current ? ' is-current' : ''}`} aria-current={i === current ? 'step' : undefined}>
          <span className="form-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="form-steps__label">
            {label}
            {i < current ? <span className="visually-hidden"> (completed)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  )
}

/**
 * Disabled until React has hydrated the form as well as while sending: pressed before, the browser
 * would submit the form itself, as a GET to this page with the shopper's details in its address.
 */
export function SubmitButton({ submitting, label, busyLabel = 'Sending…' }: { submitting: boolean; label: string; busyLabel?: string }) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className="button button--primary form-submit" disabled={submitting || !hydrated} aria-busy={submitting || undefined}>
      {submitting ? <span className="form-spinner" aria-hidden="true" /> : null}
      <span>{submitting ? busyLabel : label}</span>
    </button>
  )
}

/** Invisible to people (off-screen, aria-hidden, out of the tab order); bots fill it and are ignored. */
export function Honeypot({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
