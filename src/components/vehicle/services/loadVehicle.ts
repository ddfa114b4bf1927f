/**
 * Reading one of the host's vehicles for the print page, the PDF and the delivery endpoint: by slug
 * (or numeric id), always inside the tenant, and only when the visibility rule shows it (spec 01 §4).
 * Another dealer's car, or a hidden one, is null, which the callers answer with 404.
 * Cached per tenant and slug (tag `tenant:{id}`, evicted when the dealer's stock changes).
 */
import { unstable_cache } from 'next/cache'

import type { Location, Media, Vehicle } from '@/payload-types'
import { isVisible } from '@/domain/vehicles/visibility'
import { tenantTag } from '../../../../tenants/host'
import { payloadClient, publicRead } from '@/lib/payload'
import type { SiteTenant } from '@/lib/site/tenant'

/** Slugs are lowercase words and digits with dashes; anything else cannot be a car of ours. */
export const VEHICLE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,190}$/i

const ms = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : NaN
  return Number.isFinite(t) ? t : null
}

/** Whether a stored vehicle shows on its dealer's site now. */
export function vehicleIsVisible(vehicle: Vehicle, tenant: Pick<SiteTenant, 'settings'>, now = Date.now()): boolean {
  return isVisible(
    { show_on_dealer_website: vehicle.show_on_dealer_website !== false, status: vehicle.status, sold_date_timestamp: ms(vehicle.sold_date) },
    tenant.settings,
    now,
  )
}

async function findVehicle(tenantId: number, slug: string): Promise<Vehicle | null> {
  const payload = await payloadClient()
  const byId = /^\d{1,12}$/.test(slug)
  const result = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenantId } }, byId ? { or: [{ slug: { equals: slug } }, { id: { equals: Number(slug) } }] } : { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    ...publicRead,
  })
  const doc = result.docs[0] ?? null
  // Belt and braces: the where clause already names the tenant.
  const owner = doc && (typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc.tenant)
  return doc && owner === tenantId ? doc : null
}

/** The same lookup without the cache (tests, scripts). */
export async function findSiteVehicle(tenant: SiteTenant, rawSlug: string | null | undefined, now = Date.now()): Promise<Vehicle | null> {
  const slug = (rawSlug ?? '').trim().toLowerCase()
  if (!VEHICLE_SLUG_PATTERN.test(slug)) return null
  const vehicle = await findVehicle(tenant.id, slug)
  return vehicle && vehicleIsVisible(vehicle, tenant, now) ? vehicle : null
}

/** The tenant's visible vehicle with this slug (or id), with images and location populated; else null. */
export async function getSiteVehicle(tenant: SiteTenant, rawSlug: string | null | undefined, now = Date.now()): Promise<Vehicle | null> {
  const slug = (rawSlug ?? '').trim().toLowerCase()
  if (!VEHICLE_SLUG_PATTERN.test(slug)) return null
  const vehicle = await unstable_cache(() => findVehicle(tenant.id, slug), ['vehicle-services', String(tenant.id), slug], {
    tags: [tenantTag(tenant.id)],
    revalidate: 300,
  })()
  return vehicle && vehicleIsVisible(vehicle, tenant, now) ? vehicle : null
}

export const vehicleLocation = (v: Pick<Vehicle, 'location'>): Location | null => (typeof v.location === 'object' && v.location ? v.location : null)

export const vehicleImages = (v: Pick<Vehicle, 'images'>): Media[] => (v.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
