import type { Field } from 'payload'

/**
 * The shopper's contact details as a lead or a reservation keeps them (the stored user details:
 * name, last name, email, phone, postcode), read-only in the admin: they are what the shopper sent.
 * Email and phone are links, so a sales person mails or calls in one tap.
 */
/** Email and phone as mail and call links (src/admin/leads/ContactLink.client.tsx). */
const CONTACT_LINK = '/src/admin/leads/ContactLink.client#ContactLink'

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
        { name: 'email', type: 'text', admin: { components: { Field: CONTACT_LINK } } },
        { name: 'phone', type: 'text', admin: { components: { Field: CONTACT_LINK } } },
        { name: 'postcode', type: 'text' },
      ],
    },
  ],
}
