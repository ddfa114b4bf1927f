/**
 * The cars of a compare page (/compare?ids=…, issue 19 item 4): the host dealer's own cars among the
 * asked ids, read with access enforced (publicRead), kept only when the vehicle page would show them
 * (its visibility rule: on the website and in stock, coming soon or sold within the dealer's sold
 * window) and when they pass the compare control's own checks (src/domain/vehicles/eligibility.ts:
 * used-only configuration, a price, photos). Anything else (another dealer's car, a hidden car, a
 * car sold before the window, an id that is no car) is simply left out, in the order asked.
 */
import type { Payload } from 'payload'
import { unstable_cache } from 'next/cache'

import type { Vehicle } from '@/payload-types'
import { isVehicleVisible } from '@/domain/vehicle-page/viewModel'
import { passesCompareChecks } from '@/domain/compare/compareModel'
import type { Instant } from '@/domain/vehicles/time'
import { COMPARE_MAX } from '@/domain/compare'
import { stockTag, tenantTag } from '@/domain/cache/tags'
import type { TenantSettings } from '@tenants/settings'
import { payloadClient, publicRead } from '../payload'
import { vehicleTenantId } from '../site/vehicle'
import { vehicleTag } from '@/domain/cache/tags'
import type { StockFilterRules } from '@/domain/vehicles/stockFilter'

/** The site comparing: the stock it shows (its own or its group's) and its settings with the stock filter. */
export type CompareTenant = { stockTenantId: number; settings: TenantSettings & StockFilterRules }

/** Whether a stored car of the dealer may be compared now: visible on its site and passing the compare checks. */
function isComparable(v: Vehicle, settings: CompareTenant['settings'], now: Instant): boolean {
  return isVehicleVisible(v, settings, now) && passesCompareChecks(v, settings)
}

/**
 * The tenant's vehicles with these ids (at most COMPARE_MAX), images and location populated, in the
 * order of `ids`; ids of no car of this tenant are left out. No visibility check (see findCompareVehicles).
 */
export async function readTenantVehicles(payload: Payload, tenantId: number, ids: readonly number[]): Promise<Vehicle[]> {
  const wanted = ids.slice(0, COMPARE_MAX)
  if (wanted.length === 0) return []
  const result = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenantId } }, { id: { in: wanted } }] },
    limit: wanted.length,
    depth: 1,
    pagination: false,
    ...publicRead,
  })
  // Belt and braces: the where clause already names the tenant.
  const byId = new Map(result.docs.filter((d) => vehicleTenantId(d) === tenantId).map((d) => [d.id, { ...d, tenant: tenantId }]))
  return wanted.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [doc] : []
  })
}

/** The cars to compare, uncached (tests, scripts): the tenant's, comparable now, in the order asked. */
export async function findCompareVehicles(payload: Payload, tenant: CompareTenant, ids: readonly number[], now: Instant): Promise<Vehicle[]> {
  const docs = await readTenantVehicles(payload, tenant.stockTenantId, ids)
  return docs.filter((v) => isComparable(v, tenant.settings, now))
}

/**
 * The same for the page, the read cached until one of the cars or the dealer's stock changes (tags
 * vehicle:{id}, stock:{tenant}, tenant:{tenant}); the visibility rule is applied afterwards, at `now`.
 */
export async function getCompareVehicles(tenant: CompareTenant, ids: readonly number[], now: Instant): Promise<Vehicle[]> {
  const wanted = ids.slice(0, COMPARE_MAX)
  if (wanted.length === 0) return []
  const stock = tenant.stockTenantId
  const docs = await unstable_cache(async () => readTenantVehicles(await payloadClient(), stock, wanted), ['compare-vehicles', String(stock), wanted.join(',')], {
    tags: [tenantTag(stock), stockTag(stock), ...wanted.map((id) => vehicleTag(id))],
  })()
  return docs.filter((v) => isComparable(v, tenant.settings, now))
}
