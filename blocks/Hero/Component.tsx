import { Media } from '@/components/Media'
import { SmartLink } from '@/components/SmartLink'
import type { BlockProps } from '../types'

export function HeroComponent({ block, index }: BlockProps<'hero'>) {
  const Heading = index === 0 ? 'h1' : 'h2'
  return (
    <section className={`hero hero--${block.style ?? 'overlay'}`}>
      <div className="hero__media">
        {/* The first block is usually the largest paint: load it eagerly. */}
        <Media media={block.image} fill sizes="100vw" priority={index === 0} />
      </div>
      <div className="hero__content container">
        {block.eyebrow ? <p className="hero__eyebrow">{block.eyebrow}</p> : null}
        <Heading className="hero__heading">{block.heading}</Heading>
        {block.text ? <p className="hero__text">{block.text}</p> : null}
        {block.cta?.label && block.cta.href ? (
          <SmartLink href={block.cta.href} newTab={block.cta.newTab} className="button button--primary button--large">
            {block.cta.label}
          </SmartLink>
        ) : null}
      </div>
    </section>
  )
}
