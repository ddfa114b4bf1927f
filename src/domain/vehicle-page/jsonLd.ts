/**
 * schema.org structured data for the vehicle page: a `Car` with its offer and the selling dealer, so
 * search engines can show price, availability and mileage. Plain data only; {@link jsonLdScript}
 * makes it safe to inline in a <script type="application/ld+json"> tag.
 */
import { MIN_DISPLAY_PRICE, reducedPrice } from '../vehicles/price'

const SCHEMA_CONTEXT = 'https://schema.org'
const SCHEMA_AVAILABILITY = {
  InStock: 'https://schema.org/InStock',
  SoldOut: 'https://schema.org/SoldOut',
  PreOrder: 'https://schema.org/PreOrder',
  OutOfStock: 'https://schema.org/OutOfStock',
} as const
export type SchemaAvailability = (typeof SCHEMA_AVAILABILITY)[keyof typeof SCHEMA_AVAILABILITY]

export type JsonLdCar = {
  name?: string | null
  year?: number | null
  make: string
  model: string
  badge?: string | null
  vin?: string | null
  km?: number | null
  colour?: string | null
  car_type?: string | null
  status?: string | null
  sold?: boolean | null
  price?: number | null
  offer_price?: number | null
  primary_image_url?: string | null
}

type JsonLdLocation = {
  name?: string | null
  phone?: string | null
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
}

export type JsonLdOptions = {
  /** The page's absolute URL. */
  url: string
  dealerName: string
  location?: JsonLdLocation | null
}

type Json = string | number | boolean | null | Json[] | { [k: string]: Json }
export type JsonLdObject = { [k: string]: Json }

const text = (s: string | null | undefined) => (typeof s === 'string' && s.trim() !== '' ? s.trim() : null)

/** Drops null entries so the object has no empty properties (and survives a JSON round trip unchanged). */
function compact(o: Record<string, Json | undefined>): JsonLdObject {
  const out: JsonLdObject = {}
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined) out[k] = v
  return out
}

/**
 * Availability by status: in_stock → InStock; coming_soon and in_transit → PreOrder; sold (status or
 * flag) → SoldOut; anything else (on_hold) → OutOfStock.
 */
export function schemaAvailability(car: Pick<JsonLdCar, 'status' | 'sold'>): SchemaAvailability {
  if (car.status === 'sold' || car.sold === true) return SCHEMA_AVAILABILITY.SoldOut
  if (car.status === 'in_stock') return SCHEMA_AVAILABILITY.InStock
  if (car.status === 'coming_soon' || car.status === 'in_transit') return SCHEMA_AVAILABILITY.PreOrder
  return SCHEMA_AVAILABILITY.OutOfStock
}

/**
 * The offer price: the reduced price when there is one, else the price when it displays as a price
 * (above 10, see vehicles/price.ts); null otherwise (the offer then has no price). Subscription
 * prices are weekly and never the offer price.
 */
export function offerPrice(car: Pick<JsonLdCar, 'price' | 'offer_price'>): number | null {
  const price = typeof car.price === 'number' && Number.isFinite(car.price) ? car.price : 0
  const reduced = reducedPrice({ price, offer_price: car.offer_price ?? null })
  if (reduced) return reduced.amount
  return price > MIN_DISPLAY_PRICE ? price : null
}

/** The car's display name: its stored name, else year, make, model and badge. */
function carName(car: JsonLdCar): string {
  return text(car.name) ?? [car.year, car.make, car.model, car.badge].filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ')
}

/**
 * The schema.org Car: name, brand, model, vehicleIdentificationNumber, mileageFromOdometer in KMT,
 * offers (price in AUD, availability, url) with the seller as an AutoDealer at the location's address
 * (country AU). Unknown values are left out rather than written as null.
 */
export function vehicleJsonLd(car: JsonLdCar, options: JsonLdOptions): JsonLdObject {
  const addr = options.location?.address ?? null
  const address = addr
    ? compact({
        '@type': 'PostalAddress',
        streetAddress: text(addr.street),
        addressLocality: text(addr.city),
        addressRegion: text(addr.state),
        postalCode: text(addr.postcode),
        addressCountry: 'AU',
      })
    : null
  const seller = compact({
    '@type': 'AutoDealer',
    name: text(options.dealerName) ?? text(options.location?.name),
    telephone: text(options.location?.phone),
    address,
  })
  const price = offerPrice(car)
  const km = typeof car.km === 'number' && Number.isFinite(car.km) && car.km >= 0 ? car.km : null
  const condition =
    car.car_type === 'new' ? 'https://schema.org/NewCondition' : car.car_type === 'used' || car.car_type === 'demo' ? 'https://schema.org/UsedCondition' : null
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Car',
    name: carName(car),
    url: options.url,
    image: text(car.primary_image_url),
    brand: { '@type': 'Brand', name: car.make.trim() },
    model: car.model.trim(),
    vehicleModelDate: typeof car.year === 'number' && Number.isFinite(car.year) ? String(car.year) : null,
    vehicleIdentificationNumber: text(car.vin),
    color: text(car.colour),
    itemCondition: condition,
    mileageFromOdometer: km === null ? null : { '@type': 'QuantitativeValue', value: km, unitCode: 'KMT' },
    offers: compact({
      '@type': 'Offer',
      url: options.url,
      price,
      priceCurrency: 'AUD',
      availability: schemaAvailability(car),
      itemCondition: condition,
      seller,
    }),
  })
}

/**
 * The JSON for an inline script tag: `<`, `>`, `&` and the line separators are escaped as \u sequences
 * so a value such as '</script>' in dealer data cannot end the tag. JSON.parse reads it back unchanged.
 */
export function jsonLdScript(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
