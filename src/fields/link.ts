import type { GroupField, TextField } from 'payload'

/** A site path (/finance) or a full https:// address. */
export const validateHref = (value: unknown): true | string => {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a link.'
  if (/^\/(?!\/)[^\s]*$/.test(value) || /^#[\w-]+$/.test(value)) return true
  if (/^(https:\/\/|mailto:|tel:)[^\s]+$/.test(value)) return true
  return 'Use a site path such as /finance, or a full https:// address.'
}

export const hrefField = (name = 'href', required = true): TextField => ({
  name,
  type: 'text',
  required,
  maxLength: 500,
  validate: (value: unknown) => (!required && !value ? true : validateHref(value)),
  admin: { description: 'A site path (/finance) or https:// address' },
})

export const linkGroup = (name: string, label: string, required = true): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required, maxLength: 60 },
        hrefField('href', required),
        { name: 'newTab', type: 'checkbox', defaultValue: false, label: 'Open in a new tab' },
      ],
    },
  ],
})
