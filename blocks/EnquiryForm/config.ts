import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'
import { headingFields, labelList, showLocationField } from '../formFields'

/** The enquiry form. On /contact it is a general enquiry, so it asks for a category. */
export const EnquiryFormBlock = {
  slug: 'enquiryForm',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro', 'submitLabel']) }, images: blockThumbnail('enquiryForm', 'Enquiry form') },
  fields: [
    ...headingFields,
    labelList('categories', 'Enquiry categories', 'Shown as a required drop-down on a general enquiry. Leave empty to hide it.'),
    {
      name: 'messageRequired',
      type: 'select',
      defaultValue: 'dealer',
      label: 'Message',
      options: [
        { label: 'As the dealer setting says', value: 'dealer' },
        { label: 'Required', value: 'required' },
        { label: 'Optional', value: 'optional' },
      ],
    },
    showLocationField,
    { name: 'showDealership', type: 'checkbox', defaultValue: false, label: 'Ask which dealership (group sites; required when shown)' },
    {
      name: 'dealerships',
      type: 'array',
      maxRows: 30,
      admin: {
        condition: (_, sibling) => Boolean(sibling?.showDealership),
        initCollapsed: true,
        description: 'Leave empty to offer the dealer’s dealerships (Dealer → Dealerships), by name; list some here to offer those instead.',
        components: { RowLabel: labelFrom(['label', 'slug']) },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 80 },
            { name: 'slug', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
    { name: 'submitLabel', type: 'text', defaultValue: 'Send enquiry', maxLength: 40 },
  ],
} satisfies Block
