/**
 * Cached, tenant-scoped reads of one vehicle, by the tenant whose stock the site shows (its own, or its
 * dealer group's: SiteTenant.stockTenantId; the site's filter is applied by the visibility check): for its page (/cars/{slug}, any status: the page shows a
 * recently sold car with its SOLD panel) and for the services around it (print, PDF, delivery quote,
 * finance, reservations, alerts: only a car the visibility rule shows; another dealer's car, or a
 * hidden one, is null, which the callers answer with 404).
 * Two steps, so the vehicle's own entry can carry the `vehicle:{id}` tag: the slug resolves to an id
 * (tag `tenant:{id}`, evicted when any of the dealer's vehicles changes), then the vehicle is read by
 * id (tags `vehicle:{id}` and `tenant:{id}`). Every query filters by the tenant itself and runs with
 * access enforced (publicRead), and the result is checked against the tenant again: a dealer can never
 * show another dealer's car.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Media, Vehicle } from '@/payload-types'
import { stockTag, tenantTag, vehicleTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { relationId } from '@/domain/relationId'
import { decodeOrNull } from '@/domain/security/percentDecoding'
import { isVehicleVisible } from '@/domain/vehicle-page/viewModel'
import type { SiteTenant } from './tenant'

/** The tenant id a stored vehicle belongs to (the relation may be populated or not). */
export const vehicleTenantId = (v: Pick<Vehicle, 'tenant'>): number | null => relationId(v.tenant)

/** A sane slug: what a /cars/{slug} segment may be before it reaches the database. */
export function cleanVehicleSlug(raw: string): string | null {
  const decoded = decodeOrNull(raw)
  if (decoded === null) return null
  const s = decoded.trim()
  return s.length > 0 && s.length <= 160 && !/[\u0000-\u001f/\\]/.test(s) ? s : null
}

/** The id of the tenant's vehicle with this slug, or null. */
export function getVehicleIdBySlug(tenantId: number, slug: string): Promise<number | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'vehicles',
        where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
        limit: 1,
        depth: 0,
        select: { slug: true, tenant: true },
        pagination: false,
        ...publicRead,
      })
      const doc = result.docs[0]
      return doc && vehicleTenantId(doc) === tenantId ? doc.id : null
    },
    ['vehicle-id-by-slug', String(tenantId), slug],
    { tags: [stockTag(tenantId), tenantTag(tenantId)] },
  )()
}

/**
 * The vehicle with its location's dealership populated (depth 1 leaves it an id): the print page and
 * the PDF name the rooftop. Read as the public site, so the dealership's lead addresses stay out.
 */
async function withDealership(payload: Payload, vehicle: Vehicle): Promise<Vehicle> {
  const location = typeof vehicle.location === 'object' ? vehicle.location : null
  const id = relationId(location?.dealership)
  if (!location || id === null) return vehicle
  const found = await payload.find({ collection: 'dealerships', where: { id: { equals: id } }, limit: 1, depth: 0, pagination: false, ...publicRead })
  const dealership = found.docs[0]
  return dealership ? { ...vehicle, location: { ...location, dealership } } : vehicle
}

/**
 * The tenant's vehicle by id, with its images, spin frames and location populated (depth 1) and the
 * tenant relation reduced to its id (the page never needs the tenant document from here).
 */
export function getVehicleById(tenantId: number, vehicleId: number): Promise<Vehicle | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'vehicles',
        where: { and: [{ tenant: { equals: tenantId } }, { id: { equals: vehicleId } }] },
        limit: 1,
        depth: 1,
        pagination: false,
        ...publicRead,
      })
      const doc = result.docs[0]
      if (!doc || vehicleTenantId(doc) !== tenantId) return null
      return withDealership(payload, { ...doc, tenant: tenantId })
    },
    ['vehicle-by-id', String(tenantId), String(vehicleId)],
    { tags: [vehicleTag(vehicleId), tenantTag(tenantId)] },
  )()
}

/** The tenant's vehicle by slug (whatever its status: the page applies the visibility rule), or null. */
export async function getTenantVehicle(tenantId: number, rawSlug: string): Promise<Vehicle | null> {
  const slug = cleanVehicleSlug(rawSlug)
  if (!slug) return null
  const id = await getVehicleIdBySlug(tenantId, slug)
  return id === null ? null : getVehicleById(tenantId, id)
}

/** Slugs are lowercase words and digits with dashes (or a numeric id); anything else cannot be a car of ours. */
const VEHICLE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,190}$/i

/** The slug (or numeric id) a service was given, lower-cased, or null when it cannot name a car. */
function serviceSlug(rawSlug: string | null | undefined): string | null {
  const slug = (rawSlug ?? '').trim().toLowerCase()
  return VEHICLE_SLUG_PATTERN.test(slug) ? slug : null
}

/** The tenant's visible vehicle with this slug (or id), with images and location populated; else null. */
export async function getVisibleVehicle(tenant: SiteTenant, rawSlug: string | null | undefined, now = Date.now()): Promise<Vehicle | null> {
  const slug = serviceSlug(rawSlug)
  if (!slug) return null
  const id = (await getVehicleIdBySlug(tenant.stockTenantId, slug)) ?? (/^\d{1,12}$/.test(slug) ? Number(slug) : null)
  const vehicle = id === null ? null : await getVehicleById(tenant.stockTenantId, id)
  return vehicle && isVehicleVisible(vehicle, tenant.settings, now) ? vehicle : null
}

/** The same lookup without the cache: for work that must see the car as it is now (a reservation, a test). */
export async function findVisibleVehicle(tenant: SiteTenant, rawSlug: string | null | undefined, now = Date.now()): Promise<Vehicle | null> {
  const slug = serviceSlug(rawSlug)
  if (!slug) return null
  const payload = await payloadClient()
  const byId = /^\d{1,12}$/.test(slug)
  const result = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenant.stockTenantId } }, byId ? { or: [{ slug: { equals: slug } }, { id: { equals: Number(slug) } }] } : { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    ...publicRead,
  })
  const doc = result.docs[0] ?? null
  // Belt and braces: the where clause already names the tenant.
  const vehicle = doc && vehicleTenantId(doc) === tenant.stockTenantId ? await withDealership(payload, doc) : null
  return vehicle && isVehicleVisible(vehicle, tenant.settings, now) ? vehicle : null
}

export const vehicleImages = (v: Pick<Vehicle, 'images'>): Media[] => (v.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
