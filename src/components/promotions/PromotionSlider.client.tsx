'use client'

import Image from 'next/image'
import Link from 'next/link'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import type { PromotionView } from '@/domain/presence/promotionView'
import { usePromotionGate } from './usePromotionGate.client'

type Props = {
  promotions: PromotionView[]
  /** The server's clock when it rendered the page (see usePromotionGate). */
  renderedAt: number
  limit?: number | null
  heading?: string | null
  /** The carousel's name when there is no visible heading. */
  label?: string
  /** The first image is the page's largest paint (the block opens the page). */
  priority?: boolean
}

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href)

/**
 * A full-width strip of live banner promotions. Several become a scroll-snap slider (swipe, scroll or
 * Previous / Next; every slide stays in the page, nothing rotates by itself); one is a plain banner;
 * none renders nothing.
 */
export function PromotionSlider({ promotions, renderedAt, limit, heading, label = 'Promotions', priority }: Props) {
  const live = usePromotionGate(promotions, renderedAt, limit)
  const headingId = useId()
  const trackId = useId()
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const count = live.length

  const onScroll = useCallback(() => {
    const el = track.current
    if (el && el.clientWidth > 0) setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))))
  }, [count])
  useEffect(onScroll, [onScroll])

  if (count === 0) return null
  const go = (delta: number) => {
    const el = track.current
    if (!el) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollTo({ left: (current + delta) * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' })
  }
  const SlideHeading = heading ? 'h3' : 'h2'

  return (
    <section
      className="promo-banner"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      aria-roledescription={count > 1 ? 'carousel' : undefined}
    >
      {heading ? (
        <h2 id={headingId} className="promo-banner__heading container">
          {heading}
        </h2>
      ) : null}
      <div
        className="promo-banner__track"
        id={trackId}
        ref={track}
        onScroll={count > 1 ? onScroll : undefined}
        data-count={count}
        // A scrolling region must be reachable by keyboard; its links do that when there are any.
        tabIndex={count > 1 && !live.some((p) => p.href) ? 0 : undefined}
      >
        {live.map((p, i) => (
          <div
            key={p.id}
            className="promo-banner__slide"
            data-promotion={p.id}
            {...(count > 1 ? { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} of ${count}` } : {})}
          >
            {p.image ? (
              <div className="promo-banner__media">
                <Image src={p.image.url} alt={p.image.alt} fill sizes="100vw" preload={priority && i === 0} fetchPriority={priority && i === 0 ? 'high' : undefined} style={{ objectFit: 'cover' }} />
              </div>
            ) : null}
            <div className="promo-banner__panel" data-image={Boolean(p.image)}>
              <SlideHeading className="promo-banner__title">{p.title}</SlideHeading>
              {p.description ? <p className="promo-banner__text">{p.description}</p> : null}
              {p.href ? (
                isExternal(p.href) ? (
                  <a href={p.href} className="button button--primary promo-banner__button">
                    {p.linkLabel}
                    <span className="visually-hidden">: {p.title}</span>
                  </a>
                ) : (
                  <Link href={p.href} prefetch={false} className="button button--primary promo-banner__button">
                    {p.linkLabel}
                    <span className="visually-hidden">: {p.title}</span>
                  </Link>
                )
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="promo-banner__controls container">
          <button type="button" className="promo-banner__arrow" aria-controls={trackId} onClick={() => go(-1)} disabled={current === 0}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous promotion</span>
          </button>
          <p className="promo-banner__status" aria-live="polite">
            {current + 1} of {count}
          </p>
          <button type="button" className="promo-banner__arrow" aria-controls={trackId} onClick={() => go(1)} disabled={current === count - 1}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next promotion</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
