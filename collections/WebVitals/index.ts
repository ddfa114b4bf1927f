import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin, isSuperAdminUser, nobody } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { SITE_TEMPLATES, TEMPLATE_LABELS } from '@/domain/dashboard/templates'
import { VITAL_METRICS } from '@/domain/dashboard/vitals'

/**
 * Shoppers' real Core Web Vitals (issue 18): one row per metric per page view, written only by
 * POST /api/events (src/lib/events/vitals.ts, one INSERT per batch, tenant from the Host header) and
 * read by the admin dashboard as the 75th percentile per template and per day, one aggregate query
 * over the (tenant, created_at) index. `value` is stored as double precision (src/lib/dashboard/schema.ts).
 * Staff may read them (sales staff may not); only a super-admin sees the raw rows in the admin's navigation.
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: { singular: 'Web vital', plural: 'Web vitals' },
  admin: {
    group: 'Leads',
    useAsTitle: 'metric',
    defaultColumns: ['metric', 'value', 'template', 'path', 'createdAt'],
    hidden: ({ user }) => !isSuperAdminUser(user),
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isSuperAdmin, ...noVersions },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['tenant', 'createdAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'metric', type: 'select', required: true, options: VITAL_METRICS.map((m) => ({ label: m, value: m })) },
        { name: 'value', type: 'number', required: true, admin: { description: 'LCP and INP in milliseconds; CLS unitless.' } },
        { name: 'template', type: 'select', required: true, options: SITE_TEMPLATES.map((t) => ({ label: TEMPLATE_LABELS[t], value: t })) },
      ],
    },
    { name: 'path', type: 'text', maxLength: 300 },
  ],
  timestamps: true,
}
