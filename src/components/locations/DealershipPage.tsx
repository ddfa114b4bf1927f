/** /locations/{dealership-slug}: one dealership of a group and its locations as info cards. */
import type { SiteTenant } from '@/lib/site/tenant'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { locationsCrumb } from './LocationPage'
import { LocationsGrid } from './LocationsGrid'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

export async function DealershipPage({ tenant, name, locations }: { tenant: SiteTenant; name: string; locations: LocationView[] }) {
  const crumbs = [{ label: 'Home', href: '/' }, await locationsCrumb(tenant), { label: name, href: null }]
  return (
    <article className="page loc-page">
      <div className="container">
        <Breadcrumbs trail={crumbs} />
        <h1 className="loc-page__title" id="dealership-title">
          {name}
        </h1>
        <LocationsGrid tenant={tenant} locations={locations} showStock labelledBy="dealership-title" />
      </div>
    </article>
  )
}
