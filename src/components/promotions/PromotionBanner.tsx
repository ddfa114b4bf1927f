import type { PromotionCarType } from '@/domain/presence/promotions'
import { getPromotions } from '@/lib/site/promotions'
import { PromotionSlider } from './Lazy.client'
import { promotionCandidates } from '@/domain/presence/promotionView'
import './promotions.css'

type Props = {
  tenantId: number
  /** 'banner' for page sections; 'vehicle-banner' for the vehicle page. */
  placement?: 'banner' | 'vehicle-banner'
  /** The page's (or vehicle's) car type; promotions for other car types are left out. */
  carType?: PromotionCarType | readonly PromotionCarType[] | null
  limit?: number | null
  heading?: string | null
  label?: string
  priority?: boolean
}

/**
 * A dealer's banner promotions as a full-width strip (server half): reads the cached list, keeps those
 * that may still run here, and leaves the final live check to the browser (PromotionSlider), because
 * the page holding it stays cached past start and expiry days.
 */
export async function PromotionBanner({ tenantId, placement = 'banner', carType, limit, heading, label, priority }: Props) {
  const now = Date.now()
  const promotions = promotionCandidates(await getPromotions(tenantId), { placement, carType, now })
  if (promotions.length === 0) return null
  return <PromotionSlider promotions={promotions} renderedAt={now} limit={limit} heading={heading} label={label} priority={priority} />
}
