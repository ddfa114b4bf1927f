'use client'
/** The enquiry form: contact fields, message, category, Rego, location, dealership, opt_in. */
import { ConsentFields, ContactFields, LocationField, labelsOf } from '../ContactFields.client'
import { ErrorSummary, FormAlert, Honeypot, SubmitButton } from '../feedback.client'
import { SelectField, TextAreaField, TextField } from '../fields.client'
import type { FormProps } from '../types'
import { useCarId } from '../useCarId.client'
import { useLeadForm } from '../useLeadForm.client'
import { lazySchemas } from '../lazySchemas'

// The form's checks (and zod with them) load once the page is idle, not with it (lazySchemas.ts).
const schemas = lazySchemas(() => import('@/domain/forms/enquiry'))

const LABELS = labelsOf({ message: 'Message', category: 'Enquiry type', Rego: 'Rego' })

export function EnquiryForm(props: FormProps & { submitLabel: string; carId?: number }) {
  const { config } = props
  const carId = useCarId(props.carId)
  const general = carId === undefined
  const f = useLeadForm({ form: 'enquiry', blockId: props.blockId, dataLayer: props.dataLayer, locations: config.showLocation ? props.locations : [], schemas })

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (f.submitting || !(await f.check(schemas().then((s) => s.enquirySchema(config, { general }))))) return
    const answer = await f.post({ fields: f.values, car_id: carId })
    if (answer) f.succeed(answer.lead_id, answer.event_id ?? null)
  }

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-describedby={f.formError ? `${f.formId}-alert` : undefined}>
      <ErrorSummary ref={f.summaryRef} formId={f.formId} errors={f.errors} labels={LABELS} />
      <ContactFields f={f} />
      {general && config.categoryOptions.length > 0 ? (
        <SelectField
          formId={f.formId}
          name="category"
          label={LABELS.category}
          required
          value={f.text('category')}
          onChange={(v) => f.set('category', v)}
          error={f.errorOf('category')}
          options={config.categoryOptions.map((c) => ({ value: c, label: c }))}
        />
      ) : null}
      <TextAreaField formId={f.formId} name="message" label={LABELS.message} required={config.messageRequired} value={f.text('message')} onChange={(v) => f.set('message', v)} error={f.errorOf('message')} maxLength={2000} />
      <TextField formId={f.formId} name="Rego" label="Rego (if you have a car to trade)" value={f.text('Rego')} onChange={(v) => f.set('Rego', v.toUpperCase())} maxLength={10} autoComplete="off" />
      <LocationField f={f} props={props} />
      {config.showDealership && props.dealerships.length > 0 ? (
        <SelectField
          formId={f.formId}
          name="dealership_slug"
          label="Dealership"
          required
          value={f.text('dealership_slug')}
          onChange={(v) => f.set('dealership_slug', v)}
          error={f.errorOf('dealership_slug')}
          options={props.dealerships.map((d) => ({ value: d.slug, label: d.label }))}
        />
      ) : null}
      <ConsentFields f={f} props={props} />
      <Honeypot inputRef={f.honeypotRef} />
      <div id={`${f.formId}-alert`}>
        <FormAlert message={f.formError} />
      </div>
      <div className="lead-form__actions">
        <SubmitButton submitting={f.submitting} label={props.submitLabel} />
      </div>
    </form>
  )
}
