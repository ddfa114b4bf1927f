import type { BlockSample } from '../sampleTypes'

/** The FinanceCalculator block's sample: what the block gallery (/block-gallery) and its tests render. */
export const financeCalculatorSample = {
  block: {
    blockType: 'financeCalculator',
    heading: 'Finance calculator',
    intro: 'Move the sliders, or type the figures, to estimate your repayments, then ask our team for a quote.',
    variant: 'standard',
    extrasInput: 'tradeIn',
    buttonLabel: 'Get Finance Quote',
    defaultAmount: 38990,
    showDisclaimer: true,
  },
  readsFromDealer: 'the dealer’s finance rules and provider',
} satisfies BlockSample<'financeCalculator'>
