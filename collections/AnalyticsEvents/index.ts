import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * Shopper analytics events by id (26 calculator used, 17/48 test drive, 15/14 used/new
 * enquiry, 18 trade-in offer...). Written only by POST /api/events (tenant from the host); read by
 * the dealer's staff in the admin. Nothing is public.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: { group: 'Leads', useAsTitle: 'name', defaultColumns: ['eventId', 'name', 'path', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isSuperAdmin, ...noVersions },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'eventId', type: 'number', required: true, index: true },
        { name: 'name', type: 'text', required: true },
      ],
    },
    { name: 'path', type: 'text' },
    { name: 'carId', type: 'text' },
    { name: 'leadId', type: 'text' },
    { name: 'data', type: 'json' },
  ],
  timestamps: true,
}
