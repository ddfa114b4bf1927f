import type { BlockSample } from '../sampleTypes'

/** The SearchResults block's sample: what the block gallery (/block-gallery) and its tests render. */
export const searchResultsSample = {
  block: {
    blockType: 'searchResults',
    heading: 'Our latest stock',
    variant: 'search',
    defaultSort: 'vehicles_latest',
    layout: 'carousel',
    filters: ['carType', 'make', 'price', 'body'],
    carTypeOptions: ['all', 'new', 'used', 'demo'],
    promoCard: false,
    showViewCount: false,
    itemNoun: 'auto',
  },
  readsFromDealer: 'the dealer’s stock (search)',
} satisfies BlockSample<'searchResults'>
