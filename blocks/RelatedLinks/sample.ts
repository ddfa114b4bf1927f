import type { BlockSample } from '../sampleTypes'

/** The RelatedLinks block's sample: what the block gallery (/block-gallery) and its tests render. */
export const relatedLinksSample = {
  block: {
    blockType: 'relatedLinks',
    heading: 'You might also be interested in',
    links: [
      { label: 'Warranty', href: '/warranty', description: 'What your new-car warranty covers, and how servicing keeps it.' },
      { label: 'Roadside Assist', href: '/roadside-assist', description: '24/7 help anywhere in Australia, renewed with every service.' },
      { label: 'Finance options', href: '/finance', description: 'Estimate repayments and get a quote.' },
    ],
  },
} satisfies BlockSample<'relatedLinks'>
