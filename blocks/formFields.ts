/**
 * Payload fields every form block shares. The lead API reads the same names back from the page
 * (src/lib/leads/formConfig.ts), so what a marketer sets here is enforced on the server too.
 */
import type { Field } from 'payload'

import { labelFrom } from '@/admin/labels'

export const headingFields: Field[] = [
  { name: 'heading', type: 'text', maxLength: 90 },
  { name: 'intro', type: 'textarea', maxLength: 400 },
]

export const showLocationField: Field = {
  name: 'showLocation',
  type: 'checkbox',
  defaultValue: true,
  label: 'Ask which location (required when shown)',
  admin: { description: 'With a single location it is chosen for the shopper.' },
}

export const labelList = (name: string, label: string, description: string): Field => ({
  name,
  type: 'array',
  label,
  maxRows: 20,
  admin: { description, initCollapsed: true, components: { RowLabel: labelFrom(['label']) } },
  fields: [{ name: 'label', type: 'text', required: true, maxLength: 60 }],
})

/** An embedded booking frame may only come from https (the page is https, and mixed content is blocked). */
export const validateFrameUrl = (value: unknown) =>
  !value || (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)) ? true : 'Enter an https:// address.'
