import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateHosts, revalidateTenant } from '@/lib/cache/revalidate'
import { reindexVehiclesWhere } from '@/lib/search/indexing'
import { tenantHosts } from '@tenants/host'
import { relationId } from '@/domain/relationId'

/**
 * A tenant change evicts its own pages and the host lookups of every host it had or now has (so a
 * removed domain stops answering and a new one starts), leaving other dealers' caches untouched.
 */
export const revalidateTenantRecord: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  revalidateHosts([...tenantHosts(doc), ...(previousDoc ? tenantHosts(previousDoc) : [])], req)
  revalidateTenant(doc.id, req)
  // A site over a group's stock changes which of the group's pages are canonical where (src/lib/site/rooftopSites.ts).
  for (const source of new Set([relationId(doc.stockSource), relationId(previousDoc?.stockSource)])) if (source !== null) revalidateTenant(source, req)
  // Search records carry the dealer's name.
  if (operation === 'update' && previousDoc?.name !== doc.name) await reindexVehiclesWhere(req, { tenant: { equals: doc.id } })
  return doc
}

export const revalidateDeletedTenant: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateHosts(tenantHosts(doc), req)
  revalidateTenant(doc.id, req)
  const source = relationId(doc.stockSource)
  if (source !== null) revalidateTenant(source, req)
  return doc
}
