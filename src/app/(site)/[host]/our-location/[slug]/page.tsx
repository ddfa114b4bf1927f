import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LocationPage } from '@/components/locations/LocationPage'
import { locationPath } from '@/components/locations/links'
import { loadRoute, locationMetadata, type LocationRouteParams } from '@/components/locations/routeData'

type Props = { params: LocationRouteParams }

// Rendered on first request, then cached until a location or special-hours change evicts the dealer's
// tag. "Open now" and this week's holidays are worked out in the browser, so the cache never goes stale.
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

async function load(params: LocationRouteParams) {
  const route = await loadRoute(params)
  const location = route.locations.find((l) => l.slug === route.slug)
  if (!location) notFound()
  return { ...route, location }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, host, location } = await load(params)
  return locationMetadata(tenant, host, location.name, locationPath(location.slug), location)
}

export default async function OurLocationPage({ params }: Props) {
  const { tenant, locations, location } = await load(params)
  return <LocationPage tenant={tenant} location={location} locations={locations} />
}
