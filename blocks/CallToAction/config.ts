import type { Block } from 'payload'

import { linkGroup } from '../../src/fields/link'

export const CallToActionBlock = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    {
      name: 'buttons',
      type: 'array',
      minRows: 1,
      maxRows: 2,
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
