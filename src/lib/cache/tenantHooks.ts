/** afterChange / afterDelete hooks that evict the owning tenant's cached pages. */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTenant } from './revalidate'

const tenantOf = (doc: { tenant?: unknown } | undefined | null) => {
  const t = doc?.tenant
  if (t && typeof t === 'object' && 'id' in t) return (t as { id: number | string }).id
  return (t as number | string | null | undefined) ?? null
}

/**
 * Evicts the tenant's pages when a document changes. For collections with drafts only a change that
 * touches the published state matters: saving a draft leaves the live site as it was.
 */
export const revalidateTenantAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const hasDrafts = doc && '_status' in doc
  const touchesPublished = !hasDrafts || doc._status === 'published' || previousDoc?._status === 'published'
  if (touchesPublished) {
    revalidateTenant(tenantOf(doc), req)
    if (tenantOf(previousDoc) !== tenantOf(doc)) revalidateTenant(tenantOf(previousDoc), req)
  }
  return doc
}

export const revalidateTenantAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateTenant(tenantOf(doc), req)
  return doc
}
