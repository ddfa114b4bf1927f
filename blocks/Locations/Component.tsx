/**
 * The 'Our Locations' block: one location → a hero map beside its card; several
 * dealerships → the dealership carousel; otherwise a grid of cards (4 per row above 3). The marketer
 * may force carousel or grid and limit the location types. No locations → nothing.
 */
import { LocationInfoCard } from '@/components/locations/LocationInfoCard'
import { LocationLinks } from '@/components/locations/LocationLinks'
import { LocationMap } from '@/components/locations/LocationMap'
import { LocationsCarousel } from '@/components/locations/LocationsCarousel'
import { LocationsGrid } from '@/components/locations/LocationsGrid'
import { blockLayout, filterByTypes } from '@/components/locations/select'
import { getTenantLocations } from '@/lib/site/locations'
import type { BlockProps } from '../types'

const DEFAULT_LOCATIONS_HEADING = 'Our Locations'

export async function LocationsComponent({ block, tenant, index }: BlockProps<'locations'>) {
  const locations = filterByTypes(await getTenantLocations(tenant), block.locationTypes)
  const layout = blockLayout(block.layout, locations)
  if (!layout) return null
  const headingId = `locations-${block.id ?? index}`
  const showStock = block.showStockButton !== false
  return (
    <section className="loc-block" aria-labelledby={headingId} data-layout={layout}>
      <div className="container">
        <h2 id={headingId}>{block.heading?.trim() || DEFAULT_LOCATIONS_HEADING}</h2>
        {layout === 'hero-map' ? (
          <div className="loc-hero">
            {/* The card beside the map is its static card; without an interactive map it stands alone. */}
            <LocationMap tenant={tenant} location={locations[0]!} large withCard={false} />
            <LocationInfoCard tenant={tenant} location={locations[0]!} actions={<LocationLinks location={locations[0]!} showStock={showStock} />} />
          </div>
        ) : layout === 'carousel' ? (
          <LocationsCarousel locations={locations} showStock={showStock} labelledBy={headingId} />
        ) : (
          <LocationsGrid tenant={tenant} locations={locations} showStock={showStock} labelledBy={headingId} />
        )}
      </div>
    </section>
  )
}
