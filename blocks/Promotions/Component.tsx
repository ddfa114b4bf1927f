import { PromotionBanner } from '@/components/promotions/PromotionBanner'
import { PromotionCards } from '@/components/promotions/PromotionCards'
import type { BlockProps } from '../types'

/**
 * The dealer's live promotions (collection promotions): banner-placed ones as a full-width strip, or
 * card-placed ones as a grid, each honouring its dates, the block's car type and position order.
 */
export function PromotionsComponent({ block, tenant, index }: BlockProps<'promotions'>) {
  const carType = block.carType ?? null
  const limit = block.limit ?? 6
  if (block.display === 'cards') return <PromotionCards tenantId={tenant.id} carType={carType} limit={limit} heading={block.heading} />
  return <PromotionBanner tenantId={tenant.id} placement="banner" carType={carType} limit={limit} heading={block.heading} priority={index === 0} />
}
