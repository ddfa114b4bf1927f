import type { BlockSample } from '../sampleTypes'

/** The LocationDetail block's sample: what the block gallery (/block-gallery) and its tests render. */
export const locationDetailSample = {
  block: { blockType: 'locationDetail', heading: 'Find our service centre', locationType: 'service-and-parts', showMap: true },
  readsFromDealer: 'the dealer’s locations (the primary one of the type)',
} satisfies BlockSample<'locationDetail'>
