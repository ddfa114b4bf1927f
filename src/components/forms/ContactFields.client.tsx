'use client'
/** The contact fields every lead form shares, wired to a LeadForm. */
import type { LeadForm } from './useLeadForm.client'
import { CheckboxField, SelectField, TextField } from './fields.client'
import type { FormProps } from './types'

export const CONTACT_LABELS = { name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Mobile', postcode: 'Postcode' }

export function ContactFields({ f, postcode = true }: { f: LeadForm; postcode?: boolean }) {
  const common = (name: keyof typeof CONTACT_LABELS) => ({ formId: f.formId, name, label: CONTACT_LABELS[name], required: true, value: f.text(name), onChange: (v: string) => f.set(name, v), error: f.errorOf(name) })
  return (
    <div className="form-grid">
      <TextField {...common('name')} autoComplete="given-name" maxLength={60} />
      <TextField {...common('last_name')} autoComplete="family-name" maxLength={60} />
      <TextField {...common('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField {...common('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={25} />
      {/* Input limited to 4 characters, no thousand separator. */}
      {postcode ? <TextField {...common('postcode')} autoComplete="postal-code" inputMode="numeric" maxLength={4} /> : null}
    </div>
  )
}

export function LocationField({ f, props }: { f: LeadForm; props: Pick<FormProps, 'locations' | 'config'> }) {
  if (!props.config.showLocation || props.locations.length === 0) return null
  return (
    <SelectField
      formId={f.formId}
      name="location_id"
      label="Location"
      required
      value={f.text('location_id')}
      onChange={(v) => f.set('location_id', v)}
      error={f.errorOf('location_id')}
      options={props.locations.map((l) => ({ value: String(l.id), label: l.name }))}
    />
  )
}

export function ConsentFields({ f, props }: { f: LeadForm; props: Pick<FormProps, 'config'> }) {
  return (
    <div className="form-consent">
      {props.config.termsRequired ? (
        <CheckboxField
          formId={f.formId}
          name="terms_conditions"
          label={props.config.termsLabel}
          required
          checked={f.values.terms_conditions === true}
          onChange={(v) => f.set('terms_conditions', v)}
          error={f.errorOf('terms_conditions')}
        />
      ) : null}
      <CheckboxField
        formId={f.formId}
        name="opt_in"
        label={props.config.marketingLabel}
        checked={f.values.opt_in === true}
        onChange={(v) => f.set('opt_in', v)}
      />
    </div>
  )
}

/** The error summary labels: field name → the label people saw. */
export const labelsOf = (...maps: Record<string, string>[]): Record<string, string> => Object.assign({ location_id: 'Location', terms_conditions: 'Terms of use', dealership_slug: 'Dealership' }, CONTACT_LABELS, ...maps)
