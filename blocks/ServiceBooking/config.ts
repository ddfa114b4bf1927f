import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { DEFAULT_SERVICE_INTERVALS, DEFAULT_SERVICE_TYPES } from '@/domain/forms/config'
import { headingFields, labelList, showLocationField, validateFrameUrl } from '../formFields'

/** The service booking wizard, its minimal rego-first variant, or an external booking frame. */
export const ServiceBookingBlock = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  labels: { singular: 'Service booking', plural: 'Service bookings' },
  admin: { components: { Label: blockLabelFrom(['heading', 'intro', 'variant']) }, images: blockThumbnail('serviceBooking', 'Service booking') },
  fields: [
    ...headingFields,
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'standard',
      options: [
        { label: 'Contact, vehicle and order details', value: 'standard' },
        { label: 'Minimal: registration first', value: 'minimal' },
      ],
    },
    {
      name: 'frameUrl',
      type: 'text',
      label: 'External booking page',
      maxLength: 500,
      validate: validateFrameUrl,
      admin: { description: 'When set, this https:// page is embedded instead of the wizard.' },
    },
    labelList('serviceIntervals', 'Service intervals', `Empty uses: ${DEFAULT_SERVICE_INTERVALS.join('; ')}.`),
    labelList('serviceTypes', 'Service types', `Empty uses: ${DEFAULT_SERVICE_TYPES.join('; ')}. Required when there are any.`),
    showLocationField,
  ],
} satisfies Block
