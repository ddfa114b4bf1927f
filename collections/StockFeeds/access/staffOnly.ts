/**
 * Stock feeds, their runs and their files are staff records: a feed's URL, key and mapping are the
 * dealer's business, never the public's (nor sales staff's). Reads and writes are for staff; the multi-tenant plugin then
 * narrows them to the user's own dealers, and guardTenantAssignment refuses a write into (or a move
 * to) a dealer the user is not assigned to.
 */
import { isStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

export const staffOnly = { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, ...noVersions } as const

/** Runs are written by the importer only; staff read them, and only a super-admin deletes one. */
export const runsAccess = { read: isStaff, create: () => false, update: () => false, delete: isSuperAdmin, ...noVersions } as const
