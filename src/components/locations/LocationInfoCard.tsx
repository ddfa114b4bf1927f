/**
 * The location info card: name, optional image (150px high), stars, address, phone,
 * landline, 'Email us' dialog, opening hours with today's status, licence numbers, Get Directions.
 */
import type { ReactNode } from 'react'

import type { Media as MediaDoc } from '@/payload-types'
import { Media } from '@/components/Media'
import type { SiteTenant } from '@/lib/site/tenant'
import { Directions } from './Directions'
import { locationFormProps } from './formProps'
import { hoursDataOf } from './hoursView'
import { EmailUs, OpeningHours } from './Lazy.client'
import { averageText, locationRating } from './rating'
import { addressLines, licenceLines, telHref } from './select'
import { Stars } from './Stars'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

type Props = {
  tenant: SiteTenant
  location: LocationView
  headingLevel?: 2 | 3
  /** False where a header above already shows this location's hours table. */
  showHours?: boolean
  /** Links under the card (View Location, View Our Stock). */
  actions?: ReactNode
}

export function LocationInfoCard({ tenant, location, headingLevel = 3, showHours = true, actions }: Props) {
  const Heading = `h${headingLevel}` as const
  const rating = locationRating(tenant, location)
  const licences = licenceLines(location)
  return (
    <article className="loc-card">
      {location.image ? (
        <div className="loc-card__image">
          {/* The trimmed media view carries every field the Media component reads. */}
          <Media media={location.image as MediaDoc} sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw" fill />
        </div>
      ) : null}
      <div className="loc-card__body">
        {location.badge ? <p className="loc-badge">{location.badge}</p> : null}
        <Heading className="loc-card__name">{location.name}</Heading>
        {rating ? (
          <p className="loc-rating">
            <Stars rating={rating} />
            <span className="loc-rating__average" aria-hidden="true">
              {averageText(location)}
            </span>
            <span className="loc-rating__count">{rating.countLabel}</span>
          </p>
        ) : null}
        <address className="loc-card__address">
          {addressLines(location.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {location.phone || location.landline ? (
          <dl className="loc-card__contact">
            {location.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(location.phone)}>{location.phone}</a>
                </dd>
              </div>
            ) : null}
            {location.landline ? (
              <div>
                <dt>Landline</dt>
                <dd>
                  <a href={telHref(location.landline)}>{location.landline}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {showHours ? <OpeningHours hours={hoursDataOf(location)} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
        {licences.length > 0 ? (
          <dl className="loc-card__licences">
            {licences.map((l) => (
              <div key={l.label}>
                <dt>{l.label}</dt>
                <dd>{l.number}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="loc-card__actions">
          <EmailUs form={locationFormProps(tenant, [location])} locationName={location.name} />
          <Directions location={location} />
          {actions}
        </div>
      </div>
    </article>
  )
}
