import type { BlockSample } from '../sampleTypes'

/** The HeroSearch block's sample: what the block gallery (/block-gallery) and its tests render. */
export const heroSearchSample = {
  block: {
    blockType: 'heroSearch',
    heading: 'Search Our New & Used Vehicles',
    carTypeOptions: ['all', 'new', 'used', 'demo'],
    dropdowns: ['make', 'model', 'body'],
    showPriceSlider: true,
    pricePicks: 'standard',
    tiles: 'make',
    tileLimit: 8,
  },
  readsFromDealer: 'the dealer’s stock (makes, models and bodies)',
} satisfies BlockSample<'heroSearch'>
