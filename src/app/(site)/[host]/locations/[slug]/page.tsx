import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DealershipPage } from '@/components/locations/DealershipPage'
import { LocationPage } from '@/components/locations/LocationPage'
import { locationPath } from '@/components/locations/links'
import { loadRoute, locationMetadata, type LocationRouteParams } from '@/components/locations/routeData'
import { dealershipLocations } from '@/components/locations/select'

type Props = { params: LocationRouteParams }

// Cached like every dealer page (see ../../our-location/[slug]/page.tsx).
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

/** /locations/{slug} names a location, or else a dealership of the group. */
async function load(params: LocationRouteParams) {
  const route = await loadRoute(params)
  const location = route.locations.find((l) => l.slug === route.slug)
  if (location) return { ...route, location, dealership: null }
  const members = dealershipLocations(route.locations, route.slug)
  if (members.length === 0) notFound()
  return { ...route, location: null, dealership: { name: members[0]!.dealershipName!, locations: members } }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, host, location, dealership, slug } = await load(params)
  // A location has one address, its /our-location page; /locations/{slug} shows the same content.
  if (location) return locationMetadata(tenant, host, location.name, locationPath(location.slug), location)
  return locationMetadata(tenant, host, dealership!.name, `/locations/${encodeURIComponent(slug)}`)
}

export default async function LocationsSlugPage({ params }: Props) {
  const { tenant, locations, location, dealership } = await load(params)
  if (location) return <LocationPage tenant={tenant} location={location} locations={locations} />
  return <DealershipPage tenant={tenant} name={dealership!.name} locations={dealership!.locations} />
}
