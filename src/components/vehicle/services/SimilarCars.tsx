/**
 * Similar cars under the vehicle page: up to 6 cards in a carousel, nothing at all
 * when there are none. Read on the server from the dealer's stock (./similarCars.ts) and cached for
 * five minutes per vehicle under the dealer's tag. A failure is logged and shows nothing (
 * "similar-vehicle load failures: logged; loading ends").
 */
import { unstable_cache } from 'next/cache'

import type { Vehicle } from '@/payload-types'
import { VehicleCard } from '../card/VehicleCard'
import { VehicleCarousel } from '../card/VehicleCarousel.client'
import { stockTag, tenantTag } from '@/domain/cache/tags'
import { payloadClient } from '@/lib/payload'
import { poolOf } from '@/lib/search/db'
import type { SearchRecord } from '@/domain/search/record'
import { searchTenantOf, type SiteTenant } from '@/lib/site/tenant'
import { findSimilarCars } from './similarCars'
import './services.css'
import { logger } from '@/lib/log/logger'

const SIMILAR_HEADING = 'Similar Cars'
const SIMILAR_HEADINGS: Record<string, string> = { caravan: 'Similar Caravans', motorcycle: 'Similar Motorcycles', truck: 'Similar Trucks' }
/** The heading names the vehicle's own kind, as its similar vehicles are of that kind. */
const similarHeading = (itemType: string | null | undefined) => (itemType && SIMILAR_HEADINGS[itemType]) || SIMILAR_HEADING
const SIMILAR_REVALIDATE_SECONDS = 300

function getSimilarCars(tenant: SiteTenant, vehicle: Vehicle): Promise<SearchRecord[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      return findSimilarCars(poolOf(payload), searchTenantOf(tenant), vehicle)
    },
    ['similar-cars', String(tenant.id), String(vehicle.id), String(vehicle.price ?? ''), vehicle.simple_body ?? '', vehicle.model],
    { tags: [tenantTag(tenant.id), stockTag(tenant.stockTenantId)], revalidate: SIMILAR_REVALIDATE_SECONDS },
  )()
}

export async function SimilarCars({ vehicle, tenant }: { vehicle: Vehicle; tenant: SiteTenant }) {
  let cars: SearchRecord[] = []
  try {
    cars = await getSimilarCars(tenant, vehicle)
  } catch (error) {
    logger().error({ err: error }, `Similar cars for vehicle ${vehicle.id} failed`)
    return null
  }
  if (cars.length === 0) return null
  const now = Date.now()
  const heading = similarHeading(vehicle.item_type)
  return (
    <section id="similar" className="vs-similar" aria-labelledby="vs-similar-heading">
      <h2 id="vs-similar-heading" className="vs-heading">
        {heading}
      </h2>
      <VehicleCarousel label={heading}>
        {cars.map((car) => (
          <VehicleCard key={car.id} vehicle={car} settings={tenant.settings} now={now} headingLevel={3} sizes="(min-width: 64rem) 20rem, 80vw" />
        ))}
      </VehicleCarousel>
    </section>
  )
}
