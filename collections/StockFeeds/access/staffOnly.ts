/**
 * Stock feeds, their runs and their files are staff records: a feed's URL, key and mapping are the
 * dealer's business, never the public's. Reads and writes need a login; the multi-tenant plugin then
 * narrows them to the user's own dealers, and guardTenantAssignment refuses a write into (or a move
 * to) a dealer the user is not assigned to.
 */
import { isLoggedIn, isSuperAdmin } from '../../../src/access/roles'

export const staffOnly = { read: isLoggedIn, create: isLoggedIn, update: isLoggedIn, delete: isLoggedIn } as const

/** Runs are written by the importer only; staff read them, and only a super-admin deletes one. */
export const runsAccess = { read: isLoggedIn, create: () => false, update: () => false, delete: isSuperAdmin } as const
