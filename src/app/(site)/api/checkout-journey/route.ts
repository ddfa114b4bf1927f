import { refusePublicWrite } from '@/lib/api/publicWrite'
import { financeEstimate, stickyEstimateText } from '@/domain/finance'
import { payloadClient } from '@/lib/payload'
import { handleJourneyRequest } from '@/lib/reservations/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'
import { getFinanceRules } from '@/lib/site/financeRules'

export const dynamic = 'force-dynamic'

/** POST /api/checkout-journey: store the online purchase journey as a lead (src/lib/reservations/journey.ts). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleJourneyRequest(request, {
    payload: payloadClient,
    tenantByHost: getTenantByHost,
    context: async (tenant) => {
      const rules = await getFinanceRules(tenant)
      return {
        estimate: (price: number) => {
          const e = financeEstimate({ price, rate: rules.interest.defaultRate, comparisonRate: rules.comparisonRate })
          return e ? stickyEstimateText(e) : null
        },
      }
    },
  })
}
