'use client'
/**
 * The photo gallery: 600×400 slides (the first two photos with priority), the video
 * slide at its place, Previous / Next buttons, the arrow keys 37 / 39 while the gallery has focus
 * (wrapping both ways), the counter "3 / 12", thumbnails only when the rule allows, and a button that
 * opens the fullscreen viewer. Only the slide on screen and its neighbours mount their image.
 */
import Image from 'next/image'
import { useEffect, useRef, type RefObject } from 'react'

import { stepDirection, wrapIndex } from '@/domain/vehicle-page'

import type { SlideView } from './galleryView'
import { Slide } from './Slide'
import { SlideArrows } from './SlideArrows'

type Props = {
  slides: SlideView[]
  thumbnails: boolean
  index: number
  title: string
  sizes: string
  onStep: (direction: 'previous' | 'next') => void
  onGo: (index: number) => void
  onFullscreen: () => void
  regionRef: RefObject<HTMLElement | null>
}

const near = (i: number, index: number, count: number) =>
  i === index || i === wrapIndex(index + 1, count) || i === wrapIndex(index - 1, count)

export function PhotoGallery({ slides, thumbnails, index, title, sizes, onStep, onGo, onFullscreen, regionRef }: Props) {
  const count = slides.length
  const thumbsRef = useRef<HTMLUListElement>(null)
  const moved = useRef(false)
  const current = slides[index]

  // Keep the active thumbnail in view after the first move (never scroll the page on load).
  useEffect(() => {
    if (!moved.current) {
      moved.current = true
      return
    }
    const active = thumbsRef.current?.querySelector<HTMLElement>('[aria-current="true"]')
    const list = thumbsRef.current
    if (active && list) list.scrollTo({ left: active.offsetLeft - list.clientWidth / 2 + active.clientWidth / 2, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }, [index])

  return (
    <section
      ref={regionRef}
      className="vg-photos"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      data-index={index}
      onKeyDown={(e) => {
        if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
        const key = stepDirection(e.key) !== 0 ? e.key : e.keyCode
        const dir = stepDirection(key)
        if (dir === 0) return
        e.preventDefault()
        onStep(dir < 0 ? 'previous' : 'next')
      }}
    >
      <div className="vg-stage">
        {slides.map((s, i) => (
          <div
            key={i}
            className="vg-slide"
            data-active={i === index ? 'true' : 'false'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i === index ? undefined : true}
            onClick={i === index && s.kind === 'image' ? onFullscreen : undefined}
          >
            {near(i, index, count) || (s.kind === 'image' && s.priority) ? <Slide slide={s} title={title} active={i === index} sizes={sizes} /> : null}
          </div>
        ))}
        {count > 1 ? (
          <>
            <SlideArrows onStep={onStep} />
            <p className="vg-counter" aria-live="polite" data-testid="gallery-counter">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
        {current && current.kind !== 'placeholder' ? (
          <button type="button" className="vg-expand" onClick={onFullscreen} aria-haspopup="dialog">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="visually-hidden">View fullscreen</span>
          </button>
        ) : null}
      </div>
      {thumbnails ? (
        <ul ref={thumbsRef} className="vg-thumbs" aria-label="Choose a photo">
          {slides.map((s, i) => (
            <li key={i}>
              <button
                type="button"
                className="vg-thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={s.kind === 'video' ? `Show video, slide ${i + 1} of ${count}` : `Show photo, slide ${i + 1} of ${count}`}
                onClick={() => onGo(i)}
              >
                {s.kind === 'image' ? (
                  // A fixed 120 px wide thumbnail: no `sizes`, so next/image offers it at 1x and 2x rather
                  // than at every configured width (a `sizes` without vw lists all twelve).
                  <Image src={s.thumbUrl} alt="" width={120} height={80} loading="lazy" draggable={false} />
                ) : (
                  <span className="vg-thumb__video" aria-hidden="true">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
