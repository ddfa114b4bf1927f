import { Media } from '@/components/Media'
import { SmartLink } from '@/components/SmartLink'
import type { BlockProps } from '../types'

export function ImageBannerComponent({ block, index }: BlockProps<'imageBanner'>) {
  const figure = (
    <figure className={`image-banner image-banner--${block.height ?? 'medium'}`}>
      <div className="image-banner__media">
        <Media media={block.image} fill sizes="(min-width: 1280px) 1280px, 100vw" priority={index === 0} />
      </div>
      {block.caption ? <figcaption className="image-banner__caption">{block.caption}</figcaption> : null}
    </figure>
  )
  return (
    <section className="container image-banner__wrap">
      {block.href ? (
        <SmartLink href={block.href} className="image-banner__link">
          {figure}
        </SmartLink>
      ) : (
        figure
      )}
    </section>
  )
}
