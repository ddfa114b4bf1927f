import type { ExternalVideo } from '@/domain/vehicle-page'

import type { VideoSource } from './galleryView'

type Props = { video: VideoSource | ExternalVideo; title: string; className?: string }

/**
 * A video as the spec allows it: a frame only for a YouTube embed address, a native
 * player for a video file, otherwise a link that opens in a new tab.
 */
export function VideoPlayer({ video, title, className = 'vg-video' }: Props) {
  if (video.kind === 'embed') {
    return (
      <div className={className}>
        <iframe
          className="vg-video__frame"
          src={video.src}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }
  if (video.kind === 'file') {
    return (
      <div className={className}>
        <video className="vg-video__file" src={video.src} controls preload="metadata" playsInline aria-label={title} />
      </div>
    )
  }
  return (
    <div className={`${className} vg-video--link`}>
      <a className="button button--secondary" href={video.href} target="_blank" rel="noopener noreferrer">
        <span aria-hidden="true">▶</span> {title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
