/**
 * A dealer's stock as the ad feeds take it (src/domain/feeds/adInput.ts): the cars its site shows,
 * each with its location, photos as absolute URLs on the dealer's own origin, and the dealer.
 *
 * Which cars: the site's own rule (src/domain/vehicles/visibility.ts, the same one the search index
 * applies in src/lib/search/tenantFilter.ts): shown on the dealer website, in stock or coming soon,
 * narrowed by the dealer's stock filter (used only, in stock only, certified only, makes). Two things
 * differ from the site on purpose:
 *   - sold cars never appear, not even inside the dealer's sold window: the site keeps a JUST SOLD car
 *     for a few days, but advertising a sold car risks a Merchant Center account suspension
 *     (feeds.md §A [13]) and Meta would show it as for sale;
 *   - a car a stock feed holds until its photos arrive (`feed.heldForPhotos`) is left out.
 *
 * Every query filters by the dealer itself and runs with access enforced (publicRead, as src/lib/site
 * reads vehicles), and each document is checked against the dealer again after the read: one dealer's
 * feed can never carry another dealer's car.
 */
import type { Where } from 'payload'

import type { Location, Media, Vehicle, VehiclesSelect } from '@/payload-types'
import type { AdListing, AdLocation, AdSite, AdVehicle } from '@/domain/feeds/adInput'
import { offerPrice } from '@/domain/vehicle-page/jsonLd'
import { AVAILABLE_STATUSES, isSold, isVisible } from '@/domain/vehicles/visibility'
import type { TenantSettings } from '@tenants/settings'
import { payloadClient, publicRead } from '../payload'
import type { SiteTenant } from '../site/tenant'
import { vehicleTenantId } from '../site/vehicle'
import { relationId } from '@/domain/relationId'
import { locationsWhere, siteRooftops, type SiteRooftops } from '../dealerships/siteRooftops'
import { canonicalOrigin, findGroupSites } from '../site/rooftopSites'

type AdStockSettings = Pick<
  TenantSettings,
  'soldWindowDays' | 'stockUsedOnly' | 'stockInStockOnly' | 'stockCertifiedOnly' | 'stockMakes'
> & { stockDealershipIds: readonly number[] }

/** Vehicles are read a page at a time so a large dealer group never loads thousands of cars in one query. */
const PAGE_SIZE = 200
/** More than any dealer group has (src/lib/site/locations.ts uses the same bound). */
const MAX_LOCATIONS = 200


/** The database side of the rule above; {@link isAdVisible} checks every loaded car again. */
function adFeedVehicleWhere(tenantId: number, settings: AdStockSettings): Where {
  const and: Where[] = [
    { tenant: { equals: tenantId } },
    // As the site: a car without the flag set counts as shown (toSearchRecord: `!== false`).
    { show_on_dealer_website: { not_equals: false } },
    // Available cars only: no sold ones, even inside the site's sold window (see the file comment).
    { status: { in: settings.stockInStockOnly ? ['in_stock'] : [...AVAILABLE_STATUSES] } },
    { sold: { not_equals: true } },
    { 'feed.heldForPhotos': { not_equals: true } },
  ]
  if (settings.stockUsedOnly) and.push({ car_type: { equals: 'used' } })
  if (settings.stockCertifiedOnly) and.push({ certified: { equals: true } })
  if (settings.stockMakes.length > 0) and.push({ make: { in: settings.stockMakes } })
  // A group's franchise site: its rooftops' cars only (SiteTenant.settings.stockDealershipIds).
  if (settings.stockDealershipIds.length > 0) and.push({ 'location.dealership': { in: [...settings.stockDealershipIds] } })
  return { and }
}

type VisibilityDoc = Pick<Vehicle, 'tenant' | 'show_on_dealer_website' | 'status' | 'sold' | 'sold_date' | 'feed'>

/**
 * Whether a loaded car belongs in the dealer's ad feeds: the dealer's own, visible on its site by the
 * site's rule, not sold and not held for photos. `now` only matters to the sold window, which a car
 * that is not sold never reaches, so the answer does not change with time (the feed can be cached
 * until the stock changes).
 */
function isAdVisible(doc: VisibilityDoc, tenantId: number, settings: AdStockSettings, now: number): boolean {
  if (vehicleTenantId(doc) !== tenantId) return false
  if (isSold({ status: doc.status, sold: doc.sold === true })) return false
  if (doc.feed?.heldForPhotos === true) return false
  const soldAt = doc.sold_date ? Date.parse(doc.sold_date) : null
  return isVisible({ show_on_dealer_website: doc.show_on_dealer_website !== false, status: doc.status, sold_date_timestamp: soldAt }, settings, now)
}

/** An absolute URL on the dealer's origin for a media path ('/api/media/file/…'); absolute URLs stay. */
function absoluteUrl(origin: string, url: string): string {
  return new URL(url, origin).toString()
}

/**
 * The car's photos in order, as absolute URLs. The 1920-wide `hero` size when it exists keeps each file
 * well under the platforms' 16 MB image limit (feeds.md §A [11]); smaller uploads have no hero size
 * (sharp does not enlarge) and are sent as stored.
 */
function photoUrls(images: Vehicle['images'], origin: string): string[] {
  return (images ?? [])
    .filter((m): m is Media => typeof m === 'object' && m !== null)
    .map((m) => m.sizes?.hero?.url || m.url)
    .filter((u): u is string => typeof u === 'string' && u.trim() !== '')
    .map((u) => absoluteUrl(origin, u))
}

const blank = (s: string | null | undefined): string | null => (s && s.trim() !== '' ? s.trim() : null)

/** A stored car → the ad feeds' car. */
function toAdVehicle(doc: Vehicle, origin: string): AdVehicle {
  return {
    id: doc.id,
    slug: doc.slug,
    stocknum: doc.stocknum,
    vin: doc.vin,
    regplate: doc.regplate,
    status: doc.status,
    item_type: doc.item_type,
    car_type: doc.car_type,
    year: doc.year,
    make: doc.make,
    model: doc.model,
    badge: doc.badge,
    series: doc.series,
    km: doc.km,
    // The price the car's page gives in its structured data (a reduced offer price, else the price when
    // it displays as one): Merchant Center disapproves an offer whose price differs from its landing page.
    price: offerPrice({ price: doc.price, offer_price: doc.offer_price }),
    price_type: doc.price_type,
    // Vehicles has no list-price field; the builder sends the price as the MSRP (adInput.ts).
    msrp: null,
    colour: doc.colour,
    simple_body: doc.simple_body,
    simple_transmission: doc.simple_transmission,
    simple_fuel: doc.simple_fuel,
    simple_drive: doc.simple_drive,
    dealercomments: doc.dealercomments,
    imageUrls: photoUrls(doc.images, origin),
  }
}

/** A stored location → the ad feeds' location. */
function toAdLocation(doc: Location): AdLocation {
  return {
    storeCode: blank(doc.storeCode),
    name: doc.name,
    street: blank(doc.address?.street),
    city: blank(doc.address?.city),
    state: blank(doc.address?.state),
    postcode: blank(doc.address?.postcode),
    country: 'AU',
    lat: doc.address?.lat ?? null,
    lng: doc.address?.lng ?? null,
    phone: blank(doc.phone),
  }
}

/** The dealer as the feeds name it: its id (never changes, unlike the slug), name and main phone. */
export function adSite(tenant: SiteTenant, origin: string): AdSite {
  return { siteUrl: origin, dealer: { id: String(tenant.id), name: tenant.name, phone: blank(tenant.contact.phone) } }
}

/** The Vehicles fields toAdVehicle and isAdVisible read. */
const AD_FIELDS: VehiclesSelect<true> = {
  tenant: true, location: true, show_on_dealer_website: true, status: true, sold: true, sold_date: true, feed: { heldForPhotos: true }, certified: true,
  slug: true, stocknum: true, vin: true, regplate: true, item_type: true, car_type: true, year: true, make: true, model: true,
  badge: true, series: true, km: true, price: true, offer_price: true, price_type: true, colour: true, simple_body: true,
  simple_transmission: true, simple_fuel: true, simple_drive: true, dealercomments: true, images: true,
}

/** The site's locations by id: its dealer's own, or its group's of the site's rooftops. */
async function loadLocations(rooftops: SiteRooftops): Promise<Map<number, { ad: AdLocation; dealershipId: number | null }>> {
  const tenantId = rooftops.tenantId
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'locations',
    where: locationsWhere(rooftops),
    limit: MAX_LOCATIONS,
    pagination: false,
    depth: 0,
    ...publicRead,
  })
  return new Map(docs.filter((l) => relationId(l.tenant) === tenantId).map((l) => [l.id, { ad: toAdLocation(l), dealershipId: relationId(l.dealership) }]))
}

/**
 * The dealer's advertisable cars with their locations, in id order (so when two cars share a VIN, the
 * older record keeps the ad). A car whose location is not one of the dealer's gets no location at all,
 * so the feeds reject it with a reason staff can see, rather than list it under another dealer's address.
 */
export async function loadAdListings(tenant: SiteTenant, origin: string, now: number = Date.now()): Promise<AdListing[]> {
  const payload = await payloadClient()
  // The stock the site shows: its own dealer's, or its group's (SiteTenant.stockTenantId); a group
  // car links to its canonical page, on whichever of the group's sites that is.
  const stock = tenant.stockTenantId
  const group = await findGroupSites(payload, stock)
  const requestHost = new URL(origin).host
  const locations = await loadLocations(siteRooftops(tenant))
  const where = adFeedVehicleWhere(stock, tenant.settings)
  const listings: AdListing[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'vehicles',
      where,
      sort: 'id',
      limit: PAGE_SIZE,
      page,
      // Only what the feeds and the visibility rule read (10,000 cars: most of the read's cost is
      // Payload reading fields back). Depth 1 for the photos; the location is reduced to its name.
      select: AD_FIELDS,
      depth: 1,
      populate: { tenants: { slug: true }, locations: { name: true } },
      ...publicRead,
    })
    for (const doc of result.docs) {
      if (!isAdVisible(doc, stock, tenant.settings, now)) continue
      const locationId = relationId(doc.location)
      const location = locationId === null ? undefined : locations.get(locationId)
      const pageOrigin = canonicalOrigin(tenant, { ...doc, dealership_id: location?.dealershipId ?? null }, group, origin, requestHost)
      listings.push({ car: { ...toAdVehicle(doc, origin), ...(pageOrigin === origin ? {} : { pageOrigin }) }, location: location?.ad ?? {} })
    }
    if (!result.hasNextPage) return listings
  }
}
