import type { CollectionConfig } from 'payload'

import { dealerContentAccess, dealerContentHooks } from '@/access/dealerContent'
import { BODY_LABELS, BODY_TYPES } from '@/domain/vehicles/options'

/** The body whitelist is the vehicles' body list; ranges file models under the same names. */
export const BODY_OPTIONS = BODY_TYPES.map((value) => ({ label: BODY_LABELS[value] ?? value, value }))

/**
 * The dealer's new-model range ("Explore Our Range"): one entry per model, with the bodies it is
 * filed under, a from price and an optional NEW / COMING SOON status.
 */
export const RangeModels: CollectionConfig = {
  slug: 'range-models',
  labels: { singular: 'Range model', plural: 'Model range' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'make', 'bodies', 'status', 'fromPrice', 'position'], group: 'Dealer' },
  access: dealerContentAccess,
  defaultSort: 'position',
  hooks: dealerContentHooks,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'make', type: 'relationship', relationTo: 'manufacturers' },
        {
          name: 'status',
          type: 'select',
          options: [
            { label: 'NEW', value: 'new' },
            { label: 'COMING SOON', value: 'coming_soon' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'The model page is /{slug}.' },
          validate: (v: unknown) => (typeof v === 'string' && /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(v) ? true : 'Use lower-case words separated by hyphens.'),
        },
        { name: 'newSlug', type: 'text', maxLength: 120, admin: { description: 'Alternative page slug, used when the range block asks for new slugs.' } },
        {
          name: 'overrideUrl',
          type: 'text',
          maxLength: 500,
          admin: { description: 'Send shoppers here instead (site path or https:// address).' },
          validate: (v: unknown) => (!v || /^(\/(?!\/)\S*|https:\/\/\S+)$/.test(String(v)) ? true : 'Use a site path such as /cx-5, or a full https:// address.'),
        },
      ],
    },
    { name: 'bodies', type: 'select', hasMany: true, required: true, options: BODY_OPTIONS, admin: { description: 'Body categories this model appears under.' } },
    {
      type: 'row',
      fields: [
        { name: 'fromPrice', type: 'number', min: 0, admin: { step: 1 } },
        { name: 'position', type: 'number', min: 0, admin: { step: 1, description: 'Order in the range (lowest first).' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', maxLength: 300, admin: { description: 'Or a catalogue image path, e.g. /assets/models/mazda-cx-5.svg' } },
    { name: 'shortDescription', type: 'textarea', maxLength: 600 },
  ],
}
