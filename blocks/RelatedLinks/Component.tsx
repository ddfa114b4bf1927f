import { SmartLink } from '@/components/SmartLink'
import type { BlockProps } from '../types'
import './RelatedLinks.css'

/**
 * 'You might also be interested in': cross-links as cards. Each card is one link (its title's link
 * stretches over the card), so it is one target and one tab stop.
 */
export function RelatedLinksComponent({ block }: BlockProps<'relatedLinks'>) {
  const links = (block.links ?? []).filter((l) => l.label?.trim() && l.href?.trim())
  if (links.length === 0) return null
  return (
    <section className="related-links container">
      <h2 className="related-links__heading">{block.heading?.trim() || 'You might also be interested in'}</h2>
      <ul className="related-links__list">
        {links.map((link, i) => (
          <li key={link.id ?? i} className="related-links__card">
            <h3 className="related-links__title">
              <SmartLink href={link.href} className="related-links__link">
                {link.label}
              </SmartLink>
            </h3>
            {link.description ? <p className="related-links__text">{link.description}</p> : null}
            <span className="related-links__arrow" aria-hidden="true">
              →
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
