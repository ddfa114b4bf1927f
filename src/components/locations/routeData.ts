/** What the location routes share: the dealer and its locations for a host (404 for an unknown host), and their metadata. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getTenantLocations } from '@/lib/site/locations'
import { getTenantByHost, siteOrigin, type SiteTenant } from '@/lib/site/tenant'
import { addressLines } from './select'
import type { LocationView } from '@/domain/presence/locationView'
import { decodeOrNull, hostParam } from '@/domain/security/percentDecoding'

export type LocationRouteParams = Promise<{ host: string; slug: string }>

export async function loadRoute(params: LocationRouteParams): Promise<{ tenant: SiteTenant; locations: LocationView[]; host: string; slug: string }> {
  const { host: rawHost, slug: rawSlug } = await params
  const host = hostParam(rawHost)
  const tenant = await getTenantByHost(host)
  if (!tenant) notFound()
  const decoded = decodeOrNull(rawSlug)
  if (decoded === null) notFound()
  const slug = decoded.trim().toLowerCase()
  return { tenant, locations: await getTenantLocations(tenant), host, slug }
}

/** '{name} | {dealer}', the canonical path, and the address as the description. */
export function locationMetadata(tenant: SiteTenant, host: string, name: string, path: string, location?: LocationView): Metadata {
  const title = `${name} | ${tenant.name}`
  const description = location ? [location.name, ...addressLines(location.address)].join(', ') : undefined
  return {
    metadataBase: new URL(siteOrigin(tenant, host)),
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: tenant.name, title, description, url: path, locale: 'en_AU' },
  }
}
