import type { BlockSample } from '../sampleTypes'

/** The Promotions block's sample: what the block gallery (/block-gallery) and its tests render. */
export const promotionsSample = {
  block: { blockType: 'promotions', heading: 'On now', display: 'cards', limit: 3 },
  readsFromDealer: 'the dealer’s current promotions',
} satisfies BlockSample<'promotions'>
