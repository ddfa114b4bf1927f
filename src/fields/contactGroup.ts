import type { Field } from 'payload'

/**
 * The shopper's contact details as a lead or a reservation keeps them (the stored user details:
 * name, last name, email, phone, postcode), read-only in the admin: they are what the shopper sent.
 */
export const contactGroup: Field = {
  name: 'contact',
  type: 'group',
  admin: { readOnly: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'phone', type: 'text' },
        { name: 'postcode', type: 'text' },
      ],
    },
  ],
}
