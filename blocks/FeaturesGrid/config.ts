import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'

export const FEATURE_ICONS = ['genuine', 'clock', 'car', 'coffee', 'shuttle', 'sunrise', 'parts', 'plan', 'software', 'health', 'shield', 'star'] as const

/** A grid of selling points (the service page's features and benefits). */
export const FeaturesGridBlock = {
  slug: 'featuresGrid',
  interfaceName: 'FeaturesGridBlock',
  labels: { singular: 'Features grid', plural: 'Features grids' },
  admin: { components: { Label: blockLabelFrom(['heading', 'subheading', 'items.0.title']) }, images: blockThumbnail('featuresGrid', 'Features grid') },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80 },
    { name: 'subheading', type: 'text', maxLength: 120 },
    {
      name: 'style',
      type: 'select',
      defaultValue: 'features',
      options: [
        { label: 'Features (icons)', value: 'features' },
        { label: 'Benefits (ticked list)', value: 'benefits' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 16,
      admin: { components: { RowLabel: labelFrom(['title', 'text']) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 60 },
            { name: 'icon', type: 'select', defaultValue: 'star', options: FEATURE_ICONS.map((v) => ({ label: v, value: v })) },
          ],
        },
        { name: 'text', type: 'textarea', maxLength: 300 },
      ],
    },
  ],
} satisfies Block
