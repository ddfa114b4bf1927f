/** The #reviews section of a location page, the target of the header's review summary. Shown only with a visible rating. */
import type { StarRating } from '@/domain/presence'
import { averageText } from './rating'
import { Stars } from './Stars'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

export function ReviewsSection({ location, rating }: { location: LocationView; rating: StarRating }) {
  return (
    <section id="reviews" className="loc-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <p className="loc-reviews__summary">
        <span className="loc-reviews__average" aria-hidden="true">
          {averageText(location)}
        </span>
        <Stars rating={rating} className="loc-stars--large" />
        <span>{rating.countLabel}</span>
      </p>
      {location.reviews.url ? (
        <a className="button button--secondary" href={location.reviews.url} target="_blank" rel="noopener noreferrer">
          Read our reviews<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  )
}
