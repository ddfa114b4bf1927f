import type { PromotionCarType } from '@/domain/presence/promotions'
import { getPromotions } from '@/lib/site/promotions'
import { PromotionGrid } from './Lazy.client'
import { promotionCandidates } from '@/domain/presence/promotionView'
import './promotions.css'

type Props = {
  tenantId: number
  carType?: PromotionCarType | readonly PromotionCarType[] | null
  limit?: number | null
  heading?: string | null
}

/** A dealer's card-placed promotions as a grid (server half; the browser makes the final live check). */
export async function PromotionCards({ tenantId, carType, limit, heading }: Props) {
  const now = Date.now()
  const promotions = promotionCandidates(await getPromotions(tenantId), { placement: 'card', carType, now })
  if (promotions.length === 0) return null
  return <PromotionGrid promotions={promotions} renderedAt={now} limit={limit} heading={heading} />
}
