'use client'
/**
 * The instant-offer wizard: 1 rego and state, then the lookup. Candidates → 2 choose the
 * car; a valuation id → 3 photos (or 4 when uploads are off); nothing → the no-match panel. Then
 * 4 details, then the lead (whose API makes the final update-eval and stores the offer).
 */
import { useEffect, useRef, useState } from 'react'

import { CONDITION_OPTIONS, KEYS_OPTIONS, SERVICE_HISTORY_OPTIONS, stepAfterChoice, stepAfterLookup } from '@/domain/forms/instantOfferChoices'
import { DEFAULT_STATE, MESSAGES } from '@/domain/forms/messages'
import { classifyLookup, type VehicleDescription } from '@/lib/valuation/types'
import { ConsentFields, ContactFields, labelsOf } from '@/components/forms/ContactFields.client'
import { ErrorSummary, FormAlert, Honeypot, StepList, SubmitButton } from '@/components/forms/feedback.client'
import { RadioGroup, SelectField, TextAreaField, TextField } from '@/components/forms/fields.client'
import { NoMatchPanel, STATE_OPTIONS } from '@/components/forms/NoMatch.client'
import type { FormProps } from '@/components/forms/types'
import { useLeadForm } from '@/components/forms/useLeadForm.client'
import { lazySchemas } from '@/components/forms/lazySchemas'

// The wizard's checks (and zod with them) load once the page is idle, not with it (lazySchemas.ts).
const schemas = lazySchemas(() => import('@/domain/forms/instantOffer'))
import { enterVin, imageUpload, manualEntry } from './evalExpert'
import { PhotoPicker } from './Photos.client'

const STEPS = ['Your car', 'Choose your car', 'Photos', 'Your details']
const LABELS = labelsOf({
  rego: 'Rego',
  state: 'State',
  candidate: 'Your car',
  odometer: 'Odometer (km)',
  service_history: 'Service history',
  number_of_keys: 'Number of keys',
  car_condition: 'Condition',
  comments: 'Comments',
})

export function InstantOfferWizard(props: FormProps & { contactPath: string }) {
  const { config } = props
  const [step, setStep] = useState(1)
  const [candidates, setCandidates] = useState<VehicleDescription[]>([])
  const [evaluation, setEvaluation] = useState<{ evalId: string; description: string } | null>(null)
  const [photos, setPhotos] = useState<File[]>([])
  const [progress, setProgress] = useState<string | null>(null)
  const [noMatch, setNoMatch] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const f = useLeadForm({ form: 'instant-offer', blockId: props.blockId, dataLayer: props.dataLayer, initial: { state: DEFAULT_STATE }, failureMessage: MESSAGES.instantOfferFailed, schemas })
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step])

  /** Runs one remote call with the spinner on; its error becomes the alert (the returned error, or the spec's). */
  async function busy<T>(work: () => Promise<T>): Promise<T | null> {
    f.setSubmitting(true)
    f.setFormError(null)
    try {
      return await work()
    } catch (error) {
      f.setFormError(error instanceof Error && error.message ? error.message : MESSAGES.instantOfferFailed)
      return null
    } finally {
      f.setSubmitting(false)
      setProgress(null)
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (f.submitting) return
    if (step === 1) {
      const rego = await f.check(schemas().then((s) => s.instantOfferRegoStep()))
      if (!rego) return
      const entries = await busy(() => enterVin(rego.rego, rego.state))
      if (!entries) return
      const result = classifyLookup(entries)
      const next = stepAfterLookup(result, config)
      if (next === 'no-match') return setNoMatch(true)
      if (result.kind === 'candidates') setCandidates(result.candidates)
      if (result.kind === 'direct') setEvaluation({ evalId: result.entry.EvalID, description: result.entry.descriptions[0]?.Description ?? '' })
      setStep(next)
    } else if (step === 2) {
      const choice = await f.check(schemas().then((s) => s.instantOfferChoiceStep()))
      if (!choice) return
      const chosen = candidates.find((c) => c.VIN === choice.candidate)
      const entries = await busy(() => manualEntry(choice.candidate, chosen?.Description ?? ''))
      const entry = entries?.find((e) => e.EvalID)
      if (!entry?.EvalID) return
      setEvaluation({ evalId: entry.EvalID, description: chosen?.Description ?? entry.descriptions[0]?.Description ?? '' })
      setStep(stepAfterChoice(config))
    } else if (step === 3) {
      const ok = await busy(async () => {
        // One call per image.
        for (const [i, file] of photos.entries()) {
          setProgress(`Uploading photo ${i + 1} of ${photos.length}…`)
          await imageUpload(evaluation!.evalId, file)
        }
        return true
      })
      if (ok) setStep(4)
    } else {
      const details = await f.check(schemas().then((s) => s.instantOfferDetailsStep(config)))
      if (!details || !evaluation) return
      // The final update-eval is made by the lead API (src/lib/leads/instantOffer.ts), so the offer the
      // success page shows is the one stored on the lead and sent to the buying team.
      const answer = await f.post({
        fields: { ...f.values, evalId: evaluation.evalId, vehicle_description: evaluation.description, images_uploaded: photos.length },
        last_step: true,
      })
      if (answer) f.succeed(answer.lead_id, answer.event_id ?? 18)
    }
  }

  function back() {
    f.setFormError(null)
    if (step === 4) setStep(config.imageUpload ? 3 : candidates.length ? 2 : 1)
    else if (step === 3) setStep(candidates.length ? 2 : 1)
    else setStep(1)
  }

  if (noMatch) return <NoMatchPanel phone={props.phone} contactPath={props.contactPath} onBack={() => setNoMatch(false)} />

  const select = (name: string, options: readonly string[]) => (
    <SelectField formId={f.formId} name={name} label={LABELS[name]} required value={f.text(name)} onChange={(v) => f.set(name, v)} error={f.errorOf(name)} options={options.map((o) => ({ value: o, label: o }))} />
  )

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <StepList steps={STEPS} current={step - 1} />
      <h3 className="lead-form__step-title" ref={headingRef} tabIndex={-1}>
        Step {step} of 4: {STEPS[step - 1]}
      </h3>
      <ErrorSummary ref={f.summaryRef} formId={f.formId} errors={f.errors} labels={LABELS} />
      {evaluation && step > 2 ? (
        <p className="lead-form__vehicle" data-testid="instant-offer-car">
          {candidates.length ? 'Your car: ' : 'We found your car from its rego: '}
          <strong>{evaluation.description}</strong>
        </p>
      ) : null}
      {step === 1 ? (
        <div className="form-grid">
          <TextField formId={f.formId} name="rego" label="Rego" required value={f.text('rego')} onChange={(v) => f.set('rego', v.toUpperCase())} error={f.errorOf('rego')} maxLength={10} autoComplete="off" />
          <SelectField formId={f.formId} name="state" label="State" required value={f.text('state')} onChange={(v) => f.set('state', v)} error={f.errorOf('state')} options={STATE_OPTIONS} />
        </div>
      ) : null}
      {step === 2 ? (
        <RadioGroup formId={f.formId} name="candidate" label="Which one is your car?" required value={f.text('candidate')} onChange={(v) => f.set('candidate', v)} error={f.errorOf('candidate')} options={candidates.map((c) => ({ value: c.VIN ?? c.Description, label: c.Description }))} />
      ) : null}
      {step === 3 ? <PhotoPicker files={photos} onChange={setPhotos} /> : null}
      {step === 4 ? (
        <>
          <ContactFields f={f} />
          <div className="form-grid">
            <TextField formId={f.formId} name="odometer" label={LABELS.odometer} required inputMode="numeric" maxLength={9} value={f.text('odometer')} onChange={(v) => f.set('odometer', v)} error={f.errorOf('odometer')} />
            {select('service_history', SERVICE_HISTORY_OPTIONS)}
            {select('number_of_keys', KEYS_OPTIONS)}
            {select('car_condition', CONDITION_OPTIONS)}
          </div>
          <TextAreaField formId={f.formId} name="comments" label={LABELS.comments} required value={f.text('comments')} onChange={(v) => f.set('comments', v)} error={f.errorOf('comments')} maxLength={2000} />
          <ConsentFields f={f} props={props} />
        </>
      ) : null}
      <Honeypot inputRef={f.honeypotRef} />
      <p className="form-progress" role="status">{progress}</p>
      <FormAlert message={f.formError} />
      <div className="lead-form__actions">
        {step > 1 ? (
          <button type="button" className="button button--secondary" onClick={back} disabled={f.submitting}>
            Back
          </button>
        ) : null}
        <SubmitButton submitting={f.submitting} label={step === 1 ? 'Find my car' : step === 4 ? 'Get my offer' : step === 3 && photos.length === 0 ? 'Skip photos' : 'Next'} busyLabel={step === 4 ? 'Sending…' : 'Please wait…'} />
      </div>
    </form>
  )
}
