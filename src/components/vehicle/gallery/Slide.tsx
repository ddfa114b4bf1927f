import Image from 'next/image'

import type { SlideView } from './galleryView'
import { VideoPlayer } from './VideoPlayer'

type Props = {
  slide: SlideView
  title: string
  /** The slide is on screen: only then does a video frame or player mount. */
  active: boolean
  sizes: string
  /** Fullscreen: the whole photo, letterboxed, instead of a 600×400 crop. */
  contain?: boolean
}

/** One slide's content: a photo (600×400, the first two with priority), the video, or the placeholder. */
export function Slide({ slide, title, active, sizes, contain }: Props) {
  if (slide.kind === 'image') {
    return contain ? (
      <Image className="vg-slide__img vg-slide__img--contain" src={slide.url} alt={slide.alt} fill sizes={sizes} draggable={false} />
    ) : (
      <Image
        className="vg-slide__img"
        src={slide.url}
        alt={slide.alt}
        width={slide.width}
        height={slide.height}
        sizes={sizes}
        preload={slide.priority}
        fetchPriority={slide.priority ? 'high' : undefined}
        loading={slide.priority ? undefined : 'lazy'}
        draggable={false}
      />
    )
  }
  if (slide.kind === 'video') {
    return active ? (
      <VideoPlayer video={slide.video} title={`Video of ${title}`} />
    ) : (
      <div className="vg-slide__video-poster" aria-hidden="true">
        ▶
      </div>
    )
  }
  return (
    <div className="vg-placeholder" role="img" aria-label={`No photos of ${title} yet`}>
      <svg viewBox="0 0 64 32" width="96" height="48" aria-hidden="true" focusable="false">
        <path
          d="M6 22h4a5 5 0 0 1 10 0h24a5 5 0 0 1 10 0h4v-6l-6-2-8-7H20l-8 7-6 2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="15" cy="23" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="49" cy="23" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span>Photos coming soon</span>
    </div>
  )
}
