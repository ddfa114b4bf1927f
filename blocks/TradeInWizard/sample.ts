import type { BlockSample } from '../sampleTypes'

/** The TradeInWizard block's sample: what the block gallery (/block-gallery) and its tests render. */
export const tradeInWizardSample = {
  block: { blockType: 'tradeInWizard', heading: 'What is your car worth?', intro: 'Tell us about your car for an indicative trade-in price in two minutes.', variant: 'standard', showLocation: true },
  readsFromDealer: 'the dealer’s locations and valuation settings',
} satisfies BlockSample<'tradeInWizard'>
