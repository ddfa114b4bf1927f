/**
 * Dealer promotions placed as cards among search results: each live card takes the tile its position
 * names (position 8 = the 8th tile of the page, counting vehicles and every other promo card), only
 * when it suits the car type being searched. Pure; the results grid supplies the live list.
 */
import { interleavePromoCards, promotionMatchesCarType, type PromotionCarType } from '@/domain/presence/promotions'
import type { PromotionView } from '@/domain/presence/promotionView'

export type DealerPromoItem = { type: 'dealer-promo'; key: string; position: number | null; promotion: PromotionView }

const CAR_TYPES: readonly PromotionCarType[] = ['new', 'used', 'demo']

/**
 * The car types the shopper is searching: the car-type refinement when there is one; 'used' on a
 * dealer whose stock is used only; otherwise unknown (null), which suits every promotion.
 */
export function searchedCarTypes(refined: readonly string[] | null | undefined, stockUsedOnly: boolean): PromotionCarType[] | null {
  const types = (refined ?? []).filter((t): t is PromotionCarType => (CAR_TYPES as readonly string[]).includes(t))
  if (types.length > 0) return types
  return stockUsedOnly ? ['used'] : null
}

/** The results tiles with the dealer's live card promotions placed at their positions (a card that would stand after a gap is left out). */
export function withDealerPromotions<I>(
  tiles: readonly I[],
  live: readonly PromotionView[],
  carType: readonly PromotionCarType[] | null,
): (I | DealerPromoItem)[] {
  if (tiles.length === 0) return [...tiles]
  const cards: DealerPromoItem[] = live
    .filter((p) => p.placement === 'card' && promotionMatchesCarType(p, carType))
    .map((p) => ({ type: 'dealer-promo', key: `dealer-promo-${p.id}`, position: p.position, promotion: p }))
  return interleavePromoCards(tiles, cards)
}
