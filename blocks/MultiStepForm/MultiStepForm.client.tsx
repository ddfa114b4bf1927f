'use client'
/**
 * The multi-step enquiry and test-drive form: step 1 contact details, step 2 the visit;
 * the last step submits the lead. Request Photos travels as a hidden field with its default.
 */
import { useEffect, useRef, useState } from 'react'

import { MESSAGES, REQUEST_PHOTOS_DEFAULT, TEST_DRIVE_DATE_FIELD } from '@/domain/forms/messages'
import { visitHoursHint, visitMinValue, visitTimeProblem, type VisitPlace } from '@/domain/forms/visitTime'
import { ConsentFields, ContactFields, LocationField, labelsOf } from '@/components/forms/ContactFields.client'
import { ErrorSummary, FormAlert, Honeypot, StepList, SubmitButton } from '@/components/forms/feedback.client'
import { TextAreaField, TextField } from '@/components/forms/fields.client'
import type { FormProps } from '@/components/forms/types'
import { useCarId } from '@/components/forms/useCarId.client'
import { useCarSummary } from '@/components/forms/useCarSummary.client'
import { useLeadForm } from '@/components/forms/useLeadForm.client'
import { lazySchemas } from '@/components/forms/lazySchemas'

// The form's checks (and zod with them) load once the page is idle, not with it (lazySchemas.ts).
const schemas = lazySchemas(() => import('@/domain/forms/testDrive'))

const STEPS = ['Your details', 'Your test drive']
const LABELS = labelsOf({ [TEST_DRIVE_DATE_FIELD]: 'Preferred date and time', message: 'Message' })

/** A location the form offers, with the hours a preferred time is checked against. */
export type FormPlace = VisitPlace & { id: number }

export function MultiStepForm(props: FormProps & { submitLabel: string; places: FormPlace[] }) {
  const { config } = props
  const carId = useCarId()
  const car = useCarSummary(carId)
  const [minTime, setMinTime] = useState<string | undefined>(undefined)
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const f = useLeadForm({
    form: 'test-drive',
    blockId: props.blockId,
    dataLayer: props.dataLayer,
    locations: config.showLocation ? props.locations : [],
    failureMessage: MESSAGES.multiStepFailed,
    schemas,
    initial: { 'Request Photos': REQUEST_PHOTOS_DEFAULT },
  })
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step])

  // The car's own location is the one to test drive it at, unless the shopper already chose one.
  const { set } = f
  const chosen = f.values.location_id
  useEffect(() => {
    if (!car?.locationId || !config.showLocation || !props.locations.some((l) => l.id === car.locationId)) return
    if (!chosen || (props.locations.length === 1 && String(chosen) === String(props.locations[0]!.id))) set('location_id', String(car.locationId))
    // Only when the car arrives: a later choice of the shopper's is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [car])

  /** Where the visit would be: the chosen location, else the car's. */
  const place = props.places.find((p) => p.id === (Number(chosen) || car?.locationId)) ?? null
  // The earliest time the picker offers is now on the location's clock: set after hydration, as the
  // server's render cannot know the shopper's minute.
  const placeTz = place?.tz ?? props.places[0]?.tz ?? 'Australia/Sydney'
  useEffect(() => setMinTime(visitMinValue({ tz: placeTz }, new Date())), [placeTz])

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (f.submitting) return
    if (step === 0) {
      if (await f.check(schemas().then((s) => s.testDriveStepOne()))) setStep(1)
      return
    }
    if (!(await f.check(schemas().then((s) => s.testDriveSchema(config))))) return
    const when = f.text(TEST_DRIVE_DATE_FIELD)
    const problem = when ? visitTimeProblem(when, place ?? { name: '', tz: placeTz, weekly: [], special: [] }, new Date()) : null
    if (problem) return f.showErrors([{ field: TEST_DRIVE_DATE_FIELD, message: problem }])
    const answer = await f.post({ fields: f.values, car_id: carId, last_step: true })
    if (answer) f.succeed(answer.lead_id, answer.event_id ?? 48)
  }

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <StepList steps={STEPS} current={step} />
      <h3 className="lead-form__step-title" ref={headingRef} tabIndex={-1}>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </h3>
      <ErrorSummary ref={f.summaryRef} formId={f.formId} errors={f.errors} labels={LABELS} />
      {car ? (
        <p className="lead-form__vehicle" data-testid="form-car">
          For the <a href={car.path}><strong>{car.name}</strong></a>
          {car.locationName ? <> at {car.locationName}</> : null}
        </p>
      ) : null}
      {step === 0 ? (
        <ContactFields f={f} />
      ) : (
        <>
          <TextField
            formId={f.formId}
            name={TEST_DRIVE_DATE_FIELD}
            label={LABELS[TEST_DRIVE_DATE_FIELD]}
            type="datetime-local"
            min={minTime}
            hint={(place && visitHoursHint(place)) || undefined}
            value={f.text(TEST_DRIVE_DATE_FIELD)}
            onChange={(v) => f.set(TEST_DRIVE_DATE_FIELD, v)}
            error={f.errorOf(TEST_DRIVE_DATE_FIELD)}
          />
          <TextAreaField formId={f.formId} name="message" label="Message" value={f.text('message')} onChange={(v) => f.set('message', v)} error={f.errorOf('message')} maxLength={2000} />
          <LocationField f={f} props={props} />
          <ConsentFields f={f} props={props} />
        </>
      )}
      {/* A hidden field with its default, sent with the lead. */}
      <input type="hidden" name="Request Photos" value={f.text('Request Photos')} />
      <Honeypot inputRef={f.honeypotRef} />
      <FormAlert message={f.formError} />
      <div className="lead-form__actions">
        {step > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setStep(step - 1)} disabled={f.submitting}>
            Back
          </button>
        ) : null}
        {step === 0 ? <SubmitButton submitting={false} label="Next" /> : <SubmitButton submitting={f.submitting} label={props.submitLabel} />}
      </div>
    </form>
  )
}
