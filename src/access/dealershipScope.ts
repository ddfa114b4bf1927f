/**
 * The rooftops a dealer group's sales person works: a sales user may be limited to some of their
 * dealer's dealerships (Users.dealerships); they then read and work only those rooftops' leads and
 * reservations. Staff (marketers, the group's managers, super-admins) are never limited, and a sales
 * user with none listed works every rooftop of their dealers, as before dealer groups.
 */
import type { Access } from 'payload'

import { relationId } from '@/domain/relationId'
import { isStaffUser, mayWorkLeadsUser } from './roles'

/** The dealership ids a user is limited to; empty when they are not limited. */
export function limitedDealershipIds(user: unknown): number[] {
  if (!user || typeof user !== 'object' || isStaffUser(user)) return []
  const rows = (user as { dealerships?: unknown }).dealerships
  if (!Array.isArray(rows)) return []
  return rows.map((row) => relationId(row)).filter((id): id is number => typeof id === 'number')
}

/**
 * Read and update access to records a sales person works, where `path` leads to the record's
 * dealership: every such record for the unlimited, only their rooftops' for the limited (a record for
 * no rooftop then stays with the unlimited, who hand it on).
 */
export const workedInReach =
  (path: string): Access =>
  ({ req }) => {
    if (!mayWorkLeadsUser(req.user)) return false
    const ids = limitedDealershipIds(req.user)
    return ids.length ? { [path]: { in: ids } } : true
  }
