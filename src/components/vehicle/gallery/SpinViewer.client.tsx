'use client'
/**
 * The 360° spin: every frame is loaded up front (a progress bar until all have), then
 * the car turns one frame every 100 ms until the first interaction (never with reduced motion, never
 * off screen). Dragging turns it one frame per 20 px, the arrow keys (37 / 39) one frame, and it wraps.
 * "Swipe to spin" shows until the first interaction. Exterior hotspots sit on the frames they are
 * anchored to. The frame shown is in `data-frame` on the slider.
 */
import Image from 'next/image'
import { useCallback, useEffect, useId, useReducer, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'

import {
  frameAngle,
  hotspotsOnFrame,
  initialSpinState,
  showSpinHint,
  spinProgress,
  spinReady,
  spinReducer,
  stepDirection,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  SPIN_INTERVAL_MS,
  SWIPE_HINT,
  type Hotspot as HotspotData,
  type SpinAction,
  type SpinState,
} from '@/domain/vehicle-page'

import type { SpinFrameView } from './galleryView'
import { Hotspot } from './Hotspot.client'
import { useReducedMotion } from './useReducedMotion.client'

type Props = { frames: SpinFrameView[]; hotspots: HotspotData[]; title: string; sizes: string }

export function SpinViewer({ frames, hotspots, title, sizes }: Props) {
  const count = frames.length
  const [state, dispatch] = useReducer(
    (s: SpinState, a: SpinAction) => spinReducer(s, a, count),
    undefined,
    () => initialSpinState({ autoRotate: true }),
  )
  const settled = useRef(new Set<number>())
  const [loaded, setLoaded] = useState(0)
  const ready = spinReady(loaded, count)
  const reduced = useReducedMotion()
  const [onScreen, setOnScreen] = useState(true)
  const rootRef = useRef<HTMLDivElement>(null)
  const drag = useRef<{ pointer: number; x: number } | null>(null)
  const helpId = `spin${useId().replace(/[^a-zA-Z0-9]/g, '')}`

  // A frame that fails still counts as settled, so one broken file cannot leave the spin loading forever.
  const onFrameSettled = useCallback((i: number) => {
    if (settled.current.has(i)) return
    settled.current.add(i)
    setLoaded(settled.current.size)
  }, [])

  useEffect(() => {
    const el = rootRef.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)))
    io.observe(el)
    return () => io.disconnect()
  }, [])

  const rotating = ready && state.rotating && !reduced && onScreen
  useEffect(() => {
    if (!rotating) return
    const id = window.setInterval(() => dispatch({ type: 'tick' }), SPIN_INTERVAL_MS)
    return () => window.clearInterval(id)
  }, [rotating])

  // Any interaction stops auto-rotation for good (a drag start that ends at once moves nothing).
  const stop = () => {
    dispatch({ type: 'dragStart' })
    dispatch({ type: 'dragEnd' })
  }

  function onPointerDown(e: ReactPointerEvent<HTMLDivElement>) {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { pointer: e.pointerId, x: e.clientX }
    dispatch({ type: 'dragStart' })
  }
  function onPointerMove(e: ReactPointerEvent<HTMLDivElement>) {
    if (!drag.current || drag.current.pointer !== e.pointerId) return
    dispatch({ type: 'dragMove', dx: e.clientX - drag.current.x })
  }
  function onPointerEnd(e: ReactPointerEvent<HTMLDivElement>) {
    if (!drag.current || drag.current.pointer !== e.pointerId) return
    drag.current = null
    dispatch({ type: 'dragEnd' })
  }

  const frame = state.frame
  const placed = ready ? hotspotsOnFrame(hotspots, frame, count) : []
  const hint = showSpinHint(state, ready)
  const progress = Math.round(spinProgress(loaded, count) * 100)

  return (
    <div ref={rootRef} className="vg-spin" data-ready={ready ? 'true' : 'false'} data-rotating={rotating ? 'true' : 'false'}>
      <div
        className="vg-spin__stage"
        role="slider"
        tabIndex={0}
        aria-label={`360° view of ${title}`}
        aria-describedby={helpId}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={`Frame ${frame + 1} of ${count}, ${Math.round(frameAngle(frame, count))}°`}
        data-frame={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={(e) => {
          if (e.altKey || e.ctrlKey || e.metaKey) return
          const key = stepDirection(e.key) !== 0 ? e.key : e.keyCode
          if (stepDirection(key) === 0) return
          e.preventDefault()
          dispatch({ type: 'key', input: key })
        }}
        onDragStart={(e) => e.preventDefault()}
      >
        {frames.map((f, i) => (
          <Image
            key={`${i}-${f.url}`}
            className="vg-spin__frame"
            src={f.url}
            alt={i === frame ? f.alt : ''}
            aria-hidden={i === frame ? undefined : true}
            data-active={i === frame ? 'true' : 'false'}
            width={SLIDE_WIDTH}
            height={SLIDE_HEIGHT}
            sizes={sizes}
            loading="eager"
            draggable={false}
            onLoad={() => onFrameSettled(i)}
            onError={() => onFrameSettled(i)}
          />
        ))}
      </div>
      <p id={helpId} className="visually-hidden">
        Drag or use the left and right arrow keys to turn the car.
      </p>
      {placed.length > 0 ? (
        <div className="vg-hotspots">
          {placed.map((h) => (
            <Hotspot key={h.id} spot={h} number={hotspots.findIndex((x) => x.id === h.id) + 1} onOpen={stop} />
          ))}
        </div>
      ) : null}
      {!ready ? (
        <div className="vg-spin__loading">
          <span>Loading 360° view…</span>
          <div className="vg-spin__progress" role="progressbar" aria-label="Loading 360° view" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {hint ? (
        <p className="vg-spin__hint" aria-hidden="true">
          <span className="vg-spin__hint-icon">⟷</span> {SWIPE_HINT}
        </p>
      ) : null}
      {rotating ? (
        <button type="button" className="vg-spin__pause" onClick={stop}>
          Stop rotating
        </button>
      ) : null}
    </div>
  )
}
