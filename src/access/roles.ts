/**
 * Admin-user roles and the small predicates every collection's access builds on.
 *
 * Access is granted by naming who gets it, never by "anyone signed in": `isStaff` (super-admins and
 * marketers, who run a dealer's site) and `mayWorkLeads` (staff, and dealer sales staff, who work the
 * dealer's leads and reservations and see nothing else). A new role therefore gets nothing until a
 * predicate names it; tests/int/sales-role.int.test.ts walks every collection to prove it for sales.
 */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = [
  { label: 'Super-admin (all dealers)', value: 'super-admin' },
  { label: 'Dealer admin (a marketer who also handles privacy requests)', value: 'dealer-admin' },
  { label: 'Dealer marketer', value: 'marketer' },
  { label: 'Dealer sales (leads and reservations only)', value: 'sales' },
] as const
export type Role = (typeof ROLES)[number]['value']

/**
 * Whatever Payload hands us as a user (req.user, a hook's user, a job's user): the predicates read it
 * themselves, so callers pass it as it is. A shopper (the `customers` collection) never has a role.
 */
type UserLike = unknown

const hasRole = (user: UserLike, role: Role): boolean => {
  if (!user || typeof user !== 'object') return false
  const { collection, roles } = user as { collection?: unknown; roles?: unknown }
  // An admin user is one of `users`; a shopper is never req.user, but say so anyway.
  if (collection !== undefined && collection !== 'users') return false
  return Array.isArray(roles) && roles.includes(role)
}

export function isSuperAdminUser(user: UserLike): boolean {
  return hasRole(user, 'super-admin')
}

/** Staff: a super-admin, a dealer admin or a dealer marketer, the people who run a dealer's site. */
export function isStaffUser(user: UserLike): boolean {
  return hasRole(user, 'super-admin') || hasRole(user, 'dealer-admin') || hasRole(user, 'marketer')
}

/**
 * Who may find, export and erase a person's data and read the privacy log (issue 39): a dealer's
 * admins, for their own dealers, and super-admins (logged as acting for the dealer).
 */
export function isPrivacyAdminUser(user: UserLike): boolean {
  return hasRole(user, 'super-admin') || hasRole(user, 'dealer-admin')
}

/** Who may read and work a dealer's leads and reservations: staff, and sales staff. */
export function mayWorkLeadsUser(user: UserLike): boolean {
  return isStaffUser(user) || hasRole(user, 'sales')
}

export const isSuperAdmin: Access = ({ req }) => isSuperAdminUser(req.user)
export const isSuperAdminField: FieldAccess = ({ req }) => isSuperAdminUser(req.user)
/** Boolean access (usable where Payload wants a yes or no: admin access, running jobs). */
type YesNo = (args: { req: PayloadRequest }) => boolean
export const isStaff: YesNo = ({ req }) => isStaffUser(req.user)
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)
export const isPrivacyAdmin: YesNo = ({ req }) => isPrivacyAdminUser(req.user)
export const mayWorkLeads: YesNo = ({ req }) => mayWorkLeadsUser(req.user)
export const mayWorkLeadsField: FieldAccess = ({ req }) => mayWorkLeadsUser(req.user)
/**
 * Public reference data (media files, the make and model catalogue): anyone anonymous, and staff;
 * not sales staff, who are given nothing beyond leads and reservations in the admin and the API.
 */
export const anonymousOrStaff: Access = ({ req }) => !req.user || isStaffUser(req.user)
/** For records only the system writes (through the local API, which skips access). */
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false
/**
 * Field access for state only the system writes (a lead's delivery state, a car's feed bookkeeping):
 * jobs, importers and hooks write it through the local API with access skipped; no person sets it
 * through the API or the admin, whatever their role. tests/unit/security/systemFields.test.ts checks
 * that every field the admin shows read-only has it (or is otherwise refused).
 */
export const systemWritten = { create: nobodyField, update: nobodyField } as const

/** The tenant ids an admin user is assigned to (the multi-tenant plugin's `tenants` array). */
export function assignedTenantIds(user: UserLike): (number | string)[] {
  const rows = user && typeof user === 'object' ? (user as { tenants?: unknown }).tenants : undefined
  if (!Array.isArray(rows)) return []
  return rows
    .map((row: unknown) => {
      const tenant = row && typeof row === 'object' ? (row as { tenant?: unknown }).tenant : undefined
      return tenant && typeof tenant === 'object' ? (tenant as { id?: unknown }).id : tenant
    })
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')
}

/**
 * Public site reads are local-API calls made by our own renderer with `context.publicSite` set and
 * `overrideAccess: false`. REST and GraphQL requests cannot set req.context, so an anonymous API
 * caller never gets this branch.
 */
export function isPublicSiteRead(req: PayloadRequest): boolean {
  return !req.user && req.context?.publicSite === true
}
