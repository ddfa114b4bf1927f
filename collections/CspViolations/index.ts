import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin, isSuperAdminUser, nobody } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * Content-Security-Policy violations that shoppers' browsers reported on a dealer's pages (issue 33):
 * one row per violation, written only by POST /api/csp-reports (src/lib/cspReports/endpoint.ts, rate
 * limited, tenant from the Host header) and counted on the admin dashboard over the (tenant,
 * created_at) index. A sudden count is a script injected into a page, or a new embed the policy does
 * not know yet. Staff may read them (sales staff may not); only a super-admin sees the rows in the
 * admin's navigation.
 */
export const CspViolations: CollectionConfig = {
  slug: 'csp-violations',
  labels: { singular: 'CSP violation', plural: 'CSP violations' },
  admin: {
    group: 'Leads',
    useAsTitle: 'directive',
    defaultColumns: ['directive', 'blocked', 'page', 'createdAt'],
    hidden: ({ user }) => !isSuperAdminUser(user),
  },
  // Reports are written by the endpoint with access skipped; no version history is kept.
  access: { read: isStaff, create: nobody, update: nobody, delete: isSuperAdmin, ...noVersions },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['tenant', 'createdAt'] }],
  fields: [
    { name: 'directive', type: 'text', required: true, maxLength: 60, admin: { description: 'The rule that refused something, e.g. script-src-elem.' } },
    { name: 'blocked', type: 'text', required: true, maxLength: 300, admin: { description: 'What was refused: an address (without its query), or inline, eval, data.' } },
    { name: 'page', type: 'text', required: true, maxLength: 300 },
    { name: 'source', type: 'text', maxLength: 300, admin: { description: 'Where in the page’s code, when the browser says.' } },
  ],
  timestamps: true,
}
