import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactUsPage } from '@/components/locations/ContactUsPage'
import { contactUsPath } from '@/components/locations/links'
import { loadRoute, locationMetadata, type LocationRouteParams } from '@/components/locations/routeData'
import { contactUsLocations } from '@/components/locations/select'

type Props = { params: LocationRouteParams }

// Cached like every dealer page (see ../../our-location/[slug]/page.tsx).
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

/** Every location whose name without Sales/Service/Parts gives this slug: one site's departments. */
async function load(params: LocationRouteParams) {
  const route = await loadRoute(params)
  const matches = contactUsLocations(route.locations, route.slug)
  if (matches.length === 0) notFound()
  return { ...route, matches }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, host, matches, slug } = await load(params)
  return locationMetadata(tenant, host, matches[0]!.name, contactUsPath(slug), matches[0])
}

export default async function ContactUsSlugPage({ params }: Props) {
  const { tenant, matches } = await load(params)
  return <ContactUsPage tenant={tenant} locations={matches} />
}
