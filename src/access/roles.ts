/** Admin-user roles and the small predicates every collection's access builds on. */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = [
  { label: 'Super-admin (all dealers)', value: 'super-admin' },
  { label: 'Dealer marketer', value: 'marketer' },
] as const

type UserLike = { roles?: string[] | null; collection?: string; tenants?: { tenant: unknown }[] | null } | null | undefined

export function isSuperAdminUser(user: UserLike): boolean {
  return Boolean(user?.roles?.includes('super-admin'))
}

export const isSuperAdmin: Access = ({ req }) => isSuperAdminUser(req.user as UserLike)
export const isSuperAdminField: FieldAccess = ({ req }) => isSuperAdminUser(req.user as UserLike)
export const isLoggedIn: Access = ({ req }) => Boolean(req.user)

/** The tenant ids an admin user is assigned to (the multi-tenant plugin's `tenants` array). */
export function assignedTenantIds(user: UserLike): (number | string)[] {
  return (user?.tenants ?? [])
    .map((row) => (row.tenant && typeof row.tenant === 'object' ? (row.tenant as { id: number | string }).id : row.tenant))
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
