import type { Access } from 'payload'

import { isSuperAdminUser } from '@/access/roles'

/** Super-admins see every user; a marketer or sales user sees only their own account. */
export const readOwnOrAll: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

/** The same rule for changes: a user edits only their own account (its password, its name). */
export const updateOwnOrAll: Access = (args) => readOwnOrAll(args)
