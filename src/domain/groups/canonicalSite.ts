/**
 * One canonical page per car in a dealer group (issue 36): a car shows on the group's site and on
 * every franchise site whose filter takes it, so search engines are told one address. It is the car's
 * dealership's own site when there is one (a site over the group's stock, limited to rooftops that
 * include the car's, whose filter takes the car; the lowest id when two do), else the site that holds
 * the stock. Pure: the caller reads the group's sites.
 */
import { inStockFilter, type StockFilterRules } from '@/domain/vehicles/stockFilter'

/** A site that shows the group's stock: its id and its stock filter (rooftops included). */
export type StockSite = { id: number; settings: StockFilterRules & { stockDealershipIds: readonly number[] } }

type Car = { dealership_id?: number | null; car_type?: string | null; status?: string | null; certified?: boolean | null; make?: string | null }

/** The id of the site whose address is the car's canonical one: `holderId` (the stock's own site) unless a rooftop site takes it. */
export function canonicalSiteId(car: Car, holderId: number, rooftopSites: readonly StockSite[]): number {
  let best: number | null = null
  for (const site of rooftopSites) {
    const rooftops = site.settings.stockDealershipIds
    if (rooftops.length === 0 || car.dealership_id == null || !rooftops.includes(car.dealership_id)) continue
    if (!inStockFilter(car, site.settings)) continue
    if (best === null || site.id < best) best = site.id
  }
  return best ?? holderId
}

/**
 * Where a car that `currentId` leaves out is shown within its group, for a permanent redirect rather
 * than a 404: its canonical site when that site's filter takes it, else the stock's own site, else the
 * lowest-id site of the group that takes it; null when no other site of the group shows it. `holder`
 * is the stock's own site (its filter applies to it too).
 */
export function siteShowingCar(car: Car, currentId: number, holder: StockSite | null, rooftopSites: readonly StockSite[]): number | null {
  const sites = [...(holder ? [holder] : []), ...rooftopSites]
  const takes = (id: number) => {
    const site = sites.find((s) => s.id === id)
    return site !== undefined && site.id !== currentId && inStockFilter(car, site.settings)
  }
  const canonical = holder ? canonicalSiteId(car, holder.id, rooftopSites) : null
  const order = [canonical, holder?.id ?? null, ...[...rooftopSites].sort((a, b) => a.id - b.id).map((s) => s.id)]
  return order.find((id): id is number => id !== null && takes(id)) ?? null
}
