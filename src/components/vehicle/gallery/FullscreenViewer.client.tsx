'use client'
/**
 * The fullscreen viewer: a native modal <dialog> (the page
 * behind is inert, Escape closes it) with the counter "3 / 12", Previous / Next buttons and the arrow
 * keys 37 / 39. Focus goes back to wherever it was when the viewer opened.
 */
import { useEffect, useRef, type RefObject } from 'react'

import { stepDirection } from '@/domain/vehicle-page'

import type { SlideView } from './galleryView'
import { Slide } from './Slide'
import { SlideArrows } from './SlideArrows'

type Props = {
  open: boolean
  slides: SlideView[]
  index: number
  title: string
  onStep: (direction: 'previous' | 'next') => void
  onClose: () => void
  /** Where focus goes when the viewer closes if the opener is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
}

export function FullscreenViewer({ open, slides, index, title, onStep, onClose, fallbackFocus }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const count = slides.length

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  // Every way of closing (Close, Escape, backdrop) ends here: sync the state, return focus.
  function handleClose() {
    onClose()
    const back = opener.current?.isConnected ? opener.current : fallbackFocus.current
    back?.focus()
    opener.current = null
  }

  const slide = slides[index]
  return (
    <dialog
      ref={dialogRef}
      className="vg-viewer"
      aria-label={`Photos of ${title}, fullscreen`}
      onClose={handleClose}
      onKeyDown={(e) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return
        const key = stepDirection(e.key) !== 0 ? e.key : e.keyCode
        const dir = stepDirection(key)
        if (dir === 0) return
        e.preventDefault()
        onStep(dir < 0 ? 'previous' : 'next')
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) dialogRef.current?.close()
      }}
    >
      {open && slide ? (
        <div className="vg-viewer__box">
          <div className="vg-viewer__bar">
            <p className="vg-viewer__counter" aria-live="polite" data-testid="viewer-counter">
              {index + 1} / {count}
            </p>
            <button type="button" className="vg-viewer__close" onClick={() => dialogRef.current?.close()} autoFocus>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close fullscreen</span>
            </button>
          </div>
          <div className="vg-viewer__stage" data-index={index}>
            <Slide slide={slide} title={title} active sizes="100vw" contain />
            {count > 1 ? (
              <SlideArrows onStep={onStep} />
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
