import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { LOCATION_TYPE_OPTIONS } from '@/fields/locationTypes'

/** 'Our Locations': the chooser (one location → hero map, several dealerships → carousel, else grid). */
export const LocationsBlock = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations sections' },
  admin: { components: { Label: blockLabelFrom(['heading', 'locationTypes', 'layout']) }, images: blockThumbnail('locations', 'Locations') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our Locations', maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'auto',
          options: [
            { label: 'Automatic (map for one, carousel for dealerships, else grid)', value: 'auto' },
            { label: 'Carousel', value: 'carousel' },
            { label: 'Grid', value: 'grid' },
          ],
        },
        { name: 'locationTypes', type: 'select', hasMany: true, options: LOCATION_TYPE_OPTIONS, admin: { description: 'Empty: every type.' } },
        { name: 'showStockButton', type: 'checkbox', defaultValue: true, label: 'View Our Stock button' },
      ],
    },
  ],
} satisfies Block
