import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { headingFields, showLocationField } from '../formFields'

/** The trade-in valuation wizard: details, rego lookup, adjustments, accept the offer. */
export const TradeInWizardBlock = {
  slug: 'tradeInWizard',
  interfaceName: 'TradeInWizardBlock',
  labels: { singular: 'Trade-in valuation', plural: 'Trade-in valuations' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro', 'variant']) }, images: blockThumbnail('tradeInWizard', 'Trade-in valuation') },
  fields: [
    ...headingFields,
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'standard',
      options: [
        { label: 'Trade-in valuation', value: 'standard' },
        { label: 'Used-car form (asks whether there is a trade-in)', value: 'used' },
      ],
    },
    showLocationField,
  ],
} satisfies Block
