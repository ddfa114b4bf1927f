/** One location in full: the detail header, then its map and info card. Shared by the pages and the locationDetail block. */
import { mapFor } from '@/lib/maps'
import type { SiteTenant } from '@/lib/site/tenant'
import { LocationDetailHeader } from './LocationDetailHeader'
import { LocationInfoCard } from './LocationInfoCard'
import { LocationMap } from './LocationMap'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

type Props = {
  tenant: SiteTenant
  location: LocationView
  departments: LocationView[]
  showMap?: boolean
  /** The anchor id of the map and card on a location page ('location-map'). */
  mapId?: string
  reviewsHref?: string | null
  headingLevel?: 2 | 3
}

export function LocationDetailView({ tenant, location, departments, showMap = true, mapId, reviewsHref, headingLevel = 2 }: Props) {
  const interactive = showMap && mapFor(tenant.settings, location).kind === 'embed'
  return (
    <div className="loc-detail">
      <LocationDetailHeader tenant={tenant} location={location} departments={departments} reviewsHref={reviewsHref} headingLevel={headingLevel} />
      <div id={mapId} className={`loc-detail__body${interactive ? '' : ' loc-detail__body--single'}`}>
        {/* The info card is the static map card: address and Get Directions. */}
        {interactive ? <LocationMap tenant={tenant} location={location} large withCard={false} /> : null}
        {/* The header above already shows the hours (with the department drop-down). */}
        <LocationInfoCard tenant={tenant} location={location} headingLevel={headingLevel} showHours={false} />
      </div>
    </div>
  )
}
