/**
 * Vehicle document → public search record. The one place that decides what a shopper's browser may
 * see of a vehicle; both engines (embedded PostgreSQL and Algolia) index exactly this.
 */
import type { Location, Media, Vehicle } from '@/payload-types'
import type { CarType, ItemType, SearchRecord, VehicleStatus } from '@/domain/search/record'
import { relationId } from '@/domain/relationId'

/** Price buckets for the price_range facet (spec: price_range attribute). */
const PRICE_BUCKETS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000] as const

function priceRange(price: number | null | undefined): string | null {
  if (!price || price <= 0) return null
  for (let i = PRICE_BUCKETS.length - 1; i >= 0; i--) {
    const low = PRICE_BUCKETS[i]!
    if (price >= low) {
      const high = PRICE_BUCKETS[i + 1]
      return high ? `${low}-${high}` : `${low}+`
    }
  }
  return null
}

const mediaUrl = (m: number | Media | null | undefined, size?: 'card' | 'thumbnail'): string | null => {
  if (!m || typeof m !== 'object') return null
  return (size && m.sizes?.[size]?.url) || m.url || null
}

const ms = (date: string | null | undefined): number | null => (date ? new Date(date).getTime() : null)

export function toSearchRecord(vehicle: Vehicle, dealershipName: string): SearchRecord {
  const location = typeof vehicle.location === 'object' ? (vehicle.location as Location) : null
  const images = (vehicle.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
  const offer = vehicle.offer_price && vehicle.offer_price > 0 ? vehicle.offer_price : null
  const wasPrice = vehicle.before_price && vehicle.before_price > (vehicle.price ?? 0) ? vehicle.before_price : null
  const categories: string[] = []
  if (offer || wasPrice) categories.push('special-offers')
  if (vehicle.certified) categories.push('certified')
  return {
    objectID: String(vehicle.id),
    id: vehicle.id,
    slug: vehicle.slug ?? String(vehicle.id),
    path: `/cars/${vehicle.slug ?? vehicle.id}`,
    name: vehicle.name ?? `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge ?? null,
    series: vehicle.series ?? null,
    colour: vehicle.colour ?? null,
    price: vehicle.price ?? 0,
    before_price: vehicle.before_price ?? null,
    offer_price: vehicle.offer_price ?? null,
    subscription_price: vehicle.subscription_price ?? null,
    preorder: Boolean(vehicle.preorder),
    price_type: vehicle.price_type ?? null,
    km: vehicle.km ?? null,
    car_type: vehicle.car_type as CarType,
    status: vehicle.status as VehicleStatus,
    tag: vehicle.tag ?? null,
    reserved: Boolean(vehicle.reserved),
    sold: vehicle.status === 'sold',
    certified: Boolean(vehicle.certified),
    created_at_timestamp: ms(vehicle.createdAt) ?? Date.now(),
    sold_date_timestamp: ms(vehicle.sold_date),
    stocknum: vehicle.stocknum ?? null,
    body: vehicle.simple_body ?? null,
    transmission: vehicle.simple_transmission ?? null,
    fuel: vehicle.simple_fuel ?? null,
    drive: vehicle.simple_drive ?? null,
    seats: vehicle.seats ?? null,
    doors: vehicle.doors ?? null,
    item_type: (vehicle.item_type ?? 'car') as ItemType,
    make_model: `${vehicle.make} > ${vehicle.model}`,
    price_range: priceRange(offer ?? vehicle.price),
    weekly_price_range: null,
    categories,
    location_id: location?.id ?? (typeof vehicle.location === 'number' ? vehicle.location : null),
    location_name: location?.name ?? null,
    location_slug: location?.slug ?? null,
    dealership_id: relationId(location?.dealership),
    city: location?.address?.city ?? null,
    state: location?.address?.state ?? null,
    dealership_name: dealershipName,
    primary_image_url: mediaUrl(images[0], 'card'),
    thumbnails: images.slice(0, 6).map((m) => mediaUrl(m, 'card')).filter((u): u is string => Boolean(u)),
    photos_count: images.length,
    views: vehicle.views ?? 0,
    custom_rank: vehicle.custom_rank ?? 0,
    show_on_dealer_website: vehicle.show_on_dealer_website !== false,
  }
}
