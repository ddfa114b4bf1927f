import type { Block } from 'payload'

import { headingFields, showLocationField } from '../forms-shared/fields'

/** The multi-step enquiry and test-drive form (spec 02 §4): the last step submits the lead. */
export const MultiStepFormBlock = {
  slug: 'multiStepForm',
  interfaceName: 'MultiStepFormBlock',
  labels: { singular: 'Multi-step enquiry / test drive', plural: 'Multi-step enquiry / test drive forms' },
  fields: [
    ...headingFields,
    showLocationField,
    { name: 'submitLabel', type: 'text', defaultValue: 'Book test drive', maxLength: 40 },
  ],
} satisfies Block
