import type { BlockSample } from '../sampleTypes'
import { bold, doc, h2, link, p, ul } from '@/domain/richText/lexical'

/** The RichText block's sample: what the block gallery (/block-gallery) and its tests render. */
export const richTextSample = {
  block: {
    blockType: 'richText',
    content: doc(
      h2('Welcome to the showroom'),
      p('Locally owned since 1987, we have grown from a single used-car yard into a family of showrooms and workshops. ', bold('Every car'), ' is inspected in our own workshop before it reaches the lot.'),
      ul('Capped-price servicing for every brand we sell', 'Finance approved on the spot, six days a week', 'Trade-ins of any make and model'),
      p('Questions? ', link('/contact-us', 'Contact our team'), ' or call in for a coffee.'),
    ),
    width: 'reading',
  },
} satisfies BlockSample<'richText'>
