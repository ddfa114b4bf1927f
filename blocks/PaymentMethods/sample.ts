import type { BlockSample } from '../sampleTypes'

/** The PaymentMethods block's sample: what the block gallery (/block-gallery) and its tests render. */
export const paymentMethodsSample = {
  block: { blockType: 'paymentMethods', heading: 'Payment methods accepted', methods: ['visa', 'mastercard', 'apple-pay', 'google-pay'] },
} satisfies BlockSample<'paymentMethods'>
