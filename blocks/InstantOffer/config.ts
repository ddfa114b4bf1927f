import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { headingFields } from '../formFields'

/** The 4-step instant-offer wizard; its photo step follows the dealer setting. */
export const InstantOfferBlock = {
  slug: 'instantOffer',
  interfaceName: 'InstantOfferBlock',
  labels: { singular: 'Instant offer', plural: 'Instant offers' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro']) }, images: blockThumbnail('instantOffer', 'Instant offer') },
  fields: [
    ...headingFields,
    { name: 'contactPath', type: 'text', defaultValue: '/contact', maxLength: 120, admin: { description: 'Where the no-match panel’s Contact button goes.' } },
  ],
} satisfies Block
