import Image from 'next/image'

import type { Media as MediaDoc } from '@/payload-types'

type Props = {
  media: number | MediaDoc | null | undefined
  /** The `sizes` attribute for this slot, so the browser fetches only the width it shows. */
  sizes: string
  priority?: boolean
  className?: string
  fill?: boolean
}

/**
 * An uploaded image through next/image, sized for its slot; decorative when alt is empty. `priority`
 * marks the page's likely LCP image (the first hero or banner): preloaded and fetched at high
 * priority. Next 16's `priority` only preloads; without fetchpriority the browser fetched the hero at
 * low priority, behind the stylesheets and scripts.
 */
export function Media({ media, sizes, priority, className, fill }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const focal = media.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined
  if (fill) {
    return (
      <Image
        src={media.url}
        alt={media.alt ?? ''}
        fill
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        style={{ objectFit: 'cover', objectPosition: focal }}
      />
    )
  }
  return (
    <Image
      src={media.url}
      alt={media.alt ?? ''}
      width={media.width ?? 1200}
      height={media.height ?? 800}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
