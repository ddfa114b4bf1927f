import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { LOCATION_TYPE_OPTIONS } from '@/fields/locationTypes'

/** One location's card: header with hours, map (or static card), licence numbers, Get Directions. */
export const LocationDetailBlock = {
  slug: 'locationDetail',
  interfaceName: 'LocationDetailBlock',
  labels: { singular: 'Location detail', plural: 'Location details' },
  admin: { components: { Label: blockLabelFrom(['heading', 'locationType']) }, images: blockThumbnail('locationDetail', 'Location detail') },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'locations', admin: { description: 'Empty: the primary location of the type below.' } },
        { name: 'locationType', type: 'select', options: LOCATION_TYPE_OPTIONS, admin: { description: 'Used when no location is chosen.' } },
        { name: 'showMap', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
} satisfies Block
