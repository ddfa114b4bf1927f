/**
 * The vehicle values a stock feed writes: field names and option values exactly as the Vehicles
 * collection has them (collections/Vehicles/index.ts, options.ts), so the lead can hand a patch
 * straight to Payload.
 *
 * Not here, on purpose: `location` (the feed gives a branch code; the lead maps it to a Locations id
 * through the feed's branch map), `images` (the feed gives photo URLs; the lead downloads them into
 * Media), and the rego state (Vehicles has no such field; it travels beside the vehicle as
 * `regoState`, see normalise.ts).
 */
import type { BODY_TYPES, PRICE_TYPES, SIMPLE_DRIVES, SIMPLE_FUELS, SIMPLE_TRANSMISSIONS } from '../vehicles/options'

export type CarType = 'new' | 'used' | 'demo'
export type BodyType = (typeof BODY_TYPES)[number]
export type PriceType = (typeof PRICE_TYPES)[number]
export type SimpleFuel = (typeof SIMPLE_FUELS)[number]
export type SimpleTransmission = (typeof SIMPLE_TRANSMISSIONS)[number]
export type SimpleDrive = (typeof SIMPLE_DRIVES)[number]

/**
 * The Vehicles fields a feed can manage, in a stable order (patches, lock lists and reports list
 * them in this order).
 */
export const FEED_VEHICLE_FIELDS = [
  'stocknum',
  'vin',
  'regplate',
  'car_type',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'simple_body',
  'bodyconfiguration',
  'colour',
  'trans',
  'simple_transmission',
  'fuel',
  'simple_fuel',
  'drive',
  'simple_drive',
  'km',
  'price',
  'price_type',
  'dealercomments',
  'standard_equipment',
  'nvic',
] as const

export type FeedVehicleField = (typeof FEED_VEHICLE_FIELDS)[number]

/**
 * A car as a feed row describes it. Only the fields the feed's mapping covers are present: a field
 * the mapping leaves out is not feed-managed and is never compared or written. A mapped column that
 * is empty gives `null` (the dealer cleared it in the DMS), except the required ones, which make the
 * row fail instead.
 */
export type FeedVehicle = {
  stocknum?: string
  vin?: string | null
  regplate?: string | null
  car_type?: CarType
  make?: string
  model?: string
  badge?: string | null
  series?: string | null
  year?: number
  simple_body?: BodyType | null
  /** The body as the DMS wrote it (e.g. "Double Cab Pick Up"); Vehicles' free-text body field. */
  bodyconfiguration?: string | null
  colour?: string | null
  trans?: string | null
  simple_transmission?: SimpleTransmission | null
  fuel?: string | null
  simple_fuel?: SimpleFuel | null
  drive?: string | null
  simple_drive?: SimpleDrive | null
  km?: number | null
  price?: number | null
  price_type?: PriceType | null
  dealercomments?: string | null
  standard_equipment?: string[]
  nvic?: string | null
}

/** Text limits of the Vehicles fields a feed fills (collections/Vehicles/index.ts `maxLength`). */
export const TEXT_LIMITS: Readonly<Partial<Record<FeedVehicleField, number>>> = {
  stocknum: 30,
  vin: 17,
  regplate: 10,
  make: 60,
  model: 60,
  badge: 80,
  series: 40,
  bodyconfiguration: 60,
  colour: 40,
  trans: 60,
  fuel: 60,
  drive: 60,
  nvic: 12,
}

/** Vehicles' `standard_equipment` takes at most this many rows. */
export const MAX_EQUIPMENT_ITEMS = 200
