import type { BlockSample } from '../sampleTypes'

/** The MultiStepForm block's sample: what the block gallery (/block-gallery) and its tests render. */
export const multiStepFormSample = {
  block: { blockType: 'multiStepForm', heading: 'Book a test drive', intro: 'Pick a car, a time and a showroom: we will have it washed and waiting.', showLocation: true, submitLabel: 'Book my test drive' },
  readsFromDealer: 'the dealer’s locations and form settings',
} satisfies BlockSample<'multiStepForm'>
