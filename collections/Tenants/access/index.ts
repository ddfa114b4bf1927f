import type { Access, FieldAccess } from 'payload'

import { isPublicSiteRead, isStaffUser, mayWorkLeadsUser } from '@/access/roles'

/**
 * Staff and sales staff: the multi-tenant plugin narrows this to their own tenants (super-admins see
 * all). Sales staff need their dealers' names (the admin's dealer switcher reads them as the user);
 * every other field of a tenant is staff-only (tenantFieldsForStaff). Anonymous: only our renderer's
 * host lookup, never the REST API.
 */
export const readTenants: Access = ({ req }) => mayWorkLeadsUser(req.user) || isPublicSiteRead(req)

/** Marketers may edit their own dealer (narrowed by the plugin); identity fields are locked below. */
export const updateTenants: Access = ({ req }) => isStaffUser(req.user)

/** Every field but the name: our renderer's public reads (limited above) and staff, not sales staff. */
export const readTenantDetail: FieldAccess = ({ req }) => !req.user || isStaffUser(req.user)
