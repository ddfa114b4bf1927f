/** afterChange / afterDelete hooks that evict the owning tenant's cached pages. */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTenant } from './revalidate'
import { relationId } from '@/domain/relationId'

/**
 * Evicts the tenant's pages when a document changes. For collections with drafts only a change that
 * touches the published state matters: saving a draft leaves the live site as it was.
 */
export const revalidateTenantAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const hasDrafts = doc && '_status' in doc
  const touchesPublished = !hasDrafts || doc._status === 'published' || previousDoc?._status === 'published'
  if (touchesPublished) {
    revalidateTenant(relationId(doc?.tenant), req)
    if (relationId(previousDoc?.tenant) !== relationId(doc?.tenant)) revalidateTenant(relationId(previousDoc?.tenant), req)
    for (const site of sharedSites(doc, previousDoc)) revalidateTenant(site, req)
  }
  return doc
}

export const revalidateTenantAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateTenant(relationId(doc?.tenant), req)
  for (const site of sharedSites(doc)) revalidateTenant(site, req)
  return doc
}

/** The other sites a group's shared record shows on (src/fields/sharedSites.ts), before and after a change. */
function sharedSites(...docs: ({ sites?: unknown } | null | undefined)[]): Set<number> {
  const ids = new Set<number>()
  for (const doc of docs) for (const site of Array.isArray(doc?.sites) ? doc.sites : []) if (relationId(site) !== null) ids.add(relationId(site)!)
  return ids
}
