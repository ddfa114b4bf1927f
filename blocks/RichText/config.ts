import type { Block } from 'payload'

export const RichTextBlock = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
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
