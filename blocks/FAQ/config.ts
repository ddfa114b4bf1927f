import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'

export const FAQBlock = {
  slug: 'faq',
  interfaceName: 'FAQBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { components: { Label: blockLabelFrom(['heading', 'items.0.question']) }, images: blockThumbnail('faq', 'FAQ') },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Frequently asked questions', maxLength: 90 },
    {
      name: 'rememberOpen',
      type: 'checkbox',
      defaultValue: false,
      label: 'Remember which answers a shopper opened',
      admin: { description: 'Open items stay open on the next visit (stored in the browser, per heading).' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      admin: { components: { RowLabel: labelFrom(['question', 'answer']) } },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 3000 },
      ],
    },
  ],
} satisfies Block
