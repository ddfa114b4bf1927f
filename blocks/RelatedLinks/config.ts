import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'
import { hrefField } from '@/fields/link'

/** 'You might also be interested in': a short list of cross-links. */
export const RelatedLinksBlock = {
  slug: 'relatedLinks',
  interfaceName: 'RelatedLinksBlock',
  labels: { singular: 'Related links', plural: 'Related links' },
  admin: { components: { Label: blockLabelFrom(['heading', 'links.0.label']) }, images: blockThumbnail('relatedLinks', 'Related links') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'You might also be interested in', maxLength: 80 },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      admin: { components: { RowLabel: labelFrom(['label', 'href']) } },
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
