/**
 * What the outbound ad feeds (Google vehicle ads, Meta automotive catalog) take: plain objects the
 * lead fills from a car, its location and the dealer, never Payload documents, plus the bits both
 * feeds share (page link, title, description, real photos, money).
 */
import { isDefaultImageUrl } from '../vehicle-page/gallery'
import { vehiclePath } from '../vehicle-page/path'
import type { BodyType, CarType, PriceType, SimpleDrive, SimpleFuel, SimpleTransmission } from './feedVehicle'

export type AdVehicle = {
  id: string | number
  slug?: string | null
  /** Where the car's canonical page lives when that is another site of its dealer group (else the feed's site). */
  pageOrigin?: string | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  status?: string | null
  /** Vehicles `item_type`; ad platforms take cars and utes only. Missing means car. */
  item_type?: string | null
  car_type: CarType
  year: number
  make: string
  model: string
  badge?: string | null
  series?: string | null
  km?: number | null
  price?: number | null
  price_type?: PriceType | null
  /**
   * The manufacturer's list price of a new car, for Google's `vehicle_msrp`. Vehicles has no such
   * field; when it is missing the car's price is sent (for a drive-away new car the closest figure).
   */
  msrp?: number | null
  colour?: string | null
  simple_body?: BodyType | null
  simple_transmission?: SimpleTransmission | null
  simple_fuel?: SimpleFuel | null
  simple_drive?: SimpleDrive | null
  dealercomments?: string | null
  /** Absolute photo URLs, main photo first. */
  imageUrls: readonly string[]
  /**
   * The lead sets this when the car's photos are stand-ins (a "photo coming soon" image the site or
   * the DMS put in). Photos whose file name reads like a placeholder (`placeholder.jpg`,
   * `no-image.png`, `coming-soon.jpg`, `default.jpg`; see vehicle-page/gallery.ts
   * DEFAULT_IMAGE_FILE_PATTERN) are dropped even without the flag.
   */
  placeholderPhoto?: boolean
}

type AdDealer = {
  /** The dealer's id on our side (Meta `dealer_id`). */
  id: string
  name: string
  phone?: string | null
}

export type AdLocation = {
  /** The Google Business Profile store code, case-sensitive (feeds.md §A [5]). */
  storeCode?: string | null
  name?: string | null
  street?: string | null
  city?: string | null
  /** NSW, VIC, … */
  state?: string | null
  postcode?: string | null
  /** ISO country code; AU when missing. */
  country?: string | null
  lat?: number | null
  lng?: number | null
  phone?: string | null
}

/** One car as listed from one location. */
export type AdListing = { car: AdVehicle; location: AdLocation }

/** The dealer's site: its absolute origin (https://dealer.example.com.au) and the dealer. */
export type AdSite = { siteUrl: string; dealer: AdDealer }

const MAX_TITLE_LENGTH = 150

/** The car's canonical page as an absolute URL. */
export function vehicleUrl(car: Pick<AdVehicle, 'id' | 'slug' | 'pageOrigin'>, siteUrl: string): string {
  return new URL(vehiclePath({ id: car.id, slug: car.slug }), car.pageOrigin ?? siteUrl).toString()
}

/** "2021 Toyota Corolla Ascent Sport ZWE211R", cut at a word to at most `max` characters. */
export function adTitle(car: Pick<AdVehicle, 'year' | 'make' | 'model' | 'badge' | 'series'>, max = MAX_TITLE_LENGTH): string {
  const full = [car.year, car.make, car.model, car.badge, car.series]
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
    .map((p) => String(p).trim())
    .join(' ')
    .replace(/\s+/g, ' ')
  if (full.length <= max) return full
  const cut = full.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return (space > 0 ? cut.slice(0, space) : full.slice(0, max)).trim()
}

/**
 * The dealer's comments on one line (Vehicles uses `|` for paragraph breaks), or, without comments,
 * a short sentence built from the facts, since Meta requires a description.
 */
export function adDescription(car: AdVehicle, max = 5000): string {
  const comments = (car.dealercomments ?? '').replace(/\s*\|\s*/g, ' ').replace(/\s+/g, ' ').trim()
  if (comments) return comments.length > max ? comments.slice(0, max).trim() : comments
  const facts = [
    adTitle(car),
    typeof car.km === 'number' ? `${Math.round(car.km).toLocaleString('en-AU')} km` : null,
    car.colour,
    car.simple_transmission,
    car.simple_fuel,
  ].filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  return `${facts.join(', ')}.`
}

/** The car's real photos: none when flagged as placeholders, else without placeholder-looking files. */
export function realPhotoUrls(car: Pick<AdVehicle, 'imageUrls' | 'placeholderPhoto'>): string[] {
  if (car.placeholderPhoto) return []
  return car.imageUrls.filter((u) => !isDefaultImageUrl(u))
}

/** Why a photo list fails an ad platform's "real photo" rule, or null when there is a real photo. */
export function photoProblem(car: Pick<AdVehicle, 'imageUrls' | 'placeholderPhoto'>): string | null {
  if (car.imageUrls.filter((u) => u.trim() !== '').length === 0) return 'The car has no photo.'
  if (realPhotoUrls(car).length === 0) return "The car's only photos are placeholders."
  return null
}

/** 25990 → "25990", 25990.5 → "25990.50": whole dollars without cents. */
export function plainAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2)
}

/** Whether the car is a car or ute (not a caravan, motorcycle or truck). */
export function isCar(car: Pick<AdVehicle, 'item_type'>): boolean {
  return !car.item_type || car.item_type === 'car'
}
