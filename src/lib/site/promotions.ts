/**
 * A dealer's promotions that may still run, cached under the dealer's tag (evicted by any promotion
 * change). "May still run" is judged when the cache fills and kept until the next change, so readers
 * must still apply the dates (src/domain/presence/promotionView.ts): the list is a superset.
 */
import { unstable_cache } from 'next/cache'

import type { StoredPromotion } from '@/domain/presence/promotionView'
import { tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { shownOnSite } from './sharedContent'

/**
 * A stored expiry is noon of the expiry day in its zone, and that day ends at most 14 hours later
 * (UTC+14 is the furthest zone): anything stored more than this before now has surely ended.
 */
const EXPIRY_GRACE_MS = 36 * 3600_000

export function getPromotions(tenantId: number): Promise<StoredPromotion[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const endedBefore = new Date(Date.now() - EXPIRY_GRACE_MS).toISOString()
      const result = await payload.find({
        collection: 'promotions',
        where: {
          and: [
            shownOnSite(tenantId),
            { or: [{ expiryDate: { exists: false } }, { expiryDate: { greater_than: endedBefore } }] },
          ],
        },
        sort: 'position',
        limit: 200,
        // The image is needed; the tenant document is not.
        depth: 1,
        select: { tenant: false },
        ...publicRead,
      })
      return result.docs
    },
    ['promotions', String(tenantId)],
    { tags: [tenantTag(tenantId)] },
  )()
}
