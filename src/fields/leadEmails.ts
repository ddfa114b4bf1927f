import type { Field } from 'payload'

import { isStaffField } from '@/access/roles'

/**
 * Where a record's leads are emailed (ADF/XML), per department: on a location and on a dealership
 * (src/lib/leads/delivery/recipients.ts tries them in turn). Staff-only: the public site never reads
 * these addresses, so they cannot be harvested from a page.
 */
export const leadEmailsField = (description: string): Field => ({
  name: 'leadEmails',
  type: 'group',
  label: 'Lead email addresses',
  access: { read: isStaffField },
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'sales', type: 'email', label: 'Sales and enquiries' },
        { name: 'service', type: 'email', label: 'Service bookings' },
        { name: 'tradeIn', type: 'email', label: 'Trade-ins and instant offers' },
      ],
    },
  ],
})
