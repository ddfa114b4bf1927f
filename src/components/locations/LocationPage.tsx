/**
 * The body of a location page (/our-location/{slug}, /locations/{slug}): breadcrumb, name, the detail
 * header with hours, the map (#location-map), the info card and the reviews (#reviews).
 */
import { getPublishedPage } from '@/lib/site/content'
import type { SiteTenant } from '@/lib/site/tenant'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { LocationDetailView } from './LocationDetailView'
import { locationRating } from './rating'
import { ReviewsSection } from './ReviewsSection'
import { sameAddress } from './select'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

/** The dealer's locations page, when it has one: the middle breadcrumb links there. */
const LOCATOR_SLUG = 'dealer-locator'

export async function locationsCrumb(tenant: SiteTenant) {
  const locator = await getPublishedPage(tenant.id, LOCATOR_SLUG)
  return { label: 'Locations', href: locator ? `/${LOCATOR_SLUG}` : null }
}

export async function LocationPage({ tenant, location, locations }: { tenant: SiteTenant; location: LocationView; locations: LocationView[] }) {
  const rating = locationRating(tenant, location)
  const crumbs = [{ label: 'Home', href: '/' }, await locationsCrumb(tenant), { label: location.name, href: null }]
  return (
    <article className="page loc-page" data-location={location.slug}>
      <div className="container">
        <Breadcrumbs trail={crumbs} />
        {location.badge ? <p className="loc-badge">{location.badge}</p> : null}
        <h1 className="loc-page__title">{location.name}</h1>
        {location.dealershipName ? <p className="loc-page__subtitle">{location.dealershipName}</p> : null}
        <LocationDetailView
          tenant={tenant}
          location={location}
          departments={sameAddress(locations, location)}
          mapId="location-map"
          reviewsHref={rating ? '#reviews' : null}
        />
        {rating ? <ReviewsSection location={location} rating={rating} /> : null}
      </div>
    </article>
  )
}
