import { sampleImage, type BlockSample } from '../sampleTypes'

/** The ImageBanner block's sample: what the block gallery (/block-gallery) and its tests render. */
export const imageBannerSample = {
  block: {
    blockType: 'imageBanner',
    image: sampleImage('jayco-journey.webp', 'A Jayco Journey caravan'),
    caption: 'Caravans and campers in stock now: weighed, checked and ready to tow.',
    href: '/search',
    height: 'medium',
  },
} satisfies BlockSample<'imageBanner'>
