/**
 * A dealer's resolved finance rules for server components (its provider preset overridden by its
 * "Finance rules" tab), cached with the dealer's pages (tag `tenant:{id}`, evicted on every tenant
 * change). The vehicle page can use the same loader.
 */
import { unstable_cache } from 'next/cache'

import { payloadClient, publicRead } from '@/lib/payload'
import type { SiteTenant } from '@/lib/site/tenant'
import { resolveFinanceRules, type FinanceRules, type StoredFinanceRules } from '@tenants/financeRules'
import { tenantTag } from '@/domain/cache/tags'

export function getFinanceRules(tenant: Pick<SiteTenant, 'id' | 'settings'>): Promise<FinanceRules> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const doc = await payload
        .findByID({ collection: 'tenants', id: tenant.id, depth: 0, select: { financeRules: true }, ...publicRead })
        .catch(() => null)
      return resolveFinanceRules(tenant.settings.financeProvider, (doc?.financeRules ?? null) as StoredFinanceRules | null)
    },
    ['finance-rules', String(tenant.id), tenant.settings.financeProvider],
    { tags: [tenantTag(tenant.id)] },
  )()
}
