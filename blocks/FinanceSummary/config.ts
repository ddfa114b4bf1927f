import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/** A finance summary strip for a sample loan: weekly price, rate, comparison rate, term, deposit, balloon. */
export const FinanceSummaryBlock = {
  slug: 'financeSummary',
  interfaceName: 'FinanceSummaryBlock',
  labels: { singular: 'Finance summary', plural: 'Finance summaries' },
  admin: { components: { Label: blockLabelFrom(['heading', 'layout']) }, images: blockThumbnail('financeSummary', 'Finance summary') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance example', maxLength: 90 },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'strip',
      options: [
        { label: 'Strip (all figures in a row)', value: 'strip' },
        { label: 'Cards (figures in a grid)', value: 'cards' },
        { label: 'Compact (one line)', value: 'compact' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sampleAmount', type: 'number', defaultValue: 30000, min: 1000, max: 1000000, required: true, label: 'Sample price ($)' },
        { name: 'sampleTermYears', type: 'number', defaultValue: 5, min: 1, max: 10, required: true, label: 'Term (years)' },
        { name: 'sampleDeposit', type: 'number', defaultValue: 0, min: 0, max: 1000000, label: 'Deposit ($)' },
        { name: 'sampleBalloon', type: 'number', defaultValue: 0, min: 0, max: 1000000, label: 'Balloon ($)' },
      ],
    },
  ],
} satisfies Block
