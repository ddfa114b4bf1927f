import type { BlockSample } from '../sampleTypes'

/** The ModelRange block's sample: what the block gallery (/block-gallery) and its tests render. */
export const modelRangeSample = {
  block: {
    blockType: 'modelRange',
    heading: 'Explore Our Range',
    categories: [{ body: 'suv' }, { body: 'hatch' }, { body: 'sedan' }, { body: 'ute' }],
    showAll: true,
    allLabel: 'All',
    display: 'grid',
  },
  readsFromDealer: 'the dealer’s model range (new-car dealers)',
} satisfies BlockSample<'modelRange'>
