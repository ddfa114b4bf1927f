import type { Block } from 'payload'

import { hrefField } from '../../src/fields/link'

/** 'You might also be interested in': a short list of cross-links. */
export const RelatedLinksBlock = {
  slug: 'relatedLinks',
  interfaceName: 'RelatedLinksBlock',
  labels: { singular: 'Related links', plural: 'Related links' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'You might also be interested in', maxLength: 80 },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        {
          type: 'row',
          fields: [{ name: 'label', type: 'text', required: true, maxLength: 60 }, hrefField('href')],
        },
        { name: 'description', type: 'textarea', maxLength: 160 },
      ],
    },
  ],
} satisfies Block
