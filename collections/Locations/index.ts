import type { CollectionConfig } from 'payload'

import { guardTenantAssignment, publishedOrStaff, staffWrites } from '@/access/tenantScoped'
import { staffReadsVersions } from '@/access/versions'
import { labelFrom } from '@/admin/labels'
import { leadEmailsField } from '@/fields/leadEmails'
import { slugField } from '@/fields/slug'
import { marketingVersions, scheduleStatusField, updatedByField } from '@/fields/versions'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '@/lib/cache/tenantHooks'
import { validateWeekRows } from '@/domain/presence/hours'
import { AU_TIME_ZONES, HH_MM_PATTERN } from '@/fields/timezones'
import { reindexLocationVehicles } from './hooks/reindexLocationVehicles'
import { sameTenantDealership } from '@/lib/dealerships/sameTenant'
import { relationId } from '@/domain/relationId'

const AU_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const timeField = (name: 'open' | 'close', label: string) => ({
  name,
  label,
  type: 'text' as const,
  maxLength: 5,
  admin: { placeholder: name === 'open' ? '08:30' : '17:30', width: '25%', condition: (_: unknown, row: { status?: string }) => row?.status !== 'closed' },
  validate: (value: unknown) => (!value || HH_MM_PATTERN.test(String(value)) ? true : 'Enter times as HH:MM, for example 08:30.'),
})

/**
 * A dealer's site (showroom, service centre...). Vehicles belong to one; search facets by its name,
 * city and state. The location pages, cards, hours tables and maps read everything else here;
 * holiday and other one-off hours live in the special-hours collection.
 */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'city', 'state'], group: 'Dealer' },
  access: { read: publishedOrStaff, ...staffWrites, ...staffReadsVersions },
  versions: marketingVersions(),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: {
    beforeChange: [guardTenantAssignment],
    afterChange: [revalidateTenantAfterChange, reindexLocationVehicles],
    afterDelete: [revalidateTenantAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    scheduleStatusField,
    updatedByField,
    slugField('name'),
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          defaultValue: 'sales',
          admin: { description: 'Empty means sales.' },
          options: [
            { label: 'Sales', value: 'sales' },
            { label: 'Service', value: 'service' },
            { label: 'Parts', value: 'parts' },
            { label: 'Service and parts', value: 'service-and-parts' },
          ],
        },
        {
          name: 'subtypes',
          type: 'select',
          hasMany: true,
          options: [
            { label: 'Buying centre', value: 'buying' },
            { label: 'New cars', value: 'new' },
            { label: 'Used cars', value: 'used' },
            { label: 'Fleet', value: 'fleet' },
          ],
        },
        { name: 'primary', type: 'checkbox', defaultValue: false },
        { name: 'visible', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Address',
          fields: [
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
                    { name: 'placeId', type: 'text', maxLength: 200, label: 'Maps place id' },
                  ],
                },
                {
                  name: 'placeUrl',
                  type: 'text',
                  maxLength: 500,
                  label: 'Maps link',
                  admin: { description: 'Used for Get Directions when set; otherwise directions go to the coordinates or the address.' },
                  validate: (v: unknown) => (!v || /^https:\/\/\S+$/.test(String(v)) ? true : 'Use a full https:// address.'),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'timezone',
                  type: 'select',
                  defaultValue: 'Australia/Sydney',
                  admin: { description: 'Opening hours and open-now are on this clock.' },
                  options: AU_TIME_ZONES.map((z) => ({ label: z.label, value: z.value })),
                },
                {
                  name: 'dealership',
                  type: 'relationship',
                  relationTo: 'dealerships',
                  index: true,
                  admin: { description: 'In a dealer group, the rooftop this location belongs to.' },
                  // Only a dealership of this location's own dealer (the plugin scopes the list; this holds for the API too).
                  filterOptions: ({ data }) => (relationId(data?.tenant) === null ? true : { tenant: { equals: relationId(data?.tenant) } }),
                  validate: sameTenantDealership,
                },
                { name: 'badge', type: 'text', maxLength: 40, admin: { description: "A short badge on the location's card, e.g. COMING EARLY 2026." } },
                {
                  name: 'storeCode',
                  type: 'text',
                  maxLength: 60,
                  label: 'Google store code',
                  admin: { description: "As in the dealer's Google Business Profile (case-sensitive); the Google vehicle ads feed needs it." },
                },
              ],
            },
            { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true, admin: { description: 'Makes sold or serviced here.' } },
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Contact and hours',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', maxLength: 30, label: 'Phone' },
                { name: 'landline', type: 'text', maxLength: 30, label: 'Landline' },
              ],
            },
            {
              // A car's page shows its location's number for its type before the dealer's defaults
              // (src/domain/vehicle-page/phone.ts); empty: the location's phone above.
              type: 'row',
              fields: [
                { name: 'phoneNew', type: 'text', maxLength: 30, label: 'Phone for new cars' },
                { name: 'phoneUsed', type: 'text', maxLength: 30, label: 'Phone for used cars' },
                { name: 'phoneDemo', type: 'text', maxLength: 30, label: 'Phone for demo cars' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'dealerLicenceNumber', type: 'text', maxLength: 40, label: 'Dealer licence number' },
                { name: 'repairerLicenceNumber', type: 'text', maxLength: 40, label: 'Motor vehicle repairer licence' },
              ],
            },
            {
              name: 'openingHours',
              type: 'array',
              label: 'Weekly opening hours',
              maxRows: 7,
              labels: { singular: 'Day', plural: 'Days' },
              admin: {
                description: 'One row per day. Shown Monday to Sunday; identical weekdays are grouped as Mon - Fri. Holidays go in Special hours.',
                components: { RowLabel: labelFrom([['weekday', 'status', 'open', 'close']]) },
              },
              // Weekdays are stored as '0'..'6' (select values are strings); the rules count Sunday as 0.
              validate: (rows: unknown) =>
                validateWeekRows(((rows as { weekday?: string | null }[] | null) ?? []).map((r) => ({ ...r, weekday: Number(r.weekday) }))) ?? true,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'weekday',
                      type: 'select',
                      required: true,
                      admin: { width: '25%' },
                      options: WEEKDAYS.map((label, value) => ({ label, value: String(value) })),
                    },
                    {
                      name: 'status',
                      type: 'select',
                      defaultValue: 'open',
                      admin: { width: '25%' },
                      options: [
                        { label: 'Open', value: 'open' },
                        { label: 'Closed', value: 'closed' },
                      ],
                    },
                    timeField('open', 'Opens'),
                    timeField('close', 'Closes'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Reviews',
          fields: [
            {
              name: 'reviews',
              type: 'group',
              admin: { description: 'The review summary shown on the location card and header (stars only above the dealer’s minimum rating).' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'averageRating', type: 'number', min: 0, max: 5, admin: { step: 0.1 } },
                    { name: 'count', type: 'number', min: 0, admin: { step: 1 } },
                  ],
                },
                {
                  name: 'url',
                  type: 'text',
                  maxLength: 500,
                  label: 'Reviews link',
                  validate: (v: unknown) => (!v || /^https:\/\/\S+$/.test(String(v)) ? true : 'Use a full https:// address.'),
                },
              ],
            },
          ],
        },
      ],
    },
    leadEmailsField('Empty department addresses fall back to the sales address, then the dealership’s, then the dealer’s enquiries email.'),
  ],
}
