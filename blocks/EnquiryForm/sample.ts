import type { BlockSample } from '../sampleTypes'

/** The EnquiryForm block's sample: what the block gallery (/block-gallery) and its tests render. */
export const enquiryFormSample = {
  block: {
    blockType: 'enquiryForm',
    heading: 'Send us a message',
    intro: 'We answer within one business day, usually sooner.',
    categories: [{ label: 'Sales' }, { label: 'Service' }, { label: 'Parts' }, { label: 'Finance' }, { label: 'General' }],
    messageRequired: 'dealer',
    showLocation: true,
    submitLabel: 'Send enquiry',
  },
  readsFromDealer: 'the dealer’s locations and form settings',
} satisfies BlockSample<'enquiryForm'>
