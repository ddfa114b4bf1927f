'use client'
/**
 * The trade-in valuation wizard: create the lead with the shopper's details, look the rego
 * up (a direct match, a choice of candidates, or the no-match panel), answer the adjustment questions,
 * then accept the offer (subcategory '3. Offer Accepted'). Each step is one call to the lead API.
 */
import { useEffect, useRef, useState } from 'react'

import { DEFAULT_STATE, MESSAGES } from '@/domain/forms/messages'
import { OFFER_SUBJECT_TO_INSPECTION } from '@/domain/leads/success'
import { ADJUSTMENT_QUESTIONS, CONTACT_METHODS, YES_NO } from '@/domain/forms/tradeInChoices'
import { ConsentFields, ContactFields, LocationField, labelsOf } from '@/components/forms/ContactFields.client'
import { ErrorSummary, FormAlert, Honeypot, StepList, SubmitButton } from '@/components/forms/feedback.client'
import { RadioGroup, SelectField, TextField } from '@/components/forms/fields.client'
import { NoMatchPanel, STATE_OPTIONS, formatDollars } from '@/components/forms/NoMatch.client'
import type { FormProps } from '@/components/forms/types'
import { useLeadForm } from '@/components/forms/useLeadForm.client'
import { lazySchemas } from '@/components/forms/lazySchemas'

// The wizard's checks (and zod with them) load once the page is idle, not with it (lazySchemas.ts).
const schemas = lazySchemas(async () => ({ ...(await import('@/domain/forms/tradeIn')), ...(await import('@/domain/forms/instantOffer')) }))

const STEPS = ['Your details', 'Your car', 'Condition', 'Your offer']
const LABELS = labelsOf({
  PreferredContactMethod: 'Preferred contact method',
  finance: 'Finance owing on the car',
  hasTradeIn: 'Do you have a trade-in',
  rego: 'Rego',
  regoState: 'State',
  kms: 'Odometer (km)',
  candidate: 'Your car',
  ...Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.id, q.label])),
})

type Candidate = { vin: string; description: string }

export function TradeInWizard(props: FormProps & { variant: 'standard' | 'used' }) {
  const { config } = props
  const [step, setStep] = useState(0)
  const [leadId, setLeadId] = useState<string | null>(null)
  const [candidates, setCandidates] = useState<Candidate[] | null>(null)
  const [noMatch, setNoMatch] = useState(false)
  const [vehicle, setVehicle] = useState<string | null>(null)
  const [offer, setOffer] = useState<number | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const f = useLeadForm({ form: 'trade-in', blockId: props.blockId, dataLayer: props.dataLayer, locations: config.showLocation ? props.locations : [], initial: { regoState: DEFAULT_STATE }, schemas })
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step])

  const stage = (name: string, fields: Record<string, unknown>) => f.post({ stage: name, lead_id: leadId ?? undefined, variant: props.variant, fields })

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (f.submitting) return
    if (step === 0) {
      if (!(await f.check(schemas().then((s) => s.tradeInCreateSchema(config, { askTradeIn: props.variant === 'used' }))))) return
      const answer = await stage('create', f.values)
      if (answer) {
        setLeadId(answer.lead_id)
        setStep(1)
      }
    } else if (step === 1) {
      const chosen = candidates ? await f.check(schemas().then((s) => s.instantOfferChoiceStep())) : null
      if (candidates && !chosen) return
      if (!(await f.check(schemas().then((s) => s.tradeInLookupSchema())))) return
      const candidate = candidates?.find((c) => c.vin === f.values.candidate)
      const answer = await stage('lookup', { rego: f.values.rego, regoState: f.values.regoState, kms: f.values.kms, ...(candidate ? { vin: candidate.vin, desc: candidate.description } : {}) })
      if (!answer) return
      if (answer.match === 'candidates') setCandidates(answer.candidates ?? [])
      else if (answer.match === 'none') setNoMatch(true)
      else {
        const v = answer.valuation as { VechielDescriptions?: { Description: string }[] } | undefined
        setVehicle(v?.VechielDescriptions?.[0]?.Description ?? candidate?.description ?? null)
        setStep(2)
      }
    } else if (step === 2) {
      const answers = await f.check(schemas().then((s) => s.tradeInAdjustmentsSchema()))
      if (!answers) return
      const answer = await stage('adjustments', answers)
      if (answer) {
        setOffer(typeof answer.offer === 'number' ? answer.offer : null)
        setStep(3)
      }
    } else {
      const answer = await stage('accept', { offer_accepted: true })
      if (answer) f.succeed(answer.lead_id, answer.event_id ?? 18)
    }
  }

  if (noMatch) {
    return (
      <NoMatchPanel
        phone={props.phone}
        contactPath="/contact"
        onBack={() => {
          setNoMatch(false)
          setCandidates(null)
        }}
      />
    )
  }

  const radios = (name: string, options: readonly string[], required = true) => (
    <RadioGroup formId={f.formId} name={name} label={LABELS[name] ?? name} required={required} value={f.text(name)} onChange={(v) => f.set(name, v)} error={f.errorOf(name)} options={options.map((o) => ({ value: o, label: o }))} />
  )

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <StepList steps={STEPS} current={step} />
      <h3 className="lead-form__step-title" ref={headingRef} tabIndex={-1}>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </h3>
      <ErrorSummary ref={f.summaryRef} formId={f.formId} errors={f.errors} labels={LABELS} />
      {step === 0 ? (
        <>
          <ContactFields f={f} />
          {radios('PreferredContactMethod', CONTACT_METHODS)}
          {radios('finance', YES_NO)}
          {props.variant === 'used' ? radios('hasTradeIn', YES_NO) : null}
          <LocationField f={f} props={props} />
          <ConsentFields f={f} props={props} />
        </>
      ) : null}
      {step === 1 ? (
        <>
          <div className="form-grid">
            <TextField formId={f.formId} name="rego" label="Rego" required value={f.text('rego')} onChange={(v) => f.set('rego', v.toUpperCase())} error={f.errorOf('rego')} maxLength={10} autoComplete="off" />
            <SelectField formId={f.formId} name="regoState" label="State" required value={f.text('regoState')} onChange={(v) => f.set('regoState', v)} error={f.errorOf('regoState')} options={STATE_OPTIONS} />
            <TextField formId={f.formId} name="kms" label="Odometer (km)" required inputMode="numeric" value={f.text('kms')} onChange={(v) => f.set('kms', v)} error={f.errorOf('kms')} maxLength={9} />
          </div>
          {candidates ? (
            candidates.length ? (
              <RadioGroup
                formId={f.formId}
                name="candidate"
                label="We found several cars with that rego. Which is yours?"
                required
                value={f.text('candidate')}
                onChange={(v) => f.set('candidate', v)}
                error={f.errorOf('candidate')}
                options={candidates.map((c) => ({ value: c.vin, label: c.description }))}
              />
            ) : (
              <p>{MESSAGES.noMatch}</p>
            )
          ) : null}
        </>
      ) : null}
      {step === 2 ? (
        <>
          {vehicle ? <p className="lead-form__vehicle">Your car: <strong>{vehicle}</strong></p> : null}
          {ADJUSTMENT_QUESTIONS.map((q) => radios(q.id, Object.keys(q.options)))}
        </>
      ) : null}
      {step === 3 ? (
        <div className="offer">
          {vehicle ? <p className="lead-form__vehicle">{vehicle}</p> : null}
          {offer !== null ? (
            <p className="offer__amount">
              Our offer: <strong>{formatDollars(offer)}</strong>
            </p>
          ) : (
            <p>We will confirm your offer by phone.</p>
          )}
          <p className="form-note">{OFFER_SUBJECT_TO_INSPECTION} Accept it and our buying team will contact you to arrange the next steps.</p>
        </div>
      ) : null}
      <Honeypot inputRef={f.honeypotRef} />
      <FormAlert message={f.formError} />
      <div className="lead-form__actions">
        {step === 1 || step === 2 ? (
          <button type="button" className="button button--secondary" onClick={() => { setCandidates(null); setStep(step - 1) }} disabled={f.submitting}>
            Back
          </button>
        ) : null}
        <SubmitButton submitting={f.submitting} label={step === 0 ? 'Next' : step === 1 ? (candidates ? 'Continue' : 'Look up my car') : step === 2 ? 'Get my offer' : 'Accept offer'} busyLabel={step === 3 ? 'Sending…' : 'Please wait…'} />
      </div>
    </form>
  )
}
