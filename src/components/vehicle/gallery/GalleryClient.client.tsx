'use client'
/**
 * The gallery's client side: the view switcher (spinner, walkaround, gallery, interior: only the views
 * this car has, in the spec's order, opening on the default view), the view itself, the fullscreen
 * viewer and the external video. State follows galleryReducer: leaving the gallery resets its index.
 */
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useEffect, useReducer, useRef, useState } from 'react'

import { galleryReducer, initialGalleryState, type GalleryView } from '@/domain/vehicle-page'

import type { GalleryViewModel } from './galleryView'
import { Hotspot } from './Hotspot.client'
import { PhotoGallery } from './PhotoGallery.client'
import { VideoPlayer } from './VideoPlayer'

// Not in the page's first JavaScript: the spin viewer's code loads only for a car that shows it (with
// the page when the spin is the opening view, server-rendered as before), the fullscreen viewer's when
// the shopper first opens it (it renders nothing until then).
const SpinViewer = dynamic(() => import('./SpinViewer.client').then((m) => m.SpinViewer), {
  loading: () => (
    <div className="vg-spin" data-ready="false">
      <div className="vg-spin__loading">
        <span>Loading 360° view…</span>
      </div>
    </div>
  ),
})
const FullscreenViewer = dynamic(() => import('./FullscreenViewer.client').then((m) => m.FullscreenViewer), { ssr: false })

/** The main column's width: full width on phones, about two thirds of the 80rem container on desktop. */
const SLIDE_SIZES = '(min-width: 64rem) 52rem, 100vw'

const VIEW_LABELS: Record<GalleryView, string> = {
  spinner: '360° spin',
  walkaround: 'Walkaround',
  gallery: 'Gallery',
  interior: 'Interior',
}

export function GalleryClient({ model }: { model: GalleryViewModel }) {
  const [state, dispatch] = useReducer(galleryReducer, model.initialView, initialGalleryState)
  const regionRef = useRef<HTMLElement | null>(null)
  const count = model.slides.length
  const view = model.views.includes(state.view) ? state.view : 'gallery'
  const step = (input: 'previous' | 'next') => dispatch({ type: 'step', input, count })
  // Marks the gallery interactive (tests and styles can wait for it).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // The fullscreen viewer mounts on its first opening and then stays (closed), so it reopens at once.
  const [viewerMounted, setViewerMounted] = useState(false)
  if (state.fullscreen && !viewerMounted) setViewerMounted(true)

  return (
    <div className="vg" data-view={view} data-hydrated={hydrated ? 'true' : undefined}>
      {view === 'spinner' && model.spin ? (
        <SpinViewer frames={model.spin.frames} hotspots={model.spin.hotspots} title={model.title} sizes={SLIDE_SIZES} />
      ) : null}
      {view === 'walkaround' && model.walkaround ? (
        <div className="vg-frame">
          <VideoPlayer video={model.walkaround} title={`Walkaround video of ${model.title}`} />
        </div>
      ) : null}
      {view === 'gallery' ? (
        <PhotoGallery
          slides={model.slides}
          thumbnails={model.thumbnails}
          index={state.index}
          title={model.title}
          sizes={SLIDE_SIZES}
          onStep={step}
          onGo={(index) => dispatch({ type: 'go', index, count })}
          onFullscreen={() => dispatch({ type: 'fullscreen', open: true })}
          regionRef={regionRef}
        />
      ) : null}
      {view === 'interior' && model.interior ? (
        <div className="vg-frame vg-interior" role="region" aria-label={`Interior of ${model.title}`} tabIndex={0}>
          <div className="vg-interior__pano">
            <Image
              className="vg-interior__img"
              src={model.interior.url}
              alt={model.interior.alt}
              width={model.interior.width}
              height={model.interior.height}
              sizes="(min-width: 64rem) 104rem, 200vw"
              draggable={false}
            />
            {model.interior.hotspots.map((h, i) => (
              <Hotspot key={h.id} spot={h} number={i + 1} />
            ))}
          </div>
        </div>
      ) : null}

      {model.views.length > 1 ? (
        <div className="vg-views" role="group" aria-label="Views">
          {model.views.map((v) => (
            <button
              key={v}
              type="button"
              className="vg-views__button"
              aria-pressed={v === view}
              data-view={v}
              onClick={() => dispatch({ type: 'view', view: v })}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      ) : null}

      {viewerMounted ? (
        <FullscreenViewer
          open={state.fullscreen && view === 'gallery'}
          slides={model.slides}
          index={state.index}
          title={model.title}
          onStep={step}
          onClose={() => dispatch({ type: 'fullscreen', open: false })}
          fallbackFocus={regionRef}
        />
      ) : null}

      {model.externalVideo ? (
        <div className="vg-external">
          <h2 className="vg-external__title">Video</h2>
          {model.externalVideo.kind === 'embed' ? (
            <VideoPlayer video={model.externalVideo} title={`Video of ${model.title}`} className="vg-video vg-video--wide" />
          ) : (
            <VideoPlayer video={model.externalVideo} title="Watch the video" className="vg-video vg-video--link-only" />
          )}
        </div>
      ) : null}
    </div>
  )
}
