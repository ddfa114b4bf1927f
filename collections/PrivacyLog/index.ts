import type { CollectionConfig } from 'payload'

import { isPrivacyAdmin, isPrivacyAdminUser, nobody } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { PRIVACY_LOG_ACTIONS } from '@/domain/privacy/accessLog'
import { privacyEndpoints } from '@/lib/privacy/endpoints'

/**
 * Who read, exported, changed or erased a person's data, and when (issue 39, APP 11.3): a search in the
 * privacy view, an export, an erasure and its re-apply after a restore, a lead opened, a lead list
 * downloaded as CSV. Written only by src/lib/privacy/accessLog.ts; nobody edits or deletes a row (the
 * retention run removes rows older than the dealer's setting). A person is named by a masked form and
 * a one-way hash of what was searched, never by their email or number. A dealer's admins read their
 * dealers' rows (the multi-tenant plugin narrows them); after a stolen password it answers "which
 * records did this account read last week?".
 */
export const PrivacyLog: CollectionConfig = {
  slug: 'privacy-log',
  labels: { singular: 'Privacy log entry', plural: 'Privacy log' },
  admin: {
    group: 'Shoppers',
    defaultColumns: ['createdAt', 'action', 'userEmail', 'subject', 'count'],
    description: 'Who viewed, exported, changed or erased shoppers’ data. Kept for the period in the dealer’s privacy settings; never edited.',
    hidden: ({ user }) => !isPrivacyAdminUser(user),
  },
  access: { read: isPrivacyAdmin, create: nobody, update: nobody, delete: nobody, ...noVersions },
  // The privacy view's find, export and erase (src/admin/privacy).
  endpoints: privacyEndpoints,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['tenant', 'createdAt'] }, { fields: ['user', 'createdAt'] }],
  fields: [
    { name: 'action', type: 'select', required: true, options: PRIVACY_LOG_ACTIONS.map((a) => ({ label: a.label, value: a.value })) },
    {
      type: 'row',
      fields: [
        { name: 'user', type: 'relationship', relationTo: 'users', admin: { description: 'Empty for the system (a re-apply after a restore).' } },
        { name: 'userEmail', type: 'text', label: 'User’s email', admin: { description: 'Kept as it was, should the user be renamed or removed.' } },
        { name: 'onBehalf', type: 'checkbox', label: 'Super-admin acting for the dealer' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'subject', type: 'text', label: 'Person (masked)' },
        { name: 'subjectHash', type: 'text', index: true, admin: { description: 'One-way hash of the email or number searched: the same person gives the same hash.' } },
        { name: 'count', type: 'number', label: 'Records' },
      ],
    },
    { name: 'records', type: 'json', admin: { description: 'Each record read or changed: its kind and id.' } },
  ],
  timestamps: true,
}
