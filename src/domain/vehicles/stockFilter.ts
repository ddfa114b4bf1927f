/**
 * A site's stock filter: which of its dealer's cars the site shows at all (used cars only, in stock
 * only, certified only, only some makes; each off by default). Searches apply it where they run: in
 * SQL (src/lib/search/tenantFilter.ts), in the embedded engine (src/lib/search/memory/filter.ts), in
 * Algolia's secured key (src/lib/algolia/tenantFilter.ts) and in the ad feeds' query. This is the same
 * rule for one car, for every page and service that is not a search (the car's page, print, PDF,
 * finance, compare, the watchlist, a reservation), so that a car a site's search never shows is not
 * reachable on that site by its address either.
 */
import type { TenantSettings } from '@tenants/settings'

/**
 * A site over a dealer group's stock (Tenants.stockSource) may be limited to some of the group's
 * dealerships: `stockDealershipIds`, empty for every rooftop. A site's settings always carry it (see
 * src/lib/site/siteTenant.ts); code outside a site (tests of the other rules) may leave it out.
 */
export type StockFilterRules = Pick<TenantSettings, 'stockUsedOnly' | 'stockInStockOnly' | 'stockCertifiedOnly' | 'stockMakes'> & {
  stockDealershipIds?: readonly number[]
}

/** The car's fields the filter reads, as a stored vehicle or a search record holds them. */
type StockFilterFields = { car_type?: string | null; status?: string | null; certified?: boolean | null; make?: string | null; dealership_id?: number | null }

export function inStockFilter(car: StockFilterFields, rules: StockFilterRules): boolean {
  if (rules.stockUsedOnly && car.car_type !== 'used') return false
  // "In stock only" is the status itself: coming-soon and recently sold cars are left out too.
  if (rules.stockInStockOnly && car.status !== 'in_stock') return false
  if (rules.stockCertifiedOnly && car.certified !== true) return false
  // Makes match exactly, as the search engines match them.
  if (rules.stockMakes.length > 0 && !rules.stockMakes.includes(car.make ?? '')) return false
  // A car whose rooftop is unknown is no rooftop's: a limited site leaves it out.
  const rooftops = rules.stockDealershipIds ?? []
  if (rooftops.length > 0 && (car.dealership_id == null || !rooftops.includes(car.dealership_id))) return false
  return true
}
