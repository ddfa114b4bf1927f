'use client'

import { useRef } from 'react'
import { useHits, useInstantSearch } from 'react-instantsearch'

import { trackRefinementOrder } from '@/domain/search-suggestions'
import { promoCardSlots, interleave } from '@/domain/vehicles/promo'
import { PromotionCard } from '@/components/promotions/PromotionCard'
import { searchedCarTypes, withDealerPromotions } from '@/components/promotions/resultsPromotions'
import { usePromotionGate } from '@/components/promotions/usePromotionGate.client'
import { collapseSoldRecords } from '@/domain/vehicles/soldRuns'
import type { SearchRecord } from '@/domain/search/record'
import { HitTitle } from '@/components/vehicle/card/HitTitle.client'
import { VehicleCard } from '@/components/vehicle/card/VehicleCard'
import { VehicleCarousel } from '@/components/vehicle/card/VehicleCarousel.client'
import { EmptyResults, searchUiStateOf } from './EmptyResults.client'
import { PromoCard } from './PromoCard'
import { useSearchUi } from './uiContext'
import { useServerResultsRecovery } from './useServerResultsRecovery'

/**
 * The results: sold runs collapsed to their first car (all kept when every hit is sold), the promo
 * card at the dealer's positions when every hit is used, the dealer's live card promotions at their
 * tile numbers (for the car type searched), as a grid or a carousel. While a search is
 * under way, and after one fails, the previous results stay (no message on failure).
 */
export function Results() {
  const ui = useSearchUi()
  const { status, indexUiState } = useInstantSearch({ catchError: true })
  const livePromotions = usePromotionGate(ui.promotionCards, ui.now)
  // useHits waits for the results during the server render; useInstantSearch alone would not.
  const { items, results } = useHits<SearchRecord>()
  const recovering = useServerResultsRecovery(results)
  const busy = status === 'loading' || status === 'stalled'
  // The order the shopper applied refinements in, so an empty search drops the last one first.
  const order = useRef<string[]>([])
  order.current = trackRefinementOrder(order.current, searchUiStateOf(indexUiState))

  if (recovering) {
    return (
      <p className="results__loading" role="status">
        Loading results…
      </p>
    )
  }
  if (results && results.nbHits === 0 && !busy && !results.__isArtificial) return <EmptyResults order={order.current} />

  const hits = collapseSoldRecords(items)
  const slots = ui.promoCard ? promoCardSlots(hits, ui.settings, () => ui.promoRandom) : []
  const carTypes = searchedCarTypes(indexUiState.refinementList?.car_type, ui.settings.stockUsedOnly)
  const list = withDealerPromotions(interleave(hits, slots), livePromotions, carTypes)
  const cardLevel = ui.subHeadingLevel === 2 ? 3 : 4
  let hitIndex = 0
  const cards = list.map((item) => {
    if (item.type === 'promo') return <PromoCard key={item.key} headingLevel={cardLevel} />
    if (item.type === 'dealer-promo') return <PromotionCard key={item.key} promotion={item.promotion} headingLevel={cardLevel} />
    const priority = hitIndex++ < 2
    return (
      <VehicleCard
        key={item.hit.objectID}
        vehicle={item.hit}
        settings={ui.settings}
        now={ui.now}
        priority={priority}
        headingLevel={cardLevel}
        showViews={ui.showViewCount}
        titleContent={<HitTitle hit={item.hit} seriesDisplay={ui.settings.seriesDisplay} />}
      />
    )
  })

  return (
    <div className="results" aria-busy={busy} data-stalled={status === 'stalled'}>
      {ui.layout === 'carousel' ? (
        <VehicleCarousel label="Search results">{cards}</VehicleCarousel>
      ) : (
        <ul className="results__grid">
          {cards.map((card) => (
            <li key={card.key} className="results__item">
              {card}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
