/**
 * Cache invalidation for Payload hooks.
 *
 * Pages are cached per tenant (tag `tenant:{id}`) and tenant lookups per host (tag `host:{host}`), so a
 * change to one dealer's content never evicts another dealer's pages. `expire: 0` makes the next request
 * render fresh content rather than serving the stale copy once more, which is what a marketer expects
 * after pressing Publish.
 */
import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { hostTag, tenantTag } from '../../../tenants/host'

export function revalidateTags(tags: string[], req?: PayloadRequest): void {
  if (req?.context?.disableRevalidate) return
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js request (seed script, CLI, tests) there is no cache to invalidate.
      if (!String(error).includes('static generation store missing')) {
        req?.payload.logger.warn({ err: error, tag }, 'Could not revalidate cache tag')
      }
    }
  }
}

export const revalidateTenant = (tenantId: number | string | null | undefined, req?: PayloadRequest) => {
  if (tenantId !== null && tenantId !== undefined) revalidateTags([tenantTag(tenantId)], req)
}

export const revalidateHosts = (hosts: string[], req?: PayloadRequest) => revalidateTags(hosts.map(hostTag), req)
