import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { hrefField } from '@/fields/link'

export const ImageBannerBlock = {
  slug: 'imageBanner',
  interfaceName: 'ImageBannerBlock',
  labels: { singular: 'Image banner', plural: 'Image banners' },
  admin: { components: { Label: blockLabelFrom(['caption', 'href']) }, images: blockThumbnail('imageBanner', 'Image banner') },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 140 },
    { ...hrefField('href', false), label: 'Link (optional)' },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'medium',
      options: [
        { label: 'Short', value: 'short' },
        { label: 'Medium', value: 'medium' },
        { label: 'Tall', value: 'tall' },
      ],
    },
  ],
} satisfies Block
