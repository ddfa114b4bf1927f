import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/** 'Search Our New & Used Vehicles': car-type toggle, drop-downs, price slider and facet tiles into /search. */
export const HeroSearchBlock = {
  slug: 'heroSearch',
  interfaceName: 'HeroSearchBlock',
  labels: { singular: 'Hero vehicle search', plural: 'Hero vehicle searches' },
  admin: { components: { Label: blockLabelFrom(['heading', 'carTypeOptions']) }, images: blockThumbnail('heroSearch', 'Hero vehicle search') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Search Our New & Used Vehicles', maxLength: 80 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        {
          name: 'carTypeOptions',
          type: 'select',
          hasMany: true,
          defaultValue: ['all', 'new', 'used', 'demo'],
          admin: { description: "The car-type toggle, in order. Without 'All' the first option starts selected." },
          options: [
            { label: 'All', value: 'all' },
            { label: 'New', value: 'new' },
            { label: 'Used', value: 'used' },
            { label: 'Demo', value: 'demo' },
            { label: 'New / Demo', value: 'new-demo' },
          ],
        },
        {
          name: 'dropdowns',
          type: 'select',
          hasMany: true,
          defaultValue: ['make', 'model', 'body'],
          options: [
            { label: 'Make', value: 'make' },
            { label: 'Model', value: 'model' },
            { label: 'Body type', value: 'body' },
            { label: 'Location', value: 'location' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'showPriceSlider', type: 'checkbox', defaultValue: true, label: 'Price-range slider' },
        {
          name: 'pricePicks',
          type: 'select',
          defaultValue: 'standard',
          label: 'Price quick picks',
          options: [
            { label: '$5,000 to $70,000', value: 'standard' },
            { label: 'Luxury: $300,000 to $800,000', value: 'luxury' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tiles',
          type: 'select',
          defaultValue: 'make',
          label: 'Facet link tiles',
          options: [
            { label: 'None', value: 'none' },
            { label: 'By make', value: 'make' },
            { label: 'By body type', value: 'body' },
          ],
        },
        { name: 'tileLimit', type: 'number', defaultValue: 8, min: 2, max: 24, admin: { step: 1 } },
      ],
    },
  ],
} satisfies Block
