import type { Block } from 'payload'

import { BODY_OPTIONS } from '@collections/RangeModels'
import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'

/** 'Explore Our Range': body buttons over the dealer's range models (collection range-models). */
export const ModelRangeBlock = {
  slug: 'modelRange',
  interfaceName: 'ModelRangeBlock',
  labels: { singular: 'Model range', plural: 'Model ranges' },
  admin: { components: { Label: blockLabelFrom(['heading', 'categories.0.label']) }, images: blockThumbnail('modelRange', 'Model range') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Explore Our Range', maxLength: 80 },
    {
      name: 'categories',
      type: 'array',
      labels: { singular: 'Body category', plural: 'Body categories' },
      admin: { description: 'Body buttons in order; the first is selected by default. Empty: every body the range uses.', components: { RowLabel: labelFrom(['label', 'body']) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'body', type: 'select', required: true, options: BODY_OPTIONS },
            { name: 'label', type: 'text', maxLength: 30 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'showAll', type: 'checkbox', defaultValue: false, label: "Offer an 'All' button" },
        { name: 'allLabel', type: 'text', defaultValue: 'All', maxLength: 20 },
        {
          name: 'display',
          type: 'select',
          defaultValue: 'grid',
          options: [
            { label: 'Grid', value: 'grid' },
            { label: 'Carousel', value: 'carousel' },
          ],
        },
        { name: 'useNewSlugs', type: 'checkbox', defaultValue: false, label: 'Link models by their new slug' },
      ],
    },
  ],
} satisfies Block
