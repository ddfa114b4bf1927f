/**
 * The 'Our Locations' carousel: a horizontal scroll-snap list of cards, each with View Location and
 * View Our Stock. Every card's links are ordinary tab stops, so the keyboard walks the list and the
 * browser scrolls each focused card into view. The 'Swipe' hint shows for 3 or fewer locations and
 * is hidden on large screens (CSS).
 */
import type { Media as MediaDoc } from '@/payload-types'
import { Media } from '@/components/Media'
import { showSwipeHint } from '@/domain/presence'
import { LocationLinks } from './LocationLinks'
import { addressLines, telHref } from './select'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

type Props = { locations: LocationView[]; showStock: boolean; labelledBy: string }

export function LocationsCarousel({ locations, showStock, labelledBy }: Props) {
  return (
    <div className="loc-carousel">
      <ul className="loc-carousel__track" aria-labelledby={labelledBy}>
        {locations.map((location) => (
          <li key={location.id} className="loc-carousel__item">
            <article className="loc-card loc-card--compact">
              {location.image ? (
                <div className="loc-card__image">
                  <Media media={location.image as MediaDoc} sizes="(min-width: 64rem) 25vw, 80vw" fill />
                </div>
              ) : null}
              <div className="loc-card__body">
                {location.badge ? <p className="loc-badge">{location.badge}</p> : null}
                <h3 className="loc-card__name">{location.name}</h3>
                {location.dealershipName ? <p className="loc-card__dealership">{location.dealershipName}</p> : null}
                <address className="loc-card__address">
                  {addressLines(location.address).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                {location.phone ? (
                  <p className="loc-card__phone">
                    <a href={telHref(location.phone)}>{location.phone}</a>
                  </p>
                ) : null}
                <div className="loc-card__actions">
                  <LocationLinks location={location} showStock={showStock} />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {showSwipeHint(locations.length) ? (
        <p className="loc-carousel__swipe" aria-hidden="true">
          Swipe <span className="loc-carousel__arrow">→</span>
        </p>
      ) : null}
    </div>
  )
}
