import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/** The fuel cost calculator: fuel price and weekly distance. */
export const FuelCalculatorBlock = {
  slug: 'fuelCalculator',
  interfaceName: 'FuelCalculatorBlock',
  labels: { singular: 'Fuel cost calculator', plural: 'Fuel cost calculators' },
  admin: { components: { Label: blockLabelFrom(['heading']) }, images: blockThumbnail('fuelCalculator', 'Fuel cost calculator') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Fuel cost calculator', maxLength: 90 },
    {
      name: 'consumption',
      type: 'number',
      min: 1,
      max: 40,
      label: 'Fuel consumption (L/100km)',
      admin: { description: 'Empty: 10 L/100km.', step: 0.1 },
    },
  ],
} satisfies Block
