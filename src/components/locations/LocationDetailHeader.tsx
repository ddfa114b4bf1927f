/**
 * The location detail header: address, directions, the review summary and the Opening
 * Hours table, with a Department drop-down when several departments share this address.
 */
import type { SiteTenant } from '@/lib/site/tenant'
import { Directions } from './Directions'
import { HoursPanel } from './Lazy.client'
import { departmentsOf } from './hoursView'
import { averageText, locationRating } from './rating'
import { addressLines } from './select'
import { Stars } from './Stars'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

type Props = {
  tenant: Pick<SiteTenant, 'settings'>
  location: LocationView
  /** The locations at this address, `location` first (see sameAddress). */
  departments: LocationView[]
  /** Where the review summary links: '#reviews' on a page with a reviews section. */
  reviewsHref?: string | null
  headingLevel?: 2 | 3
}

export function LocationDetailHeader({ tenant, location, departments, reviewsHref, headingLevel = 2 }: Props) {
  const rating = locationRating(tenant, location)
  const href = reviewsHref ?? location.reviews.url
  const summary = rating ? (
    <>
      <Stars rating={rating} />
      <span className="loc-rating__average" aria-hidden="true">
        {averageText(location)}
      </span>
      <span className="loc-rating__count">{rating.countLabel}</span>
    </>
  ) : null
  return (
    <div className="loc-header">
      <div className="loc-header__where">
        <address className="loc-header__address">
          {addressLines(location.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <Directions location={location} className="loc-header__directions" />
        {summary ? (
          href ? (
            <a className="loc-rating loc-header__reviews" href={href} {...(href.startsWith('#') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
              {summary}
            </a>
          ) : (
            <p className="loc-rating loc-header__reviews">{summary}</p>
          )
        ) : null}
      </div>
      <div className="loc-header__hours">
        <HoursPanel departments={departmentsOf(departments)} preferred={location.id} headingLevel={headingLevel} />
      </div>
    </div>
  )
}
