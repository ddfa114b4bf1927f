import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { linkGroup } from '@/fields/link'

export const HeroBlock = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  admin: { components: { Label: blockLabelFrom(['heading', 'eyebrow', 'text']) }, images: blockThumbnail('hero', 'Hero') },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'eyebrow', type: 'text', maxLength: 40, admin: { description: 'A short line above the heading, e.g. GENUINE SERVICING.' } },
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    { ...linkGroup('cta', 'Call to action', false) },
    {
      name: 'style',
      type: 'select',
      defaultValue: 'overlay',
      options: [
        { label: 'Text over the image', value: 'overlay' },
        { label: 'Text beside the image', value: 'split' },
      ],
    },
  ],
} satisfies Block
