/**
 * What sales staff see in the admin (issue 18): the collections in SALES_COLLECTIONS and nothing else.
 * Every other collection is hidden from their navigation and its admin routes (admin.hidden), on top
 * of refusing them in its access (src/access/roles.ts: read is for staff). Applied to the whole
 * collection list in payload.config.ts, so a collection added later is hidden from sales by default.
 */
import type { CollectionConfig } from 'payload'

import { isStaffUser, isSuperAdmin, mayWorkLeadsUser } from './roles'

/** The collections a sales user works in the admin. */
export const SALES_COLLECTIONS: readonly string[] = ['leads', 'reservations']

type Hidden = NonNullable<CollectionConfig['admin']>['hidden']

const orHidden = (own: Hidden, hideFor: (user: unknown) => boolean): Hidden => {
  return (args) => hideFor(args.user) || (typeof own === 'function' ? own(args) : Boolean(own))
}

export function hideFromSalesNavigation(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const forSales = SALES_COLLECTIONS.includes(collection.slug)
    // Staff see what they saw before; sales staff see only their collections.
    const hideFor = forSales ? (user: unknown) => !mayWorkLeadsUser(user) : (user: unknown) => Boolean(user) && !isStaffUser(user)
    // A copy of the access too: the multi-tenant plugin wraps access functions in place, and the
    // collection's own object (shared by several collections, read by the access guard) stays as written.
    return { ...collection, access: { ...collection.access }, admin: { ...collection.admin, hidden: orHidden(collection.admin?.hidden, hideFor) } }
  })
}

/**
 * Payload's own records that let any signed-in user read them: its migrations collection and, with
 * scheduled jobs, its job stats global. Only a super-admin may, versions included should they ever keep
 * any (applied to the built config: Payload adds both itself).
 */
export function superAdminInternals<T extends { collections: { slug: string; access: object }[]; globals: { slug: string; access: object }[] }>(config: T): T {
  const superAdminOnly = { read: isSuperAdmin, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin, readVersions: isSuperAdmin }
  for (const entity of [...config.collections.filter((c) => c.slug === 'payload-migrations'), ...config.globals.filter((g) => g.slug === 'payload-jobs-stats')]) {
    entity.access = { ...entity.access, ...superAdminOnly }
  }
  return config
}
