import type { CollectionConfig } from 'payload'

import { guardTenantAssignment, loggedInWrites, siteOrAdmin } from '../../src/access/tenantScoped'
import { slugField } from '../../src/fields/slug'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../../src/lib/cache/tenantHooks'
import { reindexLocationVehicles } from './hooks/reindexLocationVehicles'

export const AU_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const

/**
 * A dealer's site (showroom, service centre...). Vehicles belong to one; search facets by its name,
 * city and state. Opening hours, reviews and maps arrive with the dealer-presence work.
 */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'city', 'state'], group: 'Dealer' },
  access: { read: siteOrAdmin, ...loggedInWrites },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: {
    beforeChange: [guardTenantAssignment],
    afterChange: [revalidateTenantAfterChange, reindexLocationVehicles],
    afterDelete: [revalidateTenantAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          defaultValue: 'sales',
          options: [
            { label: 'Sales', value: 'sales' },
            { label: 'Service', value: 'service' },
            { label: 'Parts', value: 'parts' },
            { label: 'Service and parts', value: 'service-and-parts' },
          ],
        },
        { name: 'primary', type: 'checkbox', defaultValue: false },
        { name: 'visible', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', maxLength: 200 },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true, maxLength: 80 },
            { name: 'state', type: 'select', required: true, options: [...AU_STATES] },
            {
              name: 'postcode',
              type: 'text',
              maxLength: 4,
              validate: (v: unknown) => (!v || /^\d{4}$/.test(String(v)) ? true : 'Invalid postcode. Please enter a 4-digit number.'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'lng', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 30 },
        {
          name: 'timezone',
          type: 'select',
          defaultValue: 'Australia/Sydney',
          options: ['Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth'],
        },
      ],
    },
    {
      // Where this location's leads are emailed (ADF/XML), per department. Staff-only: the public
      // site never reads these addresses, so they cannot be harvested from the page.
      name: 'leadEmails',
      type: 'group',
      label: 'Lead email addresses',
      access: { read: ({ req }) => Boolean(req.user) },
      admin: { description: 'Empty department addresses fall back to the sales address, then the dealer’s enquiries email.' },
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
    },
  ],
}
