/**
 * The locationDetail block: one location's header (hours with the department drop-down), map and
 * info card. The chosen location, or the primary (else first) one of the chosen type; the /service
 * page ends with the service location. Nothing when there is no such location.
 */
import { LocationDetailView } from '@/components/locations/LocationDetailView'
import { detailLocation, sameAddress } from '@/components/locations/select'
import { getTenantLocations } from '@/lib/site/locations'
import type { BlockProps } from '../types'
import { relationId } from '@/domain/relationId'

export async function LocationDetailComponent({ block, tenant, index }: BlockProps<'locationDetail'>) {
  const locations = await getTenantLocations(tenant)
  const locationId = relationId(block.location)
  // Looked up among this dealer's visible locations only, whatever the relationship holds.
  const location = detailLocation(locations, { locationId, type: block.locationType })
  if (!location) return null
  const headingId = `location-detail-${block.id ?? index}`
  return (
    <section className="loc-block" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{block.heading?.trim() || location.name}</h2>
        <LocationDetailView tenant={tenant} location={location} departments={sameAddress(locations, location)} showMap={block.showMap !== false} headingLevel={3} />
      </div>
    </section>
  )
}
