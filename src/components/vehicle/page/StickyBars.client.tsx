'use client'
/**
 * The sticky header (shown once the page is scrolled more than 500 px: image, name, body, transmission,
 * price, price type, the weekly estimate line and Get Finance / Trade-In Valuation) and the mobile bottom
 * bar (its scrolled state after 900 px). Hidden bars are `hidden`, so they are neither seen nor focusable.
 */
import { useEffect, useState, type ReactNode } from 'react'

import { stickyState } from '@/domain/vehicle-page'

type StickyLink = { label: string; href: string }

type Props = {
  name: string
  details: string[]
  price: ReactNode
  estimate: string | null
  links: StickyLink[]
  image: ReactNode
  mobileLinks: StickyLink[]
}

export function StickyBars({ name, details, price, estimate, links, image, mobileLinks }: Props) {
  const [state, setState] = useState({ header: false, mobileBarScrolled: false })
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const next = stickyState(window.scrollY)
      setState((s) => (s.header === next.header && s.mobileBarScrolled === next.mobileBarScrolled ? s : next))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <>
      <div className="vp-sticky" hidden={!state.header} data-testid="vehicle-sticky-header">
        <div className="container vp-sticky__inner">
          <div className="vp-sticky__image">{image}</div>
          <div className="vp-sticky__text">
            <p className="vp-sticky__name">{name}</p>
            {details.length > 0 ? <p className="vp-sticky__details">{details.join(' · ')}</p> : null}
          </div>
          <div className="vp-sticky__price">
            {price}
            {estimate ? <p className="vp-sticky__estimate">{estimate}</p> : null}
          </div>
          {links.length > 0 ? (
            <div className="vp-sticky__actions">
              {links.map((l) => (
                <a key={l.label} className="button button--primary" href={l.href}>
                  {l.label}
                </a>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      {mobileLinks.length > 0 ? (
        <div className="vp-mobile-bar" hidden={!state.mobileBarScrolled} data-testid="vehicle-mobile-bar">
          <div className="vp-mobile-bar__price">{price}</div>
          {mobileLinks.map((l) => (
            <a key={l.label} className="button button--primary" href={l.href}>
              {l.label}
            </a>
          ))}
        </div>
      ) : null}
    </>
  )
}
