import type { CollectionConfig } from 'payload'

import { dealerContentAccess, dealerContentHooks } from '@/access/dealerContent'
import { SEGMENT_SLUG_PATTERN } from '@/domain/format/slug'
import { hrefField } from '@/fields/link'

const BRAND_GROUPS = [
  { label: 'Car Brands', value: 'car' },
  { label: 'Motorcycle Brands', value: 'motorcycle' },
  { label: 'Truck Brands', value: 'truck' },
  { label: 'Our Brands', value: 'our' },
] as const

/** A brand in a dealer group's directory (/brands), with its own overview page at /{slug}/overview. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'group', 'position'], group: 'Dealer' },
  access: dealerContentAccess,
  defaultSort: 'position',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: dealerContentHooks,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'slug',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'The overview page is /{slug}/overview.' },
          validate: (v: unknown) => (typeof v === 'string' && SEGMENT_SLUG_PATTERN.test(v) ? true : 'Use lower-case words separated by hyphens.'),
        },
        { name: 'group', type: 'select', required: true, defaultValue: 'car', options: [...BRAND_GROUPS] },
      ],
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 300, admin: { description: 'Shown on the brand tile.' } },
    {
      type: 'row',
      fields: [
        { name: 'make', type: 'relationship', relationTo: 'manufacturers', admin: { description: 'Links the overview to this make’s stock and supplies a logo.' } },
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'position', type: 'number', min: 0, admin: { step: 1 } },
      ],
    },
    { ...hrefField('website', false), admin: { description: 'The brand’s own site, if any.' } },
    { name: 'overview', type: 'richText', admin: { description: 'The body of /{slug}/overview.' } },
  ],
}
