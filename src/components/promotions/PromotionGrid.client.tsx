'use client'

import { useId } from 'react'

import { PromotionCard } from './PromotionCard'
import type { PromotionView } from '@/domain/presence/promotionView'
import { usePromotionGate } from './usePromotionGate.client'

type Props = { promotions: PromotionView[]; renderedAt: number; limit?: number | null; heading?: string | null; label?: string }

/** Live card-placed promotions as a grid of cards; nothing at all while none is live. */
export function PromotionGrid({ promotions, renderedAt, limit, heading, label = 'Promotions' }: Props) {
  const live = usePromotionGate(promotions, renderedAt, limit)
  const headingId = useId()
  if (live.length === 0) return null
  return (
    <section className="promo-cards container" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : label}>
      {heading ? (
        <h2 id={headingId} className="promo-cards__heading">
          {heading}
        </h2>
      ) : null}
      <ul className="promo-cards__grid">
        {live.map((p) => (
          <li key={p.id}>
            <PromotionCard promotion={p} headingLevel={heading ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  )
}
