'use client'
/**
 * The online purchase journey's steps: Vehicle → Trade-in → Finance → Delivery or pickup → Review →
 * Deposit, with Back and Next. Each step is checked with the domain's schema before Next (the messages
 * the server would give); the answers live in session storage, so a reload or the way back from the
 * payment page keeps them. Review stores the journey as a lead (POST /api/checkout-journey) before the
 * Deposit step, which is the reservation checkout with that lead attached.
 */
import { formatNumber } from '@/domain/format/numbers'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { validate, type FieldError } from '@/domain/forms/errors'
import { MESSAGES } from '@/domain/forms/messages'
import {
  CHECKOUT_LABELS,
  CHECKOUT_TERMS_LABEL,
  JOURNEY_STEPS,
  PAYMENT_METHODS,
  deliveryStepSchema,
  financeStepSchema,
  reviewStepSchema,
  tradeInStepSchema,
  type ReservationCopy,
} from '@/domain/reservation'
import { CheckboxField, RadioGroup, SelectField, TextField } from '../forms/fields.client'
import { ErrorSummary, FormAlert, StepList } from '../forms/feedback.client'
import { touches } from '../forms/browser'
import { CheckoutForm } from './CheckoutForm.client'
import { DepositCopy } from './DepositCopy'

type Car = { id: number; slug: string; name: string; price: string | null }
type Answers = {
  tradeIn: { has_trade_in: string; rego: string; make: string; model: string; km: string }
  finance: { payment_method: string }
  delivery: { handover: string; location_id: string; delivery_postcode: string }
  contact: { name: string; last_name: string; email: string; phone: string; postcode: string; terms_conditions: boolean }
}
type Stored = { step: number; answers: Answers; leadId: string | null; key: string }

type Props = {
  car: Car
  summary: ReactNode
  locations: { id: number; name: string }[]
  estimate: string | null
  copy: ReservationCopy
  prefill: Omit<Answers['contact'], 'terms_conditions'>
  cancelled: boolean
}

const LABELS: Record<string, string> = {
  ...CHECKOUT_LABELS,
  has_trade_in: 'Trade-in',
  rego: 'Registration',
  make: 'Make',
  model: 'Model',
  km: 'Kilometres',
  payment_method: 'How you will pay',
  handover: 'Delivery or pickup',
  location_id: 'Pickup location',
  delivery_postcode: 'Delivery postcode',
}

const storageKey = (carId: number) => `forecourt:journey:${carId}`
const newKey = () => `j${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`

function emptyAnswers(prefill: Props['prefill']): Answers {
  return {
    tradeIn: { has_trade_in: '', rego: '', make: '', model: '', km: '' },
    finance: { payment_method: '' },
    delivery: { handover: '', location_id: '', delivery_postcode: '' },
    contact: { ...prefill, terms_conditions: false },
  }
}

/** Only the fields of the chosen branch are checked (a 'no' trade-in has no rego). */
function stepCheck(step: number, a: Answers, locationIds: number[]): FieldError[] {
  const result =
    step === 1
      ? validate(tradeInStepSchema, a.tradeIn.has_trade_in === 'no' ? { has_trade_in: 'no' } : a.tradeIn)
      : step === 2
        ? validate(financeStepSchema, a.finance)
        : step === 3
          ? validate(deliveryStepSchema(locationIds), a.delivery.handover === 'delivery' ? { handover: 'delivery', delivery_postcode: a.delivery.delivery_postcode } : a.delivery.handover === 'pickup' ? { handover: 'pickup', location_id: a.delivery.location_id } : {})
          : step === 4
            ? validate(reviewStepSchema, a.contact)
            : ({ ok: true } as const)
  if (result.ok) return []
  // The discriminator's own message belongs to the radio group of the step.
  return result.errors.map((e) => (e.field === '_form' ? { field: step === 1 ? 'has_trade_in' : 'handover', message: e.message } : e))
}

export function JourneyWizard({ car, summary, locations, estimate, copy, prefill, cancelled }: Props) {
  const formId = `jr${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const locationIds = locations.map((l) => l.id)
  const [state, setState] = useState<Stored>({ step: 0, answers: emptyAnswers(prefill), leadId: null, key: '' })
  const [errors, setErrors] = useState<FieldError[]>([])
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [delivery, setDelivery] = useState<{ state: 'idle' | 'loading' | 'done'; text: string | null }>({ state: 'idle', text: null })
  const [focusTick, setFocusTick] = useState(0)
  const [summaryTick, setSummaryTick] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const restored = useRef(false)

  // Restore the journey of this car (a reload, or the way back from the payment page).
  useEffect(() => {
    let stored: Stored | null = null
    try {
      stored = JSON.parse(sessionStorage.getItem(storageKey(car.id)) ?? 'null') as Stored | null
    } catch {
      stored = null
    }
    restored.current = true
    setState(
      stored && stored.answers
        ? { ...stored, answers: { ...stored.answers, contact: { ...stored.answers.contact, terms_conditions: false } }, step: cancelled && stored.leadId ? 5 : Math.min(stored.step, stored.leadId ? 5 : 4) }
        : { step: 0, answers: emptyAnswers(prefill), leadId: null, key: newKey() },
    )
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (restored.current && state.key) sessionStorage.setItem(storageKey(car.id), JSON.stringify(state))
  }, [state, car.id])
  useEffect(() => {
    if (focusTick) headingRef.current?.focus()
  }, [focusTick])
  useEffect(() => {
    if (summaryTick) summaryRef.current?.focus()
  }, [summaryTick])

  const a = state.answers
  const errorOf = (name: string) => errors.find((e) => e.field === name)?.message ?? null
  const update = <K extends keyof Answers>(group: K, name: keyof Answers[K], value: string | boolean) => {
    setState((s) => ({ ...s, answers: { ...s.answers, [group]: { ...s.answers[group], [name]: value } } }))
    if (errors.some((e) => e.field === name)) setErrors((list) => list.filter((e) => e.field !== name))
  }
  const goTo = (step: number) => {
    setErrors([])
    setAlert(null)
    // Going back from the deposit means the answers may change: Review stores them again.
    setState((s) => (step < 5 && s.leadId ? { ...s, step, leadId: null, key: newKey() } : { ...s, step }))
    setFocusTick((n) => n + 1)
  }
  const fail = (list: FieldError[]) => {
    setErrors(list)
    setSummaryTick((n) => n + 1)
  }

  async function next(event: React.FormEvent) {
    event.preventDefault()
    setAlert(null)
    const problems = stepCheck(state.step, a, locationIds)
    if (problems.length > 0) return fail(problems)
    if (state.step < 4) return goTo(state.step + 1)
    // Review: store the journey, then the deposit.
    setBusy(true)
    try {
      const answers = {
        tradeIn: a.tradeIn.has_trade_in === 'no' ? { has_trade_in: 'no' } : a.tradeIn,
        finance: a.finance,
        delivery: a.delivery.handover === 'pickup' ? { handover: 'pickup', location_id: a.delivery.location_id } : { handover: 'delivery', delivery_postcode: a.delivery.delivery_postcode },
        contact: a.contact,
      }
      const res = await fetch('/api/checkout-journey', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_id: car.id, answers, idempotency_key: state.key, attribution: touches() }) })
      const body = (await res.json().catch(() => ({}))) as { lead_id?: string; message?: string; errors?: FieldError[] }
      if (res.ok && body.lead_id) {
        setState((s) => ({ ...s, leadId: body.lead_id!, step: 5 }))
        setErrors([])
        setFocusTick((n) => n + 1)
      } else if (body.errors?.length) {
        setAlert(`${body.message ?? MESSAGES.fixErrors} ${body.errors.map((e) => e.message).join(' ')}`)
      } else {
        setAlert(body.message ?? MESSAGES.submitFailed)
      }
    } catch {
      setAlert(MESSAGES.submitFailed)
    }
    setBusy(false)
  }

  async function estimateDelivery() {
    const postcode = a.delivery.delivery_postcode.trim()
    setDelivery({ state: 'loading', text: null })
    try {
      const res = await fetch(`/api/delivery?postcode=${encodeURIComponent(postcode)}&car_id=${encodeURIComponent(car.slug)}`)
      const body = (await res.json()) as { price?: number | null; region?: string | null; message?: string }
      setDelivery({
        state: 'done',
        text: res.ok && typeof body.price === 'number' ? `Delivery to ${body.region ?? postcode}: about $${formatNumber(body.price)}.` : (body.message ?? "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."),
      })
    } catch {
      setDelivery({ state: 'done', text: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote." })
    }
  }

  const step = state.step
  const title = JOURNEY_STEPS[step]!
  // The Review step shows the answers as they will be stored (ABC123, 85,000 km), not as typed.
  const tradeIn = tradeInStepSchema.safeParse(a.tradeIn)
  const tradeInText =
    tradeIn.success && tradeIn.data.has_trade_in === 'yes' ? `${tradeIn.data.rego} · ${tradeIn.data.make} ${tradeIn.data.model} · ${formatNumber(tradeIn.data.km)} km` : 'No trade-in'
  const method = PAYMENT_METHODS.find((m) => m.value === a.finance.payment_method)?.label
  const place = a.delivery.handover === 'pickup' ? `Pickup at ${locations.find((l) => String(l.id) === a.delivery.location_id)?.name ?? ''}` : a.delivery.handover === 'delivery' ? `Delivery to ${a.delivery.delivery_postcode}` : ''

  return (
    <div className="journey" data-testid="journey" data-step={step}>
      <StepList steps={[...JOURNEY_STEPS]} current={step} />
      {step === 5 ? (
        <section className="journey__deposit" aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="lead-form__step-title">
            Step 6 of 6: {title}
          </h2>
          {cancelled ? (
            <p className="rsv-status" role="status">
              Payment cancelled. No money was taken and the car is not reserved.
            </p>
          ) : null}
          <p>Your details are with our team. Secure the {car.name} now with a refundable deposit.</p>
          <DepositCopy copy={copy} />
          <CheckoutForm carId={car.id} payLabel={copy.payLabel} initial={{ name: a.contact.name, last_name: a.contact.last_name, email: a.contact.email, phone: a.contact.phone, postcode: a.contact.postcode }} journeyLead={state.leadId} termsAgreed={Boolean(state.leadId)} headingLevel={3} />
          <div className="lead-form__actions">
            <button type="button" className="button button--secondary" onClick={() => goTo(4)}>
              Back
            </button>
          </div>
        </section>
      ) : (
        <form className="lead-form" noValidate onSubmit={next} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="lead-form__step-title">
            Step {step + 1} of 6: {title}
          </h2>
          <ErrorSummary ref={summaryRef} formId={formId} errors={errors} labels={LABELS} />

          {step === 0 ? summary : null}

          {step === 1 ? (
            <>
              <RadioGroup
                formId={formId}
                name="has_trade_in"
                label="Do you have a car to trade in?"
                required
                value={a.tradeIn.has_trade_in}
                onChange={(v) => update('tradeIn', 'has_trade_in', v)}
                error={errorOf('has_trade_in')}
                options={[
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
              />
              {a.tradeIn.has_trade_in === 'yes' ? (
                <div className="form-grid">
                  <TextField formId={formId} name="rego" label="Registration" required value={a.tradeIn.rego} onChange={(v) => update('tradeIn', 'rego', v)} error={errorOf('rego')} maxLength={9} autoComplete="off" />
                  <TextField formId={formId} name="make" label="Make" required value={a.tradeIn.make} onChange={(v) => update('tradeIn', 'make', v)} error={errorOf('make')} maxLength={40} />
                  <TextField formId={formId} name="model" label="Model" required value={a.tradeIn.model} onChange={(v) => update('tradeIn', 'model', v)} error={errorOf('model')} maxLength={40} />
                  <TextField formId={formId} name="km" label="Kilometres" required value={a.tradeIn.km} onChange={(v) => update('tradeIn', 'km', v)} error={errorOf('km')} inputMode="numeric" maxLength={9} />
                </div>
              ) : null}
            </>
          ) : null}

          {step === 2 ? (
            <>
              <RadioGroup
                formId={formId}
                name="payment_method"
                label="How will you pay?"
                required
                value={a.finance.payment_method}
                onChange={(v) => update('finance', 'payment_method', v)}
                error={errorOf('payment_method')}
                options={PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label }))}
              />
              {estimate && a.finance.payment_method && a.finance.payment_method !== 'cash' ? (
                <p className="journey__estimate" data-testid="journey-estimate">
                  Finance for this car: {estimate}. An estimate only; our finance team will confirm a quote.
                </p>
              ) : null}
            </>
          ) : null}

          {step === 3 ? (
            <>
              <RadioGroup
                formId={formId}
                name="handover"
                label="Delivery or pickup?"
                required
                value={a.delivery.handover}
                onChange={(v) => update('delivery', 'handover', v)}
                error={errorOf('handover')}
                options={[
                  { value: 'pickup', label: 'Pick up from the dealer' },
                  { value: 'delivery', label: 'Deliver it to me' },
                ]}
              />
              {a.delivery.handover === 'pickup' ? (
                <SelectField formId={formId} name="location_id" label="Pickup location" required value={a.delivery.location_id} onChange={(v) => update('delivery', 'location_id', v)} error={errorOf('location_id')} options={locations.map((l) => ({ value: String(l.id), label: l.name }))} />
              ) : null}
              {a.delivery.handover === 'delivery' ? (
                <>
                  <TextField formId={formId} name="delivery_postcode" label="Delivery postcode" required value={a.delivery.delivery_postcode} onChange={(v) => update('delivery', 'delivery_postcode', v)} error={errorOf('delivery_postcode')} inputMode="numeric" maxLength={4} autoComplete="postal-code" />
                  <div>
                    <button type="button" className="button button--secondary" onClick={estimateDelivery} disabled={delivery.state === 'loading' || !/^\d{4}$/.test(a.delivery.delivery_postcode.trim())}>
                      {delivery.state === 'loading' ? 'Getting an estimate…' : 'Get a delivery estimate'}
                    </button>
                    <p role="status" className="form-note" data-testid="journey-delivery-estimate">
                      {delivery.text}
                    </p>
                  </div>
                </>
              ) : null}
            </>
          ) : null}

          {step === 4 ? (
            <>
              <dl className="journey__summary" data-testid="journey-review">
                {[
                  { label: 'Car', value: `${car.name}${car.price ? ` · ${car.price}` : ''}`, step: 0 },
                  { label: 'Trade-in', value: tradeInText, step: 1 },
                  { label: 'Paying by', value: method ?? '', step: 2 },
                  { label: 'Delivery or pickup', value: place, step: 3 },
                ].map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                    <dd>
                      <button type="button" className="link-button" onClick={() => goTo(row.step)}>
                        Change<span className="visually-hidden"> {row.label.toLowerCase()}</span>
                      </button>
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="form-grid">
                {(['name', 'last_name', 'email', 'phone', 'postcode'] as const).map((name) => (
                  <TextField
                    key={name}
                    formId={formId}
                    name={name}
                    label={CHECKOUT_LABELS[name]}
                    required
                    value={a.contact[name]}
                    onChange={(v) => update('contact', name, v)}
                    error={errorOf(name)}
                    type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                    autoComplete={{ name: 'given-name', last_name: 'family-name', email: 'email', phone: 'tel', postcode: 'postal-code' }[name]}
                    inputMode={name === 'postcode' ? 'numeric' : name === 'phone' ? 'tel' : name === 'email' ? 'email' : undefined}
                    maxLength={name === 'postcode' ? 4 : 60}
                  />
                ))}
              </div>
              <CheckboxField formId={formId} name="terms_conditions" label={CHECKOUT_TERMS_LABEL} required checked={a.contact.terms_conditions} onChange={(v) => update('contact', 'terms_conditions', v)} error={errorOf('terms_conditions')} />
            </>
          ) : null}

          <FormAlert message={alert} />
          <div className="lead-form__actions">
            {step > 0 ? (
              <button type="button" className="button button--secondary" onClick={() => goTo(step - 1)}>
                Back
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
              {step === 4 ? (busy ? 'Saving…' : 'Confirm and continue to deposit') : 'Next'}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
