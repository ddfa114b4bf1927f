'use client'
/**
 * Accessible form controls: every input has a visible label, required fields say so, and an error is
 * tied to its field with aria-invalid and aria-describedby (the hint too). Ids come from the form's id
 * and the field name, so the error summary can link to each field.
 *
 * Until React has hydrated the form, its fields take no input (text fields read-only, choices
 * disabled): what a shopper typed into the server's HTML would be dropped when React takes the field
 * over with its own empty value, and on a slow phone that is the first second or two.
 */
import type { ReactNode } from 'react'

import { useHydrated } from '@/components/hydration/useHydrated.client'

import { parseLabelMarkup } from '@/domain/forms/markup'
import { MESSAGES } from '@/domain/forms/messages'

export const fieldId = (formId: string, name: string) => `${formId}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

type Common = {
  formId: string
  name: string
  label: ReactNode
  error?: string | null
  hint?: string
  required?: boolean
}

/** The minimal service step has one message for the whole step: shown once, in the summary, not under each field. */
const stepLevel = (error?: string | null) => error === MESSAGES.stepIncomplete

function describedBy(id: string, error?: string | null, hint?: string) {
  const formId = id.split('-')[0]
  const errorId = !error ? null : stepLevel(error) ? `${formId}-errors-title` : `${id}-error`
  return [hint ? `${id}-hint` : null, errorId].filter(Boolean).join(' ') || undefined
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label className="form-field__label" htmlFor={id}>
      {label}
      {required ? <span className="form-field__required" aria-hidden="true"> *</span> : <span className="form-field__optional"> (optional)</span>}
    </label>
  )
}

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error && !stepLevel(error) ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </>
  )
}

export function TextField(
  props: Common & { value: string; onChange: (v: string) => void; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number; pattern?: string; min?: string },
) {
  const id = fieldId(props.formId, props.name)
  const hydrated = useHydrated()
  return (
    <div className={`form-field${props.error ? ' form-field--invalid' : ''}`}>
      <Label id={id} label={props.label} required={props.required} />
      <input
        id={id}
        name={props.name}
        className="form-field__control"
        readOnly={!hydrated}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        min={props.min}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      />
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  )
}

export function TextAreaField(props: Common & { value: string; onChange: (v: string) => void; rows?: number; maxLength?: number }) {
  const id = fieldId(props.formId, props.name)
  const hydrated = useHydrated()
  return (
    <div className={`form-field${props.error ? ' form-field--invalid' : ''}`}>
      <Label id={id} label={props.label} required={props.required} />
      <textarea
        id={id}
        name={props.name}
        className="form-field__control"
        readOnly={!hydrated}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      />
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  )
}

export function SelectField(props: Common & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; placeholder?: string; autoComplete?: string }) {
  const id = fieldId(props.formId, props.name)
  const hydrated = useHydrated()
  return (
    <div className={`form-field${props.error ? ' form-field--invalid' : ''}`}>
      <Label id={id} label={props.label} required={props.required} />
      <select
        id={id}
        name={props.name}
        className="form-field__control"
        disabled={!hydrated}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      >
        <option value="">{props.placeholder ?? 'Please choose'}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  )
}

/** A group of radio buttons in a fieldset; the first radio carries the id the error summary links to. */
export function RadioGroup(props: Common & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  const id = fieldId(props.formId, props.name)
  const hydrated = useHydrated()
  return (
    <fieldset
      className={`form-field form-radios${props.error ? ' form-field--invalid' : ''}`}
      disabled={!hydrated}
      aria-describedby={describedBy(id, props.error, props.hint)}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="form-field__label">
        {props.label}
        {props.required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
      </legend>
      <div className="form-radios__options">
        {props.options.map((o, i) => (
          <label key={o.value} className="form-radios__option">
            <input
              id={i === 0 ? id : `${id}-${i}`}
              type="radio"
              name={`${props.formId}-${props.name}`}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
              required={props.required}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <Messages id={id} error={props.error} hint={props.hint} />
    </fieldset>
  )
}

/** A checkbox whose label may carry the dealer's safe markup ("the checkbox label renders as markup"). */
export function CheckboxField(props: Omit<Common, 'label'> & { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = fieldId(props.formId, props.name)
  const hydrated = useHydrated()
  return (
    <div className={`form-field form-check${props.error ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        disabled={!hydrated}
        name={props.name}
        className="form-check__box"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      />
      <label htmlFor={id} className="form-check__label">
        <Markup source={props.label} />
      </label>
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  )
}

export function Markup({ source }: { source: string }) {
  return (
    <>
      {parseLabelMarkup(source).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target={part.href.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
            {part.text}
          </a>
        ) : part.kind === 'strong' ? (
          <strong key={i}>{part.text}</strong>
        ) : part.kind === 'em' ? (
          <em key={i}>{part.text}</em>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}
