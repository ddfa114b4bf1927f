import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin, isSuperAdminUser, nobody } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { TAG_COST_LIMITS } from '@/domain/marketing/tagCost'

/**
 * What the dealer's marketing tags cost shoppers (issue 37): one row per tag per page view that
 * started it, measured by the shopper's browser (src/domain/marketing/tagCost.ts) and sent with the
 * page's Core Web Vitals, written only by POST /api/events (src/lib/events/vitals.ts, in the same
 * statement as the vitals). The dealer's Marketing tags settings show each tag's typical cost
 * (src/lib/tags/costReport.ts). Staff may read them (sales staff may not); only a super-admin sees the
 * rows in the admin's navigation.
 */
export const TagCosts: CollectionConfig = {
  slug: 'tag-costs',
  labels: { singular: 'Tag cost', plural: 'Tag costs' },
  admin: {
    group: 'Leads',
    useAsTitle: 'tag',
    defaultColumns: ['tag', 'bytes', 'ms', 'createdAt'],
    hidden: ({ user }) => !isSuperAdminUser(user),
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isSuperAdmin, ...noVersions },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['tenant', 'createdAt'] }],
  fields: [
    { name: 'tag', type: 'text', required: true, maxLength: TAG_COST_LIMITS.keyLength, admin: { description: 'gtm, gtag, metaPixel, clarity, a chat, or custom:{label}.' } },
    {
      type: 'row',
      fields: [
        { name: 'bytes', type: 'number', min: 0, admin: { description: 'Its scripts’ bytes as sent (compressed); empty when the vendor hides them.' } },
        { name: 'ms', type: 'number', min: 0, admin: { description: 'Main-thread milliseconds of its scripts in long frames; empty where the browser cannot tell.' } },
      ],
    },
  ],
  timestamps: true,
}
