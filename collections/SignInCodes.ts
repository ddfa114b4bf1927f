import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * One-time SMS sign-in codes. Only the code's hash is kept; a code expires, allows a few attempts and
 * is consumed once. Rows also back the per-number and per-IP send limits (counted in the database, so
 * they hold across server processes). Written and read only by src/lib/customers/otp.ts.
 */
export const SignInCodes: CollectionConfig = {
  slug: 'sign-in-codes',
  labels: { singular: 'Sign-in code', plural: 'Sign-in codes' },
  admin: { group: 'Shoppers', hidden: ({ user }) => !(user as { roles?: string[] } | null)?.roles?.includes('super-admin') },
  access: { read: isSuperAdmin, create: () => false, update: () => false, delete: isSuperAdmin , ...noVersions },
  indexes: [{ fields: ['tenant', 'phone', 'createdAt'] }, { fields: ['ip', 'createdAt'] }],
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
    { name: 'ip', type: 'text' },
  ],
  timestamps: true,
}
