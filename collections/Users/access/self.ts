import type { Access } from 'payload'

import { isSuperAdminUser } from '../../../src/access/roles'

/** Super-admins see every user; a marketer or sales user sees only their own account. */
export const readOwnOrAll: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdminUser(req.user as never)) return true
  return { id: { equals: req.user.id } }
}

export const updateOwnOrAll: Access = readOwnOrAll
