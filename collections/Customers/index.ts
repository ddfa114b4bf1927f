import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin, systemWritten } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { guardTenantAssignment } from '@/access/tenantScoped'
import { removeWatchlistBeforeDelete } from './hooks/removeWatchlist'

/**
 * Shoppers who signed in with a one-time SMS code, one record per dealer site and mobile number.
 *
 * An auth collection of its own, kept apart from admin users: the local (password) strategy is off and
 * no Payload strategy accepts a customer, so a customer can never become `req.user` in the admin or the
 * REST API (where `req.user` means staff). The site signs customers in with its own session cookie
 * (src/lib/customers/session.ts), signed with a key derived for that purpose only.
 * Staff of the dealer read them in the admin; nobody writes them but the sign-in code.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  auth: { disableLocalStrategy: true },
  admin: { useAsTitle: 'phone', defaultColumns: ['phone', 'name', 'lastName', 'email', 'lastSignInAt'], group: 'Shoppers' },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isSuperAdmin, ...noVersions },
  indexes: [{ fields: ['tenant', 'phone'], unique: true }],
  hooks: { beforeChange: [guardTenantAssignment], beforeDelete: [removeWatchlistBeforeDelete] },
  fields: [
    {
      name: 'phone',
      type: 'text',
      required: true,
      index: true,
      label: 'Mobile (+61…)',
      // The number the customer signs in with: changing it would hand their account to another phone.
      access: systemWritten,
      admin: { readOnly: true, description: 'Normalised Australian mobile number, e.g. +61412345678.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', maxLength: 80 },
        { name: 'lastName', type: 'text', maxLength: 80 },
        { name: 'email', type: 'email' },
        { name: 'postcode', type: 'text', maxLength: 4 },
      ],
    },
    { name: 'lastSignInAt', type: 'date', access: systemWritten, admin: { readOnly: true, position: 'sidebar' } },
    {
      // Raised on sign-out everywhere: sessions issued before it are refused.
      name: 'sessionsValidAfter',
      type: 'date',
      access: systemWritten,
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
