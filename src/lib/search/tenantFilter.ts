/**
 * The part of every search the browser cannot touch: the tenant whose stock the site shows (its own,
 * or its dealer group's: SiteTenant.stockTenantId), the visibility rule (
 * shown when show_on_dealer_website and in stock, coming soon, or sold within the dealer's window) and
 * the dealer's stock filter. It is ANDed outside anything the request asks for.
 */
import type { TenantSettings } from '@tenants/settings'
import type { StockFilterRules } from '@/domain/vehicles/stockFilter'
import type { Params } from './sql'

export type StockFilterSettings = Pick<
  TenantSettings,
  'soldWindowDays' | 'stockUsedOnly' | 'stockInStockOnly' | 'stockCertifiedOnly' | 'stockMakes' | 'priceAscExcludesZero'
> &
  Pick<StockFilterRules, 'stockDealershipIds'>

export const DAY_MS = 24 * 60 * 60 * 1000

export function tenantFilterSql(tenantId: number, settings: StockFilterSettings, now: number, params: Params, indexName: string): string {
  const parts = [
    `tenant_id = ${params.add(tenantId)}`,
    'show_on_dealer_website',
    `(status IN ('in_stock', 'coming_soon') OR (status = 'sold' AND sold_date_timestamp >= ${params.add(now - settings.soldWindowDays * DAY_MS)}))`,
  ]
  if (settings.stockUsedOnly) parts.push(`car_type = 'used'`)
  if (settings.stockInStockOnly) parts.push(`status = 'in_stock'`)
  if (settings.stockCertifiedOnly) parts.push('certified')
  if (settings.stockMakes.length > 0) parts.push(`make = ANY(${params.add(settings.stockMakes)}::text[])`)
  const rooftops = settings.stockDealershipIds ?? []
  if (rooftops.length > 0) parts.push(`dealership_id = ANY(${params.add([...rooftops])}::int[])`)
  if (settings.priceAscExcludesZero && indexName === 'vehicles_price_asc') parts.push('price > 0')
  return parts.join(' AND ')
}
