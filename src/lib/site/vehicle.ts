/**
 * Cached, tenant-scoped read of one vehicle for its page (/cars/{slug}). Two steps, so the vehicle's
 * own entry can carry the `vehicle:{id}` tag: the slug resolves to an id (tag `tenant:{id}`, evicted
 * when any of the dealer's vehicles changes), then the vehicle is read by id (tags `vehicle:{id}` and
 * `tenant:{id}`). Every query filters by the tenant itself and runs with access enforced (publicRead),
 * and the result is checked against the tenant again: a dealer can never show another dealer's car.
 */
import { unstable_cache } from 'next/cache'

import type { Vehicle } from '@/payload-types'
import { stockTag, tenantTag } from '../../../tenants/host'
import { payloadClient, publicRead } from '../payload'
import { relationId } from '../../domain/relationId'
import { decodeOrNull } from '../../domain/security/percentDecoding'

/** The cache tag of one vehicle (collections/Vehicles/hooks/revalidateVehicle.ts evicts it). */
export const vehicleTag = (vehicleId: number | string) => `vehicle:${vehicleId}`


/** The tenant id a stored vehicle belongs to (the relation may be populated or not). */
export const vehicleTenantId = (v: Pick<Vehicle, 'tenant'>): number | null => relationId(v.tenant)

/** A sane slug: what a /cars/{slug} segment may be before it reaches the database. */
export function cleanVehicleSlug(raw: string): string | null {
  const decoded = decodeOrNull(raw)
  if (decoded === null) return null
  const s = decoded.trim()
  // eslint-disable-next-line no-control-regex
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
      return { ...doc, tenant: tenantId }
    },
    ['vehicle-by-id', String(tenantId), String(vehicleId)],
    { tags: [vehicleTag(vehicleId), tenantTag(tenantId)] },
  )()
}

/** The tenant's vehicle by slug (whatever its status: the page applies the visibility rule), or null. */
export async function getSiteVehicle(tenantId: number, rawSlug: string): Promise<Vehicle | null> {
  const slug = cleanVehicleSlug(rawSlug)
  if (!slug) return null
  const id = await getVehicleIdBySlug(tenantId, slug)
  return id === null ? null : getVehicleById(tenantId, id)
}
