/**
 * The public search record of a vehicle: what a search hit carries to the browser, identically from
 * the embedded PostgreSQL engine and from Algolia. Only public fields: nothing here is secret, and
 * nothing secret may be added (the endpoint and the Algolia index both return exactly this).
 */
export type CarType = 'new' | 'used' | 'demo'
export type VehicleStatus = 'in_stock' | 'coming_soon' | 'sold' | 'in_transit' | 'on_hold'
export type ItemType = 'car' | 'caravan' | 'motorcycle' | 'truck'

export type SearchRecord = {
  objectID: string
  id: number
  slug: string
  path: string
  name: string
  year: number
  make: string
  model: string
  badge: string | null
  series: string | null
  colour: string | null
  price: number
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  preorder: boolean
  price_type: string | null
  km: number | null
  car_type: CarType
  status: VehicleStatus
  tag: string | null
  reserved: boolean
  sold: boolean
  certified: boolean
  created_at_timestamp: number
  sold_date_timestamp: number | null
  stocknum: string | null
  body: string | null
  transmission: string | null
  fuel: string | null
  drive: string | null
  seats: number | null
  doors: number | null
  item_type: ItemType
  make_model: string
  price_range: string | null
  weekly_price_range: string | null
  categories: string[]
  location_id: number | null
  location_name: string | null
  location_slug: string | null
  /** The rooftop the car's location belongs to: a group's sites filter on it (Tenants.stockDealerships). */
  dealership_id: number | null
  city: string | null
  state: string | null
  dealership_name: string
  primary_image_url: string | null
  thumbnails: string[]
  photos_count: number
  views: number
  custom_rank: number
  show_on_dealer_website: boolean
}
