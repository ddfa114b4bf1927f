/** Cached, tenant-filtered read of a dealer's model range ('Explore Our Range'), tagged `tenant:{id}`. */
import { unstable_cache } from 'next/cache'

import type { RangeModel } from '@/payload-types'
import { tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'

/** A range holds a few dozen models at most; this only guards against a runaway import. */
const RANGE_LIMIT = 200

/** The dealer's range models in their configured order (position, then name), with image and make. */
export function getRangeModels(tenantId: number): Promise<RangeModel[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'range-models',
        where: { tenant: { equals: tenantId } },
        sort: ['position', 'name'],
        limit: RANGE_LIMIT,
        depth: 1,
        ...publicRead,
      })
      return result.docs
    },
    ['range-models', String(tenantId)],
    { tags: [tenantTag(tenantId)] },
  )()
}
