import type { Access } from 'payload'

import { isPublicSiteRead } from '../../../src/access/roles'

/**
 * Logged-in users: the multi-tenant plugin narrows this to their own tenants (super-admins see all).
 * Anonymous: only our renderer's host lookup, never the REST API.
 */
export const readTenants: Access = ({ req }) => Boolean(req.user) || isPublicSiteRead(req)

/** Marketers may edit their own dealer (narrowed by the plugin); identity fields are locked below. */
export const updateTenants: Access = ({ req }) => Boolean(req.user)
