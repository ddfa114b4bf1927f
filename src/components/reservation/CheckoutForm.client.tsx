'use client'
/**
 * The reservation form: contact details (prefilled from the signed-in customer), the terms, and
 * 'Pay $X deposit'. Checked here with the server's own schema, then POST /api/reserve opens the
 * hosted checkout and the browser goes to the payment page. Used by the reservation page and by the
 * online purchase journey's Deposit step (which passes its stored journey's lead id).
 */
import { useEffect, useId, useRef, useState } from 'react'

import { validate, type FieldError } from '@/domain/forms/errors'
import { MESSAGES } from '@/domain/forms/messages'
import { CHECKOUT_LABELS, CHECKOUT_TERMS_LABEL, type CheckoutField } from '@/domain/reservation/checkoutFields'
import { CheckboxField, TextField } from '../forms/fields.client'
import { ErrorSummary, SubmitButton } from '../forms/feedback.client'
import { touches } from '../forms/browser'
import { lazySchemas, whenIdle } from '../forms/lazySchemas'

// The form's checks (and zod with them) load once the page is idle, not with it (lazySchemas.ts).
const schemas = lazySchemas(() => import('@/domain/reservation/checkoutForm'))
const UNREACHABLE = 'We could not reach the server, so no money was taken. Please check your connection and try again.'

type Props = {
  carId: number
  payLabel: string
  initial: Record<CheckoutField, string>
  journeyLead?: string | null
  /** The journey's Review step took the terms already: not asked again here. */
  termsAgreed?: boolean
  /** 3 inside the journey's Deposit step, whose own heading is an h2. */
  headingLevel?: 2 | 3
}

const FIELDS: { name: CheckoutField; autoComplete: string; type?: string; inputMode?: 'email' | 'tel' | 'numeric'; maxLength: number }[] = [
  { name: 'name', autoComplete: 'given-name', maxLength: 60 },
  { name: 'last_name', autoComplete: 'family-name', maxLength: 60 },
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 },
  { name: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', maxLength: 25 },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
]

/** The details without the terms box, which the journey's deposit step does not show (its lead holds the agreement). */
function withoutTerms(values: Record<string, string | boolean>): Record<string, string | boolean> {
  const { terms_conditions: _unused, ...rest } = values
  return rest
}

export function CheckoutForm({ carId, payLabel, initial, journeyLead = null, termsAgreed = false, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const
  const formId = `rsv${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [values, setValues] = useState<Record<string, string | boolean>>({ ...initial, terms_conditions: false })
  const [errors, setErrors] = useState<FieldError[]>([])
  const [alert, setAlert] = useState<{ message: string; href?: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [focusSummary, setFocusSummary] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus()
  }, [focusSummary])
  useEffect(() => whenIdle(() => void schemas().catch(() => undefined)), [])

  const errorOf = (name: string) => errors.find((e) => e.field === name)?.message ?? null
  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (errors.some((e) => e.field === name)) setErrors((list) => list.filter((e) => e.field !== name))
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setAlert(null)
    let checks: Awaited<ReturnType<typeof schemas>>
    try {
      checks = await schemas()
    } catch {
      setAlert({ message: UNREACHABLE })
      return
    }
    const checked = validate(termsAgreed ? checks.checkoutContactSchema : checks.checkoutFormSchema, values)
    if (!checked.ok) {
      setErrors(checked.errors)
      setFocusSummary((n) => n + 1)
      return
    }
    setErrors([])
    setSubmitting(true)
    try {
      const res = await fetch('/api/reserve', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId, fields: termsAgreed ? withoutTerms(values) : values, ...(journeyLead ? { journey_lead: journeyLead } : {}), attribution: touches() }),
      })
      const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string; errors?: FieldError[]; signIn?: string }
      if (res.status === 201 && body.url) {
        // Off to the payment service's own page; the button stays busy until the browser leaves.
        window.location.assign(body.url)
        return
      }
      if (res.status === 400 && body.errors?.some((e) => e.field !== '_form')) {
        setErrors(body.errors)
        setFocusSummary((n) => n + 1)
      } else {
        setAlert({ message: body.message ?? MESSAGES.submitFailed, href: body.signIn })
      }
    } catch {
      setAlert({ message: UNREACHABLE })
    }
    setSubmitting(false)
  }

  return (
    <form className="lead-form rsv-form" noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`} data-testid="reservation-form">
      <Heading id={`${formId}-title`} className="lead-form__step-title">
        Your details
      </Heading>
      <ErrorSummary ref={summaryRef} formId={formId} errors={errors} labels={CHECKOUT_LABELS} />
      <div className="form-grid">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            formId={formId}
            name={f.name}
            label={CHECKOUT_LABELS[f.name]}
            required
            value={String(values[f.name] ?? '')}
            onChange={(v) => set(f.name, v)}
            error={errorOf(f.name)}
            type={f.type}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            maxLength={f.maxLength}
          />
        ))}
      </div>
      {termsAgreed ? (
        // Asked once: the journey's Review step took the same terms, and its stored lead records them.
        <p className="form-note" data-testid="terms-agreed">
          You agreed to the reservation <a href="/terms-and-conditions">terms and conditions</a> on the Review step.
        </p>
      ) : (
        <CheckboxField
          formId={formId}
          name="terms_conditions"
          label={CHECKOUT_TERMS_LABEL}
          required
          checked={values.terms_conditions === true}
          onChange={(v) => set('terms_conditions', v)}
          error={errorOf('terms_conditions')}
        />
      )}
      {alert ? (
        <div className="form-alert" role="alert">
          {alert.message}
          {alert.href ? (
            <>
              {' '}
              <a href={alert.href}>Sign in</a>
            </>
          ) : null}
        </div>
      ) : null}
      <p className="form-note">You will pay on our payment provider’s secure page, then come back here.</p>
      <div className="lead-form__actions">
        <SubmitButton submitting={submitting} label={payLabel} busyLabel="Opening the payment page…" />
      </div>
    </form>
  )
}
