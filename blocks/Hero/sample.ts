import { sampleImage, type BlockSample } from '../sampleTypes'

/** The Hero block's sample: what the block gallery (/block-gallery) and its tests render. */
export const heroSample = {
  block: {
    blockType: 'hero',
    image: sampleImage('ford-ranger.webp', 'A Ford Ranger ute'),
    eyebrow: 'END OF FINANCIAL YEAR',
    heading: 'Drive away before 30 June',
    text: 'Hundreds of new, used and demo cars ready to test drive this week, with finance approved on the spot and your trade-in valued while you wait.',
    cta: { label: 'Search all stock', href: '/search' },
    style: 'overlay',
  },
} satisfies BlockSample<'hero'>
