import type { CollectionConfig } from 'payload'

import { dealerContentAccess, dealerContentHooks } from '@/access/dealerContent'
import { leadEmailsField } from '@/fields/leadEmails'
import { SEGMENT_SLUG_PATTERN } from '@/domain/format/slug'
import { slugify } from '@/domain/presence/locationSlugs'
import { reindexDealershipVehicles, unlinkDealershipLocations } from './hooks/reindexDealershipVehicles'

/**
 * A rooftop of a dealer group (Harbour City Toyota & Hyundai, Harbour City Used Cars): its name and
 * slug, logo, makes and licence, and where its leads go. Its locations name it (Locations.dealership),
 * and through them its cars: search facets by its name, the locator groups its locations under it, and
 * /locations/{slug} lists them. A single dealer needs none: its locations then stand for the dealer.
 */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'visible'],
    group: 'Dealer',
    description: 'The rooftops of a dealer group. Each location names its dealership.',
  },
  access: dealerContentAccess,
  defaultSort: 'name',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: {
    ...dealerContentHooks,
    afterChange: [...(dealerContentHooks?.afterChange ?? []), reindexDealershipVehicles],
    beforeDelete: [unlinkDealershipLocations],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        {
          name: 'slug',
          type: 'text',
          required: true,
          index: true,
          maxLength: 120,
          admin: { description: 'Its page is /locations/{slug}; made from the name when left empty.' },
          hooks: {
            beforeValidate: [
              ({ value, data, originalDoc }) => {
                if (typeof value === 'string' && value.trim()) return slugify(value)
                // A rename keeps the address (links to /locations/{slug} stay good); an emptied slug is made again.
                if (value === undefined && originalDoc?.slug) return originalDoc.slug
                return slugify(String(data?.name ?? originalDoc?.name ?? ''))
              },
            ],
          },
          validate: (v: unknown) => (typeof v === 'string' && SEGMENT_SLUG_PATTERN.test(v) ? true : 'Use lower-case words separated by hyphens.'),
        },
        {
          name: 'visible',
          type: 'checkbox',
          defaultValue: true,
          label: 'Shown on the site',
          admin: { description: 'Hidden: its locations stay, but the locator shows no dealership card for it.' },
        },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'makes', type: 'relationship', relationTo: 'manufacturers', hasMany: true, admin: { description: 'Makes it sells.' } },
    { name: 'dealerLicenceNumber', type: 'text', maxLength: 40, label: 'Dealer licence number' },
    // Where leads for its cars and locations go when a location names no address of its own.
    leadEmailsField('Used for its locations that name no address of their own.'),
  ],
}
