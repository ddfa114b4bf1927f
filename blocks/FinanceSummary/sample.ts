import type { BlockSample } from '../sampleTypes'

/** The FinanceSummary block's sample: what the block gallery (/block-gallery) and its tests render. */
export const financeSummarySample = {
  block: { blockType: 'financeSummary', heading: 'Finance example', layout: 'strip', sampleAmount: 30000, sampleTermYears: 5, sampleDeposit: 0, sampleBalloon: 0 },
  readsFromDealer: 'the dealer’s finance rules (hidden where the dealer shows no finance examples)',
} satisfies BlockSample<'financeSummary'>
