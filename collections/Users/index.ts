import type { CollectionConfig } from 'payload'

import { ROLES, isSuperAdmin, isSuperAdminField, mayWorkLeads } from '../../src/access/roles'
import { readOwnOrAll, updateOwnOrAll } from './access/self'

/**
 * Admin users: Forecourt staff (super-admins), dealer marketers and dealer sales staff (leads and
 * reservations only). The multi-tenant plugin adds the `tenants` array; only a super-admin may change
 * it, so a marketer cannot grant themselves a dealer. Everyone but a super-admin reads only themselves.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Short admin sessions and lock-out after repeated failures.
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 8,
    lockTime: 10 * 60 * 1000,
  },
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
  ],
  timestamps: true,
}
