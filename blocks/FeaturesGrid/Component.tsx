import type { BlockProps } from '../types'
import { FeatureIcon, TickIcon } from './FeatureIcon'
import './FeaturesGrid.css'

/**
 * Selling points: 'features' is a grid of icon cards (genuine service, Quick-Smart 90-minute service,
 * loan cars, ...); 'benefits' is a ticked list. Icons are decorative; the titles carry the meaning.
 */
export function FeaturesGridComponent({ block }: BlockProps<'featuresGrid'>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (items.length === 0) return null
  const benefits = block.style === 'benefits'
  // A ticked list reads as a list; only the feature cards are headed sections.
  const ItemHeading = benefits ? 'p' : block.heading ? 'h3' : 'h2'
  return (
    <section className={`features container features--${benefits ? 'benefits' : 'grid'}`}>
      {block.heading ? <h2 className="features__heading">{block.heading}</h2> : null}
      {block.subheading ? <p className="features__subheading">{block.subheading}</p> : null}
      <ul className="features__list">
        {items.map((item, i) => (
          <li key={item.id ?? i} className="features__item">
            <span className="features__icon">{benefits ? <TickIcon /> : <FeatureIcon name={item.icon ?? 'star'} />}</span>
            <div className="features__body">
              <ItemHeading className="features__title">{item.title}</ItemHeading>
              {item.text ? <p className="features__text">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
