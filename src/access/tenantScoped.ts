/**
 * Access for tenant-scoped content (pages, menus, media...).
 *
 * The multi-tenant plugin narrows every result to the user's tenants for logged-in marketers; here we
 * decide what anonymous callers get, and we guard writes so a marketer can never create a document in,
 * or move one to, a tenant they are not assigned to.
 */
import { Forbidden, type Access, type CollectionBeforeChangeHook } from 'payload'

import { assignedTenantIds, isPublicSiteRead, isStaff, isStaffUser, isSuperAdminUser } from './roles'
import { relationId } from '@/domain/relationId'

/**
 * Staff read everything of their dealers (the plugin narrows it); anonymous site reads see published
 * documents only (the renderer adds the tenant filter itself); anyone else (sales staff) nothing.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isPublicSiteRead(req)) return { _status: { equals: 'published' } }
  return false
}

/** Writes are for staff; the multi-tenant plugin then narrows them to the user's own dealers. */
export const staffWrites = { create: isStaff, update: isStaff, delete: isStaff } as const

/** For dealer content without drafts: our renderer's site reads, and staff. */
export const siteOrStaff: Access = ({ req }) => isStaffUser(req.user) || isPublicSiteRead(req)

/** Refuses a write whose tenant (new or old) is not one of the marketer's tenants. */
export const guardTenantAssignment: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const user = req.user as Parameters<typeof assignedTenantIds>[0]
  if (!user || isSuperAdminUser(user) || (user as { collection?: string }).collection !== 'users') return data
  const allowed = assignedTenantIds(user).map(String)
  const previous = operation === 'update' ? relationId(originalDoc?.tenant) : null
  const next = relationId(data?.tenant) ?? previous
  // Both ends of a move must be the marketer's: the dealer it leaves and the dealer it lands in.
  for (const id of operation === 'update' ? [next, previous] : [next]) {
    if (id === null || !allowed.includes(String(id))) {
      throw new Forbidden(req.t)
    }
  }
  return data
}
