import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/** The finance calculator: sliders for amount, term and rate, a frequency select, the repayment. */
export const FinanceCalculatorBlock = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro', 'variant']) }, images: blockThumbnail('financeCalculator', 'Finance calculator') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance calculator', maxLength: 90 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          type: 'select',
          defaultValue: 'standard',
          options: [
            { label: 'Amount, term and rate', value: 'standard' },
            { label: 'Also deposit or trade-in, and residual', value: 'extras' },
          ],
        },
        {
          name: 'extrasInput',
          label: 'First extra input',
          type: 'select',
          defaultValue: 'deposit',
          options: [
            { label: 'Deposit', value: 'deposit' },
            { label: 'Trade-in', value: 'tradeIn' },
          ],
          admin: { condition: (_data: unknown, sibling: { variant?: string }) => sibling?.variant === 'extras' },
        },
        {
          name: 'buttonLabel',
          type: 'select',
          defaultValue: 'Get Finance Quote',
          options: [
            { label: 'Get Finance Quote', value: 'Get Finance Quote' },
            { label: 'Get Finance', value: 'Get Finance' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'defaultAmount',
          type: 'number',
          min: 0,
          max: 10000000,
          admin: { description: 'Starting loan amount. Empty: 30000 (the vehicle price on a vehicle page).' },
        },
        { name: 'showDisclaimer', type: 'checkbox', defaultValue: true, label: 'Show the finance disclaimer' },
      ],
    },
  ],
} satisfies Block
