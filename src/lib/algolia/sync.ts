/**
 * Pushes vehicles to Algolia. The job handlers (src/lib/search/jobs.ts) call the first two; the full
 * reindex (scripts/search-reindex.ts) calls the third.
 *
 * A sync job never trusts what was queued: it reloads the vehicle and writes what the database says
 * now (or deletes the object when the vehicle is gone). So jobs that run late, twice or out of order
 * still leave Algolia matching the database. A failure throws, and the queue retries with backoff.
 */
import type { Payload } from 'payload'

import type { Vehicle } from '@/payload-types'
import { algoliaSettings, type AlgoliaSettings } from '../search/engine'
import { toSearchRecord } from '../search/toSearchRecord'
import { adminClient, type AlgoliaClient } from './client'
import { toAlgoliaRecord, type AlgoliaVehicle } from './records'
import { indexSettingsPlan, synonymObjects } from './settings'
import { resolveTenantSettings } from '@tenants/settings'
import { relationId } from '@/domain/relationId'

/** Algolia's recommended batch size. */
const BATCH_SIZE = 1000


/** Algolia must be configured when a job runs: it was when the job was queued, so a gap is a deployment error. */
function requireSettings(): AlgoliaSettings {
  const settings = algoliaSettings()
  if (!settings) throw new Error('An Algolia job ran but SEARCH_ENGINE=algolia and ALGOLIA_* are not set in this process.')
  return settings
}

async function tenantName(payload: Payload, tenant: Vehicle['tenant'], names: Map<number, string>): Promise<string> {
  if (tenant && typeof tenant === 'object') return tenant.name
  const id = relationId(tenant)!
  if (!names.has(id)) {
    const doc = await payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: true, select: { name: true } })
    names.set(id, doc.name)
  }
  return names.get(id)!
}

/**
 * A vehicle loaded at depth 1 → its Algolia object, or null for a vehicle no site can ever show (no
 * tenant, hidden from the website, in transit, on hold, sold without a date). Those are kept out of
 * Algolia altogether: reading an object by its ID needs only the search ACL, and we do not rely on a
 * secured key's filters applying there, so what no shopper may see is simply never uploaded.
 */
async function algoliaRecordOf(payload: Payload, vehicle: Vehicle, names = new Map<number, string>()): Promise<AlgoliaVehicle | null> {
  const tenantId = relationId(vehicle.tenant)
  if (tenantId === null) return null
  const record = toAlgoliaRecord(toSearchRecord(vehicle, await tenantName(payload, vehicle.tenant, names)), tenantId)
  return record.show_on_dealer_website && record.sold_window_timestamp > 0 ? record : null
}

export async function syncVehicleToAlgolia(payload: Payload, vehicleId: number): Promise<void> {
  const settings = requireSettings()
  const client = adminClient(settings)
  const vehicle = await payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 1, overrideAccess: true, disableErrors: true })
  const record = vehicle ? await algoliaRecordOf(payload, vehicle) : null
  if (record) await client.saveObjects(settings.indexName, [record])
  else await client.deleteObject(settings.indexName, String(vehicleId))
}

export async function deleteVehicleFromAlgolia(_payload: Payload, vehicleId: number): Promise<void> {
  const settings = requireSettings()
  // Deleting an object that does not exist succeeds, so a repeated job is harmless.
  await adminClient(settings).deleteObject(settings.indexName, String(vehicleId))
}

/**
 * Writes the settings of the primary index (creating its replicas), then of each replica, then the
 * synonyms: the union of every dealer's groups (`synonymGroups`), since the index is shared.
 */
export async function applyAlgoliaSettings(client: AlgoliaClient, indexName: string, synonymGroups: readonly string[] = []): Promise<void> {
  for (const step of indexSettingsPlan(indexName)) {
    const { taskID } = await client.setSettings(step.indexName, step.settings)
    // A replica must exist before its own settings are written: wait for each step.
    await client.waitForTask(step.indexName, taskID)
  }
  const { taskID } = await client.replaceSynonyms(indexName, synonymObjects(synonymGroups))
  await client.waitForTask(indexName, taskID)
}

/** Every dealer's search synonym groups (tenant settings, defaults included). */
async function allSynonymGroups(payload: Payload): Promise<string[]> {
  const tenants = await payload.find({ collection: 'tenants', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { settings: true } })
  return tenants.docs.flatMap((t) => resolveTenantSettings(t.settings).searchSynonyms)
}

/**
 * Of these object IDs, those with no vehicle behind them. A vehicle created while the reindex ran was
 * pushed by its own job but not by us; it must not be taken for stale.
 */
async function withoutExistingVehicles(payload: Payload, objectIDs: string[]): Promise<string[]> {
  const numeric = objectIDs.map(Number).filter((id) => Number.isSafeInteger(id))
  const existing = new Set<string>()
  for (let i = 0; i < numeric.length; i += BATCH_SIZE) {
    const found = await payload.find({
      collection: 'vehicles',
      where: { id: { in: numeric.slice(i, i + BATCH_SIZE) } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { slug: true },
      overrideAccess: true,
    })
    for (const doc of found.docs) existing.add(String(doc.id))
  }
  return objectIDs.filter((id) => !existing.has(id))
}

export type AlgoliaReindexResult = { indexed: number; deleted: number }

/**
 * The full rebuild: settings, then every vehicle in batches of {@link BATCH_SIZE}, then removal of
 * objects whose vehicle no longer exists (say, deleted while Algolia was unreachable long enough for
 * the delete job to give up). Objects are replaced in place, so searches never see an empty index.
 */
export async function reindexAllToAlgolia(payload: Payload, settings: AlgoliaSettings = requireSettings()): Promise<AlgoliaReindexResult> {
  const client = adminClient(settings)
  await applyAlgoliaSettings(client, settings.indexName, await allSynonymGroups(payload))

  const names = new Map<number, string>()
  const pushed = new Set<string>()
  let lastTask: number | null = null
  for (let page = 1; ; page++) {
    const result = await payload.find({ collection: 'vehicles', depth: 1, limit: BATCH_SIZE, page, sort: 'id', overrideAccess: true })
    const records: AlgoliaVehicle[] = []
    for (const vehicle of result.docs) {
      const record = await algoliaRecordOf(payload, vehicle, names)
      if (record) records.push(record)
    }
    if (records.length > 0) {
      lastTask = (await client.saveObjects(settings.indexName, records)).taskID
      for (const record of records) pushed.add(record.objectID)
    }
    if (!result.hasNextPage) break
  }

  const unknown = (await client.browseObjectIDs(settings.indexName)).filter((id) => !pushed.has(id))
  const stale = await withoutExistingVehicles(payload, unknown)
  for (let i = 0; i < stale.length; i += BATCH_SIZE) {
    lastTask = (await client.deleteObjects(settings.indexName, stale.slice(i, i + BATCH_SIZE))).taskID
  }
  // Tasks of one index are applied in order: once the last is published, all are.
  if (lastTask !== null) await client.waitForTask(settings.indexName, lastTask)
  return { indexed: pushed.size, deleted: stale.length }
}
