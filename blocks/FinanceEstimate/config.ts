import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/** The finance estimate panel: an estimate only, as amount per wk/fn/mo with an asterisk. */
export const FinanceEstimateBlock = {
  slug: 'financeEstimate',
  interfaceName: 'FinanceEstimateBlock',
  labels: { singular: 'Finance estimate', plural: 'Finance estimates' },
  admin: { components: { Label: blockLabelFrom(['heading', 'defaultFrequency']) }, images: blockThumbnail('financeEstimate', 'Finance estimate') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance estimate', maxLength: 90 },
    {
      type: 'row',
      fields: [
        { name: 'samplePrice', type: 'number', defaultValue: 30000, min: 1000, max: 1000000, required: true, label: 'Sample price ($)' },
        {
          name: 'defaultFrequency',
          type: 'select',
          defaultValue: 'weekly',
          options: [
            { label: 'Weekly', value: 'weekly' },
            { label: 'Fortnightly', value: 'fortnightly' },
            { label: 'Monthly', value: 'monthly' },
          ],
        },
        {
          name: 'fetchQuote',
          type: 'checkbox',
          defaultValue: false,
          label: 'Ask YouX for a quote',
          admin: { description: 'Replaces the sample rate with a YouX quote when one is available.' },
        },
      ],
    },
  ],
} satisfies Block
