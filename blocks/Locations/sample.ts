import type { BlockSample } from '../sampleTypes'

/** The Locations block's sample: what the block gallery (/block-gallery) and its tests render. */
export const locationsSample = {
  block: { blockType: 'locations', heading: 'Our Locations', layout: 'auto', showStockButton: true },
  readsFromDealer: 'the dealer’s locations',
} satisfies BlockSample<'locations'>
