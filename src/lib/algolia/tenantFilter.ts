/**
 * The Algolia filter that a tenant's secured search key carries: which of the index's vehicles one
 * dealer's site may ever return. Algolia ANDs it with whatever the browser sends, so the browser can
 * narrow it but never widen it.
 *
 * The expression stays within what Algolia accepts: a top-level AND of terms, where the only OR group
 * (the makes, or the rooftops) holds filters of one attribute. No AND inside an OR, no facet and numeric filters
 * in one OR. That is why the sold window is one numeric term on `sold_window_timestamp` (records.ts)
 * rather than `status:in_stock OR status:coming_soon OR sold_date_timestamp >= …`.
 */
import { soldVisibleSince } from '@/domain/vehicles/visibility'
import type { Instant } from '@/domain/vehicles/time'
import type { StockFilterRules } from '@/domain/vehicles/stockFilter'
import type { TenantSettings } from '@tenants/settings'

export type StockFilterSettings = Pick<
  TenantSettings,
  'soldWindowDays' | 'stockUsedOnly' | 'stockInStockOnly' | 'stockCertifiedOnly' | 'stockMakes'
> &
  Pick<StockFilterRules, 'stockDealershipIds'>

/** A facet value in double quotes, so spaces, colons and words like OR stay part of the value. */
export function quoteFacetValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/**
 * The tenant's filter at `now`: its own vehicles, shown on the website, available or sold within the
 * sold window, narrowed by the tenant's stock filter (used only, in stock only, certified only, makes).
 */
export function tenantFilter(tenantId: number, settings: StockFilterSettings, now: Instant): string {
  // The id is interpolated into the filter: accept nothing but a positive integer.
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`Invalid tenant id for a search filter: ${tenantId}`)
  const terms = [
    `tenant_id:${tenantId}`,
    'show_on_dealer_website:true',
    `sold_window_timestamp >= ${Math.floor(soldVisibleSince(now, settings.soldWindowDays))}`,
  ]
  if (settings.stockUsedOnly) terms.push('car_type:used')
  // "In stock only" is the status itself: coming-soon and recently sold cars are left out too.
  if (settings.stockInStockOnly) terms.push('status:in_stock')
  if (settings.stockCertifiedOnly) terms.push('certified:true')
  const makes = [...new Set(settings.stockMakes.map((m) => m.trim()).filter(Boolean))]
  if (makes.length === 1) terms.push(`make:${quoteFacetValue(makes[0]!)}`)
  if (makes.length > 1) terms.push(`(${makes.map((m) => `make:${quoteFacetValue(m)}`).join(' OR ')})`)
  // A group's franchise site: its rooftops only, as numeric terms (ids, never text, reach the filter).
  const rooftops = [...new Set(settings.stockDealershipIds ?? [])].filter((id) => Number.isSafeInteger(id) && id > 0)
  if (rooftops.length === 1) terms.push(`dealership_id = ${rooftops[0]}`)
  if (rooftops.length > 1) terms.push(`(${rooftops.map((id) => `dealership_id = ${id}`).join(' OR ')})`)
  return terms.join(' AND ')
}
