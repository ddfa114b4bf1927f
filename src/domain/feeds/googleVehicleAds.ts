/**
 * Google Merchant Center vehicle ads feed for Australia (feeds.md §A "MC"): one tab-separated row
 * per VIN.
 *
 * Formats: price `25990.00 AUD`; mileage `45000 km` (unit required [6]); `vehicle_price_type`,
 * required in AU [7] (new: `drive_away_price` or `estimated_drive_away_price`; used:
 * `drive_away_price` or `excluding_government_charges_price`); `vehicle_msrp` for new cars [5];
 * `vehicle_fulfillment` `in_store:{store code}` [8]; up to 10 extra images (unverified); title ≤150
 * characters (unverified); demo cars sent as used (unverified). `google_product_category` is left
 * out: its vehicle category id is unverified and Merchant Center infers it.
 */
import {
  adDescription,
  adTitle,
  isCar,
  photoProblem,
  realPhotoUrls,
  vehicleUrl,
  type AdListing,
  type AdSite,
  type AdVehicle,
} from './adInput'
import type { BodyType } from './feedVehicle'
import { isVin17, normaliseVin } from './vin'

const GOOGLE_VEHICLE_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'condition',
  'price',
  'vehicle_price_type',
  'vehicle_msrp',
  'brand',
  'model',
  'trim',
  'year',
  'mileage',
  'VIN',
  'color',
  'body_style',
  'store_code',
  'vehicle_fulfillment',
] as const

type GoogleVehicleColumn = (typeof GOOGLE_VEHICLE_COLUMNS)[number]
export type GoogleVehicleRow = Record<GoogleVehicleColumn, string>

const MAX_ADDITIONAL_IMAGES = 10
const MAX_DESCRIPTION = 5000

type GooglePriceType = 'drive_away_price' | 'estimated_drive_away_price' | 'excluding_government_charges_price'

export type GoogleOptions = {
  /** Send new cars' drive-away prices as `estimated_drive_away_price` (a dealer setting; default false). */
  newCarPricesAreEstimates?: boolean
}

/**
 * Our body groups → Google's body_style values (convertible, coupe, crossover, full size van,
 * hatchback, minivan, sedan, station wagon, suv, truck, and ute for AU [10]). Bodies Google has no
 * word for are sent blank (the attribute is optional).
 */
const BODY_STYLES: Partial<Record<BodyType, string>> = {
  sedan: 'sedan',
  hatch: 'hatchback',
  hatchback: 'hatchback',
  wagon: 'station wagon',
  stationWagon: 'station wagon',
  suv: 'suv',
  '4x4': 'suv',
  ute: 'ute',
  cabChassis: 'ute',
  coupe: 'coupe',
  convertible: 'convertible',
  softtop: 'convertible',
  peopleMover: 'minivan',
  van: 'full size van',
  lightTruck: 'truck',
}

/** `25990.00 AUD` */
function googlePrice(amount: number): string {
  return `${amount.toFixed(2)} AUD`
}

/**
 * The price type Google wants for the car, or null when our price type has no Google equivalent for
 * its condition (a new car must be priced drive-away). 'Plus ORC' on a used car is sent as excluding
 * government charges: on-road costs are the government charges (plus, for new cars, dealer delivery).
 */
function googlePriceType(car: Pick<AdVehicle, 'car_type' | 'price_type'>, options: GoogleOptions = {}): GooglePriceType | null {
  if (car.car_type === 'new') {
    if (car.price_type !== 'Drive Away') return null
    return options.newCarPricesAreEstimates ? 'estimated_drive_away_price' : 'drive_away_price'
  }
  if (car.price_type === 'Drive Away') return 'drive_away_price'
  if (car.price_type === 'Excl. Government Charges' || car.price_type === 'Plus ORC') return 'excluding_government_charges_price'
  return null
}

/** The reasons a car cannot be a valid row; empty when it can. */
export function googleVehicleProblems(listing: AdListing, options: GoogleOptions = {}): string[] {
  const { car, location } = listing
  const problems: string[] = []
  if (!isCar(car)) problems.push(`Google vehicle ads take cars and utes only (this is a ${car.item_type}).`)
  if (car.status === 'sold') problems.push('The car is sold.')
  if (!isVin17(normaliseVin(car.vin ?? ''))) problems.push('The car has no 17-character VIN.')
  const photo = photoProblem(car)
  if (photo) problems.push(photo)
  if (typeof car.price !== 'number' || !(car.price > 0)) problems.push('The car has no price.')
  else if (googlePriceType(car, options) === null) {
    problems.push(
      car.car_type === 'new'
        ? `A new car needs a drive-away price for Google in Australia (this one is ${car.price_type ?? 'not set'}).`
        : "The car's price type is not set (Drive Away or Excl. Government Charges).",
    )
  }
  if (car.car_type !== 'new' && typeof car.km !== 'number') problems.push('A used or demo car needs an odometer reading.')
  if (!location.storeCode?.trim()) problems.push("The car's location has no Google store code.")
  return problems
}

/** Commas separate additional images, so a comma inside a URL is percent-encoded. */
const imageUrl = (u: string) => u.trim().replace(/,/g, '%2C')

/** The row for a car that passed {@link googleVehicleProblems}. */
export function googleVehicleRow(listing: AdListing, site: AdSite, options: GoogleOptions = {}): GoogleVehicleRow {
  const { car, location } = listing
  const vin = normaliseVin(car.vin ?? '')
  const photos = realPhotoUrls(car).map(imageUrl)
  const storeCode = (location.storeCode ?? '').trim()
  const isNew = car.car_type === 'new'
  return {
    id: vin,
    title: adTitle(car),
    description: adDescription(car, MAX_DESCRIPTION),
    link: vehicleUrl(car, site.siteUrl),
    image_link: photos[0] ?? '',
    additional_image_link: photos.slice(1, 1 + MAX_ADDITIONAL_IMAGES).join(','),
    // Demo cars have been registered and driven: Google has new and used only.
    condition: isNew ? 'new' : 'used',
    price: typeof car.price === 'number' ? googlePrice(car.price) : '',
    vehicle_price_type: googlePriceType(car, options) ?? '',
    vehicle_msrp: isNew ? googlePrice(car.msrp ?? car.price ?? 0) : '',
    brand: car.make.trim(),
    model: car.model.trim(),
    trim: (car.badge ?? '').trim(),
    year: String(car.year),
    mileage: `${Math.round(car.km ?? 0)} km`,
    VIN: vin,
    color: (car.colour ?? '').trim(),
    body_style: car.simple_body ? (BODY_STYLES[car.simple_body] ?? '') : '',
    store_code: storeCode,
    vehicle_fulfillment: `in_store:${storeCode}`,
  }
}

export type RejectedListing = { id: string | number; stocknum: string | null; reasons: string[] }

/**
 * Rows for every valid listing, and the rejected ones with their reasons. A VIN already used by an
 * earlier row is rejected too: Google disapproves every offer of a repeated VIN.
 */
export function buildGoogleVehicleFeed(
  listings: readonly AdListing[],
  site: AdSite,
  options: GoogleOptions = {},
): { rows: GoogleVehicleRow[]; rejected: RejectedListing[] } {
  const rows: GoogleVehicleRow[] = []
  const rejected: RejectedListing[] = []
  const seen = new Map<string, string>()
  for (const listing of listings) {
    const { car } = listing
    const reasons = googleVehicleProblems(listing, options)
    const vin = normaliseVin(car.vin ?? '')
    const earlier = seen.get(vin)
    if (reasons.length === 0 && earlier !== undefined) reasons.push(`VIN ${vin} is already listed for stock number ${earlier}.`)
    if (reasons.length > 0) {
      rejected.push({ id: car.id, stocknum: car.stocknum ?? null, reasons })
      continue
    }
    seen.set(vin, car.stocknum ?? String(car.id))
    rows.push(googleVehicleRow(listing, site, options))
  }
  return { rows, rejected }
}

/**
 * A TSV cell: tabs and line breaks would split the row, so they become single spaces. Merchant Center
 * turns "quoted fields" on for every new data source: a cell that starts with a double quote is then
 * read as a quoted value up to the next quote (a description opening with `"Immaculate" one owner`
 * would lose its text), so such a cell is quoted itself, inner quotes doubled, as Google asks
 * (support.google.com/merchants/answer/14998273). Quotes inside a cell are left as they are.
 */
function tsvCell(value: string): string {
  const cell = value.replace(/[\t\r\n]+/g, ' ')
  return cell.startsWith('"') ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** The feed file: a header row and one row per car, tab-separated, `\n` line ends. */
export function toGoogleTsv(rows: readonly GoogleVehicleRow[]): string {
  const lines = [GOOGLE_VEHICLE_COLUMNS.join('\t'), ...rows.map((row) => GOOGLE_VEHICLE_COLUMNS.map((c) => tsvCell(row[c])).join('\t'))]
  return `${lines.join('\n')}\n`
}
