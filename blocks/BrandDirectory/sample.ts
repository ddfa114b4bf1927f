import type { BlockSample } from '../sampleTypes'

/** The BrandDirectory block's sample: what the block gallery (/block-gallery) and its tests render. */
export const brandDirectorySample = {
  block: {
    blockType: 'brandDirectory',
    heading: 'Our Brands',
    intro: 'One group, many brands: find the showroom, workshop or business you need.',
    stats: [
      { value: '12', label: 'Locations' },
      { value: '9', label: 'Brands' },
      { value: '38', label: 'Years Est.' },
    ],
  },
  readsFromDealer: 'the group’s brand directory (dealer groups)',
} satisfies BlockSample<'brandDirectory'>
