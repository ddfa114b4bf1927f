import Link from 'next/link'

import { PROMO_CARD_COPY } from '@/domain/vehicles/promo'

/** 'We Want Your Car!', among used-only results; leads to the trade-in page. */
export function PromoCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <aside className="promo-card" aria-label="Sell us your car">
      <Heading className="promo-card__title">{PROMO_CARD_COPY.title}</Heading>
      {PROMO_CARD_COPY.lines.map((line) => (
        <p key={line} className="promo-card__line">
          {line}
        </p>
      ))}
      <Link href="/trade-in" prefetch={false} className="button promo-card__button">
        Value my car
      </Link>
    </aside>
  )
}
