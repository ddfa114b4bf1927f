import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { VehiclePage } from '@/components/vehicle/page/VehiclePage'
import { absolute, isVehicleListed, isVehicleVisible, vehicleDealershipId, vehiclePageModel } from '@/domain/vehicle-page/viewModel'
import { formatAud } from '@/domain/vehicles/price'
import { getTenantLocations } from '@/lib/site/locations'
import { getTenantVehicle } from '@/lib/site/vehicle'
import { getTenantByHost, siteOrigin } from '@/lib/site/tenant'
import { getFinanceRules } from '@/lib/site/financeRules'
import { canonicalOrigin, getGroupSites, showingSiteOrigin } from '@/lib/site/rooftopSites'
import { formProps } from '@/components/forms/context'
import { hostParam } from '@/domain/security/percentDecoding'
import { logger } from '@/lib/log/logger'

type Props = { params: Promise<{ host: string; slug: string }> }

// Rendered on first request, then served from the cache until the vehicle (tag vehicle:{id}) or its
// dealer (tag tenant:{id}) changes; no car is built ahead of time.
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

/**
 * The host's tenant and its visible vehicle, or a 404: another dealer's car is never found (the read
 * filters by tenant), and a car hidden by the visibility rule (not on the website, in transit, on hold,
 * or sold before the sold window) is a 404 too. A car of the group's stock that this site's filter
 * leaves out but another of the group's sites shows moves there for good (Next's permanent redirect,
 * a 308, which search engines treat as a 301), so a shared or old link still reaches the car.
 */
const load = cache(async (rawHost: string, slug: string) => {
  const host = hostParam(rawHost)
  const tenant = await getTenantByHost(host)
  if (!tenant) notFound()
  const vehicle = await getTenantVehicle(tenant.stockTenantId, slug)
  const now = Date.now()
  if (!vehicle) notFound()
  if (!isVehicleVisible(vehicle, tenant.settings, now)) {
    if (isVehicleListed(vehicle, tenant.settings, now)) {
      const elsewhere = showingSiteOrigin(tenant, { ...vehicle, dealership_id: vehicleDealershipId(vehicle) }, await getGroupSites(tenant.stockTenantId), host)
      if (elsewhere) permanentRedirect(`${elsewhere}/cars/${encodeURIComponent(vehicle.slug ?? slug)}`)
    }
    notFound()
  }
  const [locations, rules] = await Promise.all([getTenantLocations(tenant), getFinanceRules(tenant)])
  const origin = siteOrigin(tenant, host)
  // In a dealer group the car's canonical page may be another of the group's sites (its rooftop's own).
  const car = { ...vehicle, dealership_id: vehicleDealershipId(vehicle) }
  const canonicalBase = canonicalOrigin(tenant, car, await getGroupSites(tenant.stockTenantId), origin, host)
  const model = vehiclePageModel({ vehicle, tenant, locations, now, origin, sampleRate: rules.interest.defaultRate, comparisonRate: rules.comparisonRate })
  return { tenant, vehicle, locations, rules, origin, canonicalBase, model }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  const { tenant, model, origin, canonicalBase } = await load(host, slug)
  const title = `${model.name} | ${tenant.name}`
  const price = model.price.kind === 'price' || model.price.kind === 'subscription' ? formatAud(model.price.amount) : null
  const description = [
    `${model.available ? '' : 'Sold: '}${model.name}${model.location?.address.city ? ` in ${model.location.address.city}` : ''} at ${tenant.name}.`,
    price ? `${price}${model.priceType ? ` ${model.priceType}` : ''}.` : null,
    model.keyInformation.map((r) => r.value).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' ')
  const path = `/cars/${encodeURIComponent(model.slug)}`
  const canonical = canonicalBase === origin ? path : `${canonicalBase}${path}`
  const image = model.image
  const og = image?.sizes && typeof image.sizes === 'object' ? (image.sizes as Record<string, { url?: string | null } | undefined>).og?.url : null
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: tenant.name,
      title,
      description,
      url: canonical,
      locale: 'en_AU',
      images: image?.url
        ? [{ url: absolute(origin, og ?? image.url), alt: image.alt || model.name, width: og ? 1200 : (image.width ?? undefined), height: og ? 630 : (image.height ?? undefined) }]
        : undefined,
    },
  }
}

export default async function CarPage({ params }: Props) {
  const { host, slug } = await params
  const { tenant, vehicle, locations, rules, model } = await load(host, slug)
  const locationView = model.location ? (locations.find((l) => l.id === model.location!.id) ?? null) : null
  if (!model.phone) logger().warn({ site: tenant.slug, vehicle: model.slug }, 'Vehicle page: no phone number available')
  const enquiry = await formProps({ id: 'vehicle-enquiry', heading: null, intro: null }, tenant)
  return <VehiclePage tenant={tenant} vehicle={vehicle} model={model} locationView={locationView} formProps={enquiry} financeRules={rules} />
}
