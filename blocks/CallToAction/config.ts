import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'
import { linkGroup } from '@/fields/link'

export const CallToActionBlock = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: { components: { Label: blockLabelFrom(['heading', 'text']) }, images: blockThumbnail('cta', 'Call to action') },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    {
      name: 'buttons',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      admin: { components: { RowLabel: labelFrom(['link.label', 'link.href']) } },
      fields: [linkGroup('link', 'Link')],
    },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'primary',
      options: [
        { label: 'Primary colour band', value: 'primary' },
        { label: 'Light band', value: 'light' },
      ],
    },
  ],
} satisfies Block
