import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/** The dealer's live promotions (collection promotions) as a banner or cards, by dates, car type and position. */
export const PromotionsBlock = {
  slug: 'promotions',
  interfaceName: 'PromotionsBlock',
  labels: { singular: 'Promotions', plural: 'Promotions sections' },
  admin: { components: { Label: blockLabelFrom(['heading', ['display', 'carType']]) }, images: blockThumbnail('promotions', 'Promotions') },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'display',
          type: 'select',
          defaultValue: 'banner',
          options: [
            { label: 'Banner (promotions placed as banners)', value: 'banner' },
            { label: 'Cards (promotions placed as cards)', value: 'cards' },
          ],
        },
        {
          name: 'carType',
          type: 'select',
          admin: { description: "The page's car type; promotions for other car types are left out. Empty: any." },
          options: [
            { label: 'New', value: 'new' },
            { label: 'Used', value: 'used' },
            { label: 'Demo', value: 'demo' },
          ],
        },
        { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24, admin: { step: 1 } },
      ],
    },
  ],
} satisfies Block
