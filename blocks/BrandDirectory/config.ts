import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'

/** The group's brand directory (/brands): a stats banner, then brand tiles by group. */
export const BrandDirectoryBlock = {
  slug: 'brandDirectory',
  interfaceName: 'BrandDirectoryBlock',
  labels: { singular: 'Brand directory', plural: 'Brand directories' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro']) }, images: blockThumbnail('brandDirectory', 'Brand directory') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our Brands', maxLength: 80 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'stats',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Stat', plural: 'Stats banner' },
      admin: { components: { RowLabel: labelFrom([['value', 'label']]) } },
      defaultValue: [
        { value: '50+', label: 'Locations' },
        { value: '40+', label: 'Brands' },
        { value: '30+', label: 'Years Est.' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 12 },
            { name: 'label', type: 'text', required: true, maxLength: 40 },
          ],
        },
      ],
    },
  ],
} satisfies Block
