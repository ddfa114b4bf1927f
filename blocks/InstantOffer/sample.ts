import type { BlockSample } from '../sampleTypes'

/** The InstantOffer block's sample: what the block gallery (/block-gallery) and its tests render. */
export const instantOfferSample = {
  block: { blockType: 'instantOffer', heading: 'Get an instant offer in 2 minutes', intro: 'Enter your rego and state: we make an offer you can take to the bank.', contactPath: '/contact-us' },
  readsFromDealer: 'the dealer’s valuation settings',
} satisfies BlockSample<'instantOffer'>
