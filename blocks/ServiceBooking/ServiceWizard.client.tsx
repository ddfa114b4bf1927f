'use client'
/**
 * The service booking wizard: Contact Details, Vehicle Details, Order Details, in
 * order; the last step submits with lead_status Complete and form_completed true. The minimal variant
 * asks for the car first (rego, then make, model and year before it advances) and then the contact.
 */
import { useEffect, useRef, useState } from 'react'

import { ConsentFields, ContactFields, LocationField, labelsOf } from '@/components/forms/ContactFields.client'
import { ErrorSummary, FormAlert, Honeypot, StepList, SubmitButton } from '@/components/forms/feedback.client'
import { CheckboxField, Markup, SelectField, TextAreaField, TextField } from '@/components/forms/fields.client'
import type { FormProps } from '@/components/forms/types'
import { useLeadForm, type LeadForm } from '@/components/forms/useLeadForm.client'
import { lazySchemas } from '@/components/forms/lazySchemas'
import { SERVICE_TERMS_NOTE } from '@/domain/privacy/consent'

// The wizard's checks (and zod with them) load once the page is idle, not with it (lazySchemas.ts).
const schemas = lazySchemas(() => import('@/domain/forms/service'))

const LABELS = labelsOf({
  'Vehicle Make': 'Make',
  'Vehicle Model': 'Model',
  'Vehicle Year': 'Year',
  'Vehicle Rego': 'Rego',
  'Service Interval': 'Service interval',
  'Preferred Service Date': 'Preferred service date',
  'Service Type': 'Service type',
  Comments: 'Comments',
})

function VehicleFields({ f, props, minimal }: { f: LeadForm; props: FormProps; minimal: boolean }) {
  const text = (name: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField formId={f.formId} name={name} label={LABELS[name]} value={f.text(name)} onChange={(v) => f.set(name, v)} error={f.errorOf(name)} {...extra} />
  )
  return (
    <>
      {minimal ? text('Vehicle Rego', { maxLength: 10, autoComplete: 'off', hint: 'We use it to find your car’s service history.' }) : null}
      <div className="form-grid">
        {text('Vehicle Make', { required: true, maxLength: 60 })}
        {text('Vehicle Model', { required: true, maxLength: 60 })}
        {text('Vehicle Year', { required: true, inputMode: 'numeric', maxLength: 4 })}
        {minimal ? null : text('Vehicle Rego', { maxLength: 10, autoComplete: 'off' })}
      </div>
      {minimal ? null : (
        <SelectField
          formId={f.formId}
          name="Service Interval"
          label={LABELS['Service Interval']}
          required={props.config.serviceIntervalRequired}
          value={f.text('Service Interval')}
          onChange={(v) => f.set('Service Interval', v)}
          error={f.errorOf('Service Interval')}
          options={props.config.serviceIntervals.map((i) => ({ value: i, label: i }))}
        />
      )}
    </>
  )
}

function OrderFields({ f, props, minimal }: { f: LeadForm; props: FormProps; minimal: boolean }) {
  const today = new Date().toISOString().slice(0, 10)
  return (
    <>
      <TextField formId={f.formId} name="Preferred Service Date" label={LABELS['Preferred Service Date']} type="date" min={today} value={f.text('Preferred Service Date')} onChange={(v) => f.set('Preferred Service Date', v)} error={f.errorOf('Preferred Service Date')} />
      {!minimal && props.config.serviceTypes.length > 0 ? (
        <SelectField formId={f.formId} name="Service Type" label={LABELS['Service Type']} required value={f.text('Service Type')} onChange={(v) => f.set('Service Type', v)} error={f.errorOf('Service Type')} options={props.config.serviceTypes.map((t) => ({ value: t, label: t }))} />
      ) : null}
      {!minimal ? <CheckboxField formId={f.formId} name="Tyres Replacement" label="I also need new tyres" checked={f.values['Tyres Replacement'] === true} onChange={(v) => f.set('Tyres Replacement', v)} /> : null}
      <TextAreaField formId={f.formId} name="Comments" label={LABELS.Comments} value={f.text('Comments')} onChange={(v) => f.set('Comments', v)} maxLength={2000} />
      <LocationField f={f} props={props} />
      <ConsentFields f={f} props={{ config: { ...props.config, termsRequired: false } }} />
      {props.config.serviceTermsNote ? (
        <p className="form-note">
          <Markup source={SERVICE_TERMS_NOTE} />
        </p>
      ) : null}
    </>
  )
}

export function ServiceWizard(props: FormProps & { variant: 'standard' | 'minimal' }) {
  const minimal = props.variant === 'minimal'
  const { config } = props
  const steps = minimal ? ['Your Vehicle', 'Your Details'] : ['Contact Details', 'Vehicle Details', 'Order Details']
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const f = useLeadForm({ form: 'service', blockId: props.blockId, dataLayer: props.dataLayer, locations: config.showLocation ? props.locations : [], schemas })
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step])

  const last = step === steps.length - 1
  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (f.submitting) return
    if (!last) {
      const stepSchema = schemas().then((s) => (minimal ? [s.minimalVehicleStep()] : [s.serviceContactStep(), s.serviceVehicleStep(config)])[step]!)
      if (await f.check(stepSchema)) setStep(step + 1)
      return
    }
    const fields = { ...f.values, lead_status: 'Complete', form_completed: true }
    if (!(await f.check(schemas().then((s) => (minimal ? s.minimalServiceSchema(config) : s.serviceSchema(config)))))) return
    const answer = await f.post({ fields, variant: props.variant, last_step: true })
    if (answer) f.succeed(answer.lead_id, null)
  }

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <StepList steps={steps} current={step} />
      <h3 className="lead-form__step-title" ref={headingRef} tabIndex={-1}>
        Step {step + 1} of {steps.length}: {steps[step]}
      </h3>
      <ErrorSummary ref={f.summaryRef} formId={f.formId} errors={f.errors} labels={LABELS} />
      {minimal ? (
        step === 0 ? (
          <VehicleFields f={f} props={props} minimal />
        ) : (
          <>
            <ContactFields f={f} postcode={false} />
            <OrderFields f={f} props={props} minimal />
          </>
        )
      ) : step === 0 ? (
        <ContactFields f={f} postcode={false} />
      ) : step === 1 ? (
        <VehicleFields f={f} props={props} minimal={false} />
      ) : (
        <OrderFields f={f} props={props} minimal={false} />
      )}
      <Honeypot inputRef={f.honeypotRef} />
      <FormAlert message={f.formError} />
      <div className="lead-form__actions">
        {step > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setStep(step - 1)} disabled={f.submitting}>
            Back
          </button>
        ) : null}
        {last ? <SubmitButton submitting={f.submitting} label="Book service" /> : <SubmitButton submitting={false} label="Next" />}
      </div>
    </form>
  )
}
