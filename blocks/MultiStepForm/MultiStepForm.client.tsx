'use client'
/**
 * The multi-step enquiry and test-drive form (spec 02 §4): step 1 contact details, step 2 the visit;
 * the last step submits the lead. Request Photos travels as a hidden field with its default.
 */
import { useEffect, useRef, useState } from 'react'

import { MESSAGES, REQUEST_PHOTOS_DEFAULT, TEST_DRIVE_DATE_FIELD } from '../../src/domain/forms/messages'
import { testDriveSchema, testDriveStepOne } from '../../src/domain/forms/testDrive'
import { ConsentFields, ContactFields, LocationField, labelsOf } from '../forms-shared/ContactFields.client'
import { ErrorSummary, FormAlert, Honeypot, StepList, SubmitButton } from '../forms-shared/feedback.client'
import { TextAreaField, TextField } from '../forms-shared/fields.client'
import type { FormProps } from '../forms-shared/types'
import { useCarId } from '../forms-shared/useCarId.client'
import { useLeadForm } from '../forms-shared/useLeadForm.client'

const STEPS = ['Your details', 'Your test drive']
const LABELS = labelsOf({ [TEST_DRIVE_DATE_FIELD]: 'Preferred date and time', message: 'Message' })

export function MultiStepForm(props: FormProps & { submitLabel: string }) {
  const { config } = props
  const carId = useCarId()
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const f = useLeadForm({
    form: 'test-drive',
    blockId: props.blockId,
    dataLayer: props.dataLayer,
    locations: config.showLocation ? props.locations : [],
    failureMessage: MESSAGES.multiStepFailed,
    initial: { 'Request Photos': REQUEST_PHOTOS_DEFAULT },
  })
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step])

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (f.submitting) return
    if (step === 0) {
      if (f.check(testDriveStepOne())) setStep(1)
      return
    }
    if (!f.check(testDriveSchema(config))) return
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
      {step === 0 ? (
        <ContactFields f={f} />
      ) : (
        <>
          <TextField
            formId={f.formId}
            name={TEST_DRIVE_DATE_FIELD}
            label={LABELS[TEST_DRIVE_DATE_FIELD]}
            type="datetime-local"
            value={f.text(TEST_DRIVE_DATE_FIELD)}
            onChange={(v) => f.set(TEST_DRIVE_DATE_FIELD, v)}
            error={f.errorOf(TEST_DRIVE_DATE_FIELD)}
          />
          <TextAreaField formId={f.formId} name="message" label="Message" value={f.text('message')} onChange={(v) => f.set('message', v)} error={f.errorOf('message')} maxLength={2000} />
          <LocationField f={f} props={props} />
          <ConsentFields f={f} props={props} />
        </>
      )}
      {/* Spec 02 §3: a hidden field with its default, sent with the lead. */}
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
