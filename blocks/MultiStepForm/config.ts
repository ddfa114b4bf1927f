import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { headingFields, showLocationField } from '../formFields'

/** The multi-step enquiry and test-drive form: the last step submits the lead. */
export const MultiStepFormBlock = {
  slug: 'multiStepForm',
  interfaceName: 'MultiStepFormBlock',
  labels: { singular: 'Multi-step enquiry / test drive', plural: 'Multi-step enquiry / test drive forms' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro', 'submitLabel']) }, images: blockThumbnail('multiStepForm', 'Multi-step enquiry / test drive') },
  fields: [
    ...headingFields,
    showLocationField,
    { name: 'submitLabel', type: 'text', defaultValue: 'Book test drive', maxLength: 40 },
  ],
} satisfies Block
