import type { BlockSample } from '../sampleTypes'

/** The ServiceBooking block's sample: what the block gallery (/block-gallery) and its tests render. */
export const serviceBookingSample = {
  block: { blockType: 'serviceBooking', heading: 'Book a service', intro: 'Genuine parts, factory-trained technicians and a loan car if you need one.', variant: 'standard', showLocation: true },
  readsFromDealer: 'the dealer’s service locations',
} satisfies BlockSample<'serviceBooking'>
