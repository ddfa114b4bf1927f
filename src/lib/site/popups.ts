/**
 * A dealer's active popups that may still show, newest first, cached under the dealer's tag (evicted
 * by any popup change). Expiry is judged again in the browser (src/components/popup), because the
 * cached list and the cached pages holding it outlive the day they were made.
 */
import { unstable_cache } from 'next/cache'

import type { Popup } from '@/payload-types'
import { isPopupExpired } from '@/domain/presence/popup'
import { tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { shownOnSite } from './sharedContent'

export type StoredPopup = Omit<Popup, 'tenant'>

export function getActivePopups(tenantId: number): Promise<StoredPopup[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'popups',
        where: { and: [shownOnSite(tenantId), { or: [{ active: { equals: true } }, { active: { exists: false } }] }] },
        sort: '-createdAt',
        limit: 20,
        // The image is needed; the tenant document is not.
        depth: 1,
        select: { tenant: false },
        ...publicRead,
      })
      const now = Date.now()
      return result.docs.filter((p) => !isPopupExpired({ expiryDate: p.expiryDate, expiryTimeZone: p.expiryDate_tz }, now))
    },
    ['popups', String(tenantId)],
    { tags: [tenantTag(tenantId)] },
  )()
}
