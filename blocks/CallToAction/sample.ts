import type { BlockSample } from '../sampleTypes'

/** The CallToAction block's sample: what the block gallery (/block-gallery) and its tests render. */
export const ctaSample = {
  block: {
    blockType: 'cta',
    heading: 'Feel it for yourself',
    text: 'Book a test drive in any current model, or find out what your car is worth before you visit.',
    buttons: [{ link: { label: 'Book a test drive', href: '/book-test-drive' } }, { link: { label: 'Value my trade', href: '/trade-in' } }],
    tone: 'primary',
  },
} satisfies BlockSample<'cta'>
