'use client'

import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

/**
 * Cards in one horizontally scrolling row ("a carousel mode with left and right arrows").
 * Scroll snapping does the layout; the arrow buttons scroll by about one card and are disabled at
 * either end. Touch and trackpad scrolling work as usual, and keyboard users tab through the cards.
 */
export function VehicleCarousel({ label, children }: { label: string; children: ReactNode }) {
  const listRef = useRef<HTMLUListElement>(null)
  const listId = useId()
  const [edges, setEdges] = useState({ start: true, end: false })

  const update = useCallback(() => {
    const el = listRef.current
    if (!el) return
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 })
  }, [])

  useEffect(() => {
    update()
    const el = listRef.current
    el?.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      el?.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [update, children])

  const scroll = (direction: 1 | -1) => {
    const el = listRef.current
    if (!el) return
    const card = el.querySelector('li')
    const step = card ? card.getBoundingClientRect().width + 16 : el.clientWidth * 0.8
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * step, behavior: reduced ? 'auto' : 'smooth' })
  }

  return (
    <div className="vehicle-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="vehicle-carousel__controls">
        <button
          type="button"
          className="vehicle-carousel__arrow"
          aria-controls={listId}
          aria-label="Previous cars"
          disabled={edges.start}
          onClick={() => scroll(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="vehicle-carousel__arrow"
          aria-controls={listId}
          aria-label="Next cars"
          disabled={edges.end}
          onClick={() => scroll(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul className="vehicle-carousel__list" id={listId} ref={listRef}>
        {Children.map(children, (child) => (
          <li className="vehicle-carousel__item">{child}</li>
        ))}
      </ul>
    </div>
  )
}
