import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS, adminCookiesSecure, passwordProblem } from '@/domain/adminAuth'
import { ROLES, assignedTenantIds, isSuperAdmin, isSuperAdminField, mayWorkLeads } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { ownDealersDealerships } from '@/lib/dealerships/sameTenant'
import { readOwnOrAll, updateOwnOrAll } from './access/self'

/** A new password (a new user, or a password change) must pass the rule in src/domain/adminAuth. */
const refuseWeakPasswords: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (operation !== 'create' && (password === undefined || password === null || password === '')) return data
  const problem = passwordProblem(password, (data as { email?: string } | undefined)?.email ?? (originalDoc as { email?: string } | undefined)?.email)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] })
  return data
}

/**
 * Admin users: Forecourt staff (super-admins), dealer marketers and dealer sales staff (leads and
 * reservations only). The multi-tenant plugin adds the `tenants` array; only a super-admin may change
 * it, so a marketer cannot grant themselves a dealer. Everyone but a super-admin reads only themselves.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Short admin sessions and lock-out after repeated failures (src/domain/adminAuth: 5 tries, 10 minutes).
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    // Secure (HTTPS-only) session cookie when the admin is served over HTTPS (issue 21).
    cookies: { secure: adminCookiesSecure(), sameSite: 'Lax' },
  },
  hooks: { beforeValidate: [refuseWeakPasswords] },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Admin',
  },
  access: {
    // Every role uses the admin: staff, and sales staff for their leads.
    admin: mayWorkLeads,
    create: isSuperAdmin,
    delete: isSuperAdmin,
    read: readOwnOrAll,
    update: updateOwnOrAll,
    ...noVersions,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketer'],
      options: ROLES.map((r) => ({ label: r.label, value: r.value })),
      saveToJWT: true,
      access: { create: isSuperAdminField, update: isSuperAdminField },
      admin: { position: 'sidebar' },
    },
    {
      // A dealer group's sales person may work some rooftops only (src/access/dealershipScope.ts).
      name: 'dealerships',
      type: 'relationship',
      relationTo: 'dealerships',
      hasMany: true,
      label: 'Limited to dealerships',
      // Only the rooftops of the user's own dealers are offered.
      filterOptions: ({ data }) => ({ tenant: { in: assignedTenantIds(data).length ? assignedTenantIds(data) : [0] } }),
      validate: ownDealersDealerships,
      access: { create: isSuperAdminField, update: isSuperAdminField },
      admin: {
        position: 'sidebar',
        description: 'Sales staff see only these rooftops’ leads and reservations. Empty: every rooftop of their dealers. Marketers are never limited.',
      },
    },
  ],
  timestamps: true,
}
