import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

export const RichTextBlock = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  admin: { components: { Label: blockLabelFrom(['content']) }, images: blockThumbnail('richText', 'Rich text') },
  fields: [
    { name: 'content', type: 'richText', required: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'reading',
      options: [
        { label: 'Reading width', value: 'reading' },
        { label: 'Full width', value: 'full' },
      ],
    },
  ],
} satisfies Block
