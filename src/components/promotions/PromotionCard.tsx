import Image from 'next/image'
import Link from 'next/link'

import type { PromotionView } from '@/domain/presence/promotionView'
import './promotions.css'

type Props = { promotion: PromotionView; headingLevel?: 2 | 3 | 4; className?: string }

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href)

/**
 * One promotion as a card: in the promotions grid and as a tile among search results. No server-only
 * imports, so client components (the results grid) can render it too. The whole card is one link
 * target (the heading's link stretches over it), so it is a single tab stop.
 */
export function PromotionCard({ promotion: p, headingLevel = 3, className }: Props) {
  const Heading = `h${headingLevel}` as const
  const link = p.href ? (
    isExternal(p.href) ? (
      <a href={p.href} className="promotion-card__link">
        {p.title}
      </a>
    ) : (
      <Link href={p.href} prefetch={false} className="promotion-card__link">
        {p.title}
      </Link>
    )
  ) : (
    p.title
  )
  return (
    <article className={`promotion-card${className ? ` ${className}` : ''}`} data-promotion={p.id}>
      {p.image ? (
        <div className="promotion-card__media">
          <Image src={p.image.url} alt={p.image.alt} fill sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw" style={{ objectFit: 'cover' }} />
        </div>
      ) : null}
      <div className="promotion-card__body">
        <Heading className="promotion-card__title">{link}</Heading>
        {p.description ? <p className="promotion-card__text">{p.description}</p> : null}
        {p.href ? (
          <span className="promotion-card__cta" aria-hidden="true">
            {p.linkLabel}
          </span>
        ) : null}
      </div>
    </article>
  )
}
