import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateHosts, revalidateTenant } from '@/lib/cache/revalidate'
import { reindexVehiclesWhere } from '@/lib/search/indexing'
import { tenantHosts } from '@tenants/host'

/**
 * A tenant change evicts its own pages and the host lookups of every host it had or now has (so a
 * removed domain stops answering and a new one starts), leaving other dealers' caches untouched.
 */
export const revalidateTenantRecord: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  revalidateHosts([...tenantHosts(doc), ...(previousDoc ? tenantHosts(previousDoc) : [])], req)
  revalidateTenant(doc.id, req)
  // Search records carry the dealer's name.
  if (operation === 'update' && previousDoc?.name !== doc.name) await reindexVehiclesWhere(req, { tenant: { equals: doc.id } })
  return doc
}

export const revalidateDeletedTenant: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateHosts(tenantHosts(doc), req)
  revalidateTenant(doc.id, req)
  return doc
}
