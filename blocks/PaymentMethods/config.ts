import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

export const PAYMENT_METHODS = [
  { label: 'Mastercard', value: 'mastercard' },
  { label: 'Visa', value: 'visa' },
  { label: 'Maestro', value: 'maestro' },
  { label: 'Google Pay', value: 'google-pay' },
  { label: 'Apple Pay', value: 'apple-pay' },
] as const

/** The payment-accepted strip. */
export const PaymentMethodsBlock = {
  slug: 'paymentMethods',
  interfaceName: 'PaymentMethodsBlock',
  labels: { singular: 'Payment methods', plural: 'Payment methods strips' },
  admin: { components: { Label: blockLabelFrom(['heading', 'methods']) }, images: blockThumbnail('paymentMethods', 'Payment methods') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Payment methods accepted', maxLength: 60 },
    { name: 'methods', type: 'select', hasMany: true, defaultValue: PAYMENT_METHODS.map((m) => m.value), options: [...PAYMENT_METHODS] },
  ],
} satisfies Block
