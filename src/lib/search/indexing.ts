/**
 * Keeps the search index in step with vehicles. Every change rewrites the vehicle's row in the
 * embedded index inside the same transaction; with Algolia configured, a Payload job then pushes the
 * same record to Algolia (retried by the queue if Algolia is unreachable).
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import type { Vehicle } from '@/payload-types'
import { dealershipNamesById } from '../dealerships/lookup'
import { algoliaSettings } from './engine'
import { deleteSearchRow, upsertSearchRow, upsertSearchRows } from './embeddedIndex'
import { toSearchRecord } from './toSearchRecord'
import { relationId } from '@/domain/relationId'

export const ALGOLIA_INDEX_TASK = 'algoliaIndexVehicle'
export const ALGOLIA_DELETE_TASK = 'algoliaDeleteVehicle'


const tenantNames = new Map<number, string>()

async function dealershipName(req: PayloadRequest, tenantId: number): Promise<string> {
  const tenant = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, req, overrideAccess: true, select: { name: true } })
  tenantNames.set(tenantId, tenant.name)
  return tenant.name
}

export type IndexOptions = {
  /** A full Algolia reindex pushes in batches itself, so it skips the per-vehicle jobs. */
  queueAlgolia?: boolean
}

/**
 * The names of the dealerships these vehicles' locations belong to, by id: in a dealer group a car's
 * dealership facet is its rooftop; a car at a location without one carries the dealer's name.
 */
async function dealershipNames(req: PayloadRequest, vehicles: readonly Vehicle[]): Promise<Map<number, string>> {
  const ids = [...new Set(vehicles.map((v) => (typeof v.location === 'object' ? relationId(v.location?.dealership) : null)).filter((id): id is number => id !== null))]
  return dealershipNamesById(req, ids)
}

const rooftopName = (vehicle: Vehicle, names: ReadonlyMap<number, string>): string | undefined =>
  typeof vehicle.location === 'object' ? names.get(relationId(vehicle.location?.dealership) ?? -1) : undefined

/** Indexes one vehicle already loaded at depth 1 (location and images populated). */
async function indexLoadedVehicle(req: PayloadRequest, vehicle: Vehicle, tenantName?: string, options: IndexOptions = {}): Promise<void> {
  const tenantId = relationId(vehicle.tenant)
  if (tenantId === null) return
  const rooftop = rooftopName(vehicle, await dealershipNames(req, [vehicle]))
  const record = toSearchRecord(vehicle, rooftop ?? tenantName ?? (await dealershipName(req, tenantId)))
  await upsertSearchRow(req, tenantId, record)
  if (options.queueAlgolia !== false && algoliaSettings()) {
    await req.payload.jobs.queue({ task: ALGOLIA_INDEX_TASK, input: { vehicleId: vehicle.id }, req })
  }
}

export async function indexVehicle(req: PayloadRequest, vehicleId: number): Promise<void> {
  const vehicle = await req.payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 1, req, overrideAccess: true })
  await indexLoadedVehicle(req, vehicle)
}

export async function removeVehicle(req: PayloadRequest, vehicleId: number): Promise<void> {
  await deleteSearchRow(req, vehicleId)
  if (algoliaSettings()) {
    await req.payload.jobs.queue({ task: ALGOLIA_DELETE_TASK, input: { vehicleId }, req })
  }
}

/**
 * Re-indexes every vehicle matching `where`, a page at a time, each page in one statement (location
 * renames, full reindex, the seed, a stock feed run).
 */
export async function reindexVehiclesWhere(req: PayloadRequest, where: Where, options: IndexOptions = {}): Promise<number> {
  let page = 1
  let count = 0
  for (;;) {
    const result = await req.payload.find({ collection: 'vehicles', where, depth: 1, limit: 200, page, req, overrideAccess: true, sort: 'id' })
    const rows: Parameters<typeof upsertSearchRows>[1] = []
    const rooftops = await dealershipNames(req, result.docs)
    for (const vehicle of result.docs) {
      const tenantId = relationId(vehicle.tenant)
      if (tenantId === null) continue
      const name = rooftopName(vehicle, rooftops) ?? tenantNames.get(tenantId) ?? (await dealershipName(req, tenantId))
      rows.push({ tenantId, record: toSearchRecord(vehicle, name) })
    }
    await upsertSearchRows(req, rows)
    if (options.queueAlgolia !== false && algoliaSettings()) {
      for (const { record } of rows) await req.payload.jobs.queue({ task: ALGOLIA_INDEX_TASK, input: { vehicleId: record.id }, req })
    }
    count += rows.length
    if (!result.hasNextPage) return count
    page++
  }
}

/** The locations that name a dealership. */
export async function dealershipLocationIds(req: PayloadRequest, dealershipId: number): Promise<number[]> {
  const locations = await req.payload.find({ collection: 'locations', where: { dealership: { equals: dealershipId } }, depth: 0, limit: 500, pagination: false, req, overrideAccess: true, select: { name: true } })
  return locations.docs.map((l) => l.id)
}

/**
 * Before a dealership goes: its locations name none, each saved as a change of its own, so their
 * cars are reindexed under the dealer's own name (the locations' hook) and their versions say so.
 */
export async function unlinkDealership(req: PayloadRequest, dealershipId: number): Promise<void> {
  for (const id of await dealershipLocationIds(req, dealershipId)) {
    await req.payload.update({ collection: 'locations', id, data: { dealership: null }, req, overrideAccess: true })
  }
}

/** Re-indexes the cars at these locations (a dealership renamed or gone: its name is their facet). */
export async function reindexLocationsVehicles(req: PayloadRequest, locationIds: readonly number[]): Promise<number> {
  return locationIds.length === 0 ? 0 : reindexVehiclesWhere(req, { location: { in: [...locationIds] } })
}

/** The full rebuild of the embedded index behind `npm run search:reindex`. */
export async function reindexAll(payload: Payload, options: IndexOptions = {}): Promise<number> {
  tenantNames.clear()
  const { createLocalReq } = await import('payload')
  const req = await createLocalReq({}, payload)
  return reindexVehiclesWhere(req, {}, options)
}
