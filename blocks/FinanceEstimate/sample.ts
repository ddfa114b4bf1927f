import type { BlockSample } from '../sampleTypes'

/** The FinanceEstimate block's sample: what the block gallery (/block-gallery) and its tests render. */
export const financeEstimateSample = {
  block: { blockType: 'financeEstimate', heading: 'What could it cost each week?', samplePrice: 32990, defaultFrequency: 'weekly', fetchQuote: false },
  readsFromDealer: 'the dealer’s finance rules',
} satisfies BlockSample<'financeEstimate'>
