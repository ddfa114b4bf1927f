/**
 * Meta (Facebook/Instagram) automotive inventory catalog as CSV (feeds.md §B).
 *
 * Columns follow Meta's flattened names [14]: `mileage.value` + `mileage.unit`, `image[0].url`…,
 * `address.addr1`… Required [15]: vehicle_id, vin (exactly 17), make, model, year, body_style,
 * description, exterior_color, image; the API also needs address, price and mileage [16]. Enum
 * values are Meta's (case-insensitive) [16, 17]. Meta drops rows with a repeated vehicle_id, and a
 * "replace" fetch deletes items missing from the file [18, 19], so the file always lists all stock.
 */
import {
  adDescription,
  adTitle,
  isCar,
  photoProblem,
  plainAmount,
  realPhotoUrls,
  vehicleUrl,
  type AdListing,
  type AdSite,
} from './adInput'
import type { BodyType, SimpleDrive, SimpleFuel } from './feedVehicle'
import { isVin17, normaliseVin } from './vin'

/** Meta takes up to 20 images per vehicle (unverified: the catalog docs show image[0]…, without a stated limit). */
const MAX_META_IMAGES = 20

const META_BASE_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'body_style',
  'state_of_vehicle',
  'transmission',
  'fuel_type',
  'drivetrain',
  'availability',
  'price',
  'exterior_color',
  'dealer_id',
  'dealer_name',
  'dealer_phone',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
] as const

type MetaBaseColumn = (typeof META_BASE_COLUMNS)[number]
export type MetaVehicleRow = Record<MetaBaseColumn, string> & { images: string[] }

/**
 * Our body groups → Meta body_style. ute and cab chassis → PICKUP is unverified (Meta's list has
 * PICKUP and TRUCK; an Australian ute is what Meta's US-centred list calls a pickup). Bodies without
 * a match are OTHER, a valid value, so the required column is never empty.
 */
const BODY_STYLES: Partial<Record<BodyType, string>> = {
  sedan: 'SEDAN',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
  suv: 'SUV',
  '4x4': 'SUV',
  ute: 'PICKUP',
  cabChassis: 'PICKUP',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  softtop: 'CONVERTIBLE',
  peopleMover: 'MINIVAN',
  van: 'VAN',
  lightTruck: 'TRUCK',
  bus: 'MINIBUS',
}

/**
 * Our fuel groups → Meta fuel_type. Plug-in hybrids are PLUGIN_HYBRID (in Meta's enum [17], though
 * feeds.md lists only the four main values); LPG has no Meta value and is OTHER.
 */
const FUEL_TYPES: Record<SimpleFuel, string> = {
  Petrol: 'PETROL',
  Diesel: 'DIESEL',
  Hybrid: 'HYBRID',
  PHEV: 'PLUGIN_HYBRID',
  Electric: 'ELECTRIC',
  LPG: 'OTHER',
}

const DRIVETRAINS: Record<SimpleDrive, string> = { FWD: 'FWD', RWD: 'RWD', AWD: 'AWD', '4WD': 'FOUR_WD' }

/** `25990 AUD` (cents only when there are some). */
function metaPrice(amount: number): string {
  return `${plainAmount(amount)} AUD`
}

/** The reasons a car cannot be a valid row; empty when it can. */
export function metaVehicleProblems(listing: AdListing): string[] {
  const { car, location } = listing
  const problems: string[] = []
  if (!isCar(car)) problems.push(`The Meta vehicle catalog takes cars and utes only (this is a ${car.item_type}).`)
  if (car.status === 'sold') problems.push('The car is sold.')
  if (!isVin17(normaliseVin(car.vin ?? ''))) problems.push('The car has no 17-character VIN.')
  const photo = photoProblem(car)
  if (photo) problems.push(photo)
  if (typeof car.price !== 'number' || !(car.price > 0)) problems.push('The car has no price.')
  if (!car.colour?.trim()) problems.push('The car has no exterior colour.')
  if (car.car_type !== 'new' && typeof car.km !== 'number') problems.push('A used or demo car needs an odometer reading.')
  if (!location.city?.trim() || !location.state?.trim() || !location.postcode?.trim()) {
    problems.push("The car's location has no full address (city, state and postcode).")
  }
  return problems
}

/** The row for a car that passed {@link metaVehicleProblems}. */
export function metaVehicleRow(listing: AdListing, site: AdSite): MetaVehicleRow {
  const { car, location } = listing
  const num = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '')
  return {
    vehicle_id: String(car.id),
    vin: normaliseVin(car.vin ?? ''),
    title: adTitle(car),
    description: adDescription(car),
    url: vehicleUrl(car, site.siteUrl),
    make: car.make.trim(),
    model: car.model.trim(),
    year: String(car.year),
    'mileage.value': String(Math.round(car.km ?? 0)),
    'mileage.unit': 'KM',
    body_style: car.simple_body ? (BODY_STYLES[car.simple_body] ?? 'OTHER') : 'OTHER',
    // Meta has NEW, USED and CPO; a demo car has been registered, so it is USED.
    state_of_vehicle: car.car_type === 'new' ? 'NEW' : 'USED',
    transmission: car.simple_transmission ? car.simple_transmission.toUpperCase() : '',
    fuel_type: car.simple_fuel ? FUEL_TYPES[car.simple_fuel] : '',
    drivetrain: car.simple_drive ? DRIVETRAINS[car.simple_drive] : '',
    availability: 'AVAILABLE',
    price: typeof car.price === 'number' ? metaPrice(car.price) : '',
    exterior_color: (car.colour ?? '').trim(),
    dealer_id: site.dealer.id,
    dealer_name: site.dealer.name,
    dealer_phone: (location.phone ?? site.dealer.phone ?? '').trim(),
    'address.addr1': (location.street ?? '').trim(),
    'address.city': (location.city ?? '').trim(),
    'address.region': (location.state ?? '').trim(),
    'address.postal_code': (location.postcode ?? '').trim(),
    'address.country': (location.country ?? 'AU').trim(),
    latitude: num(location.lat),
    longitude: num(location.lng),
    images: realPhotoUrls(car).slice(0, MAX_META_IMAGES),
  }
}

/**
 * Rows for every valid listing and the rejected ones with reasons. A repeated VIN is rejected too
 * (Meta would drop or merge it).
 */
export function buildMetaVehicleFeed(
  listings: readonly AdListing[],
  site: AdSite,
): { rows: MetaVehicleRow[]; rejected: Array<{ id: string | number; stocknum: string | null; reasons: string[] }> } {
  const rows: MetaVehicleRow[] = []
  const rejected: Array<{ id: string | number; stocknum: string | null; reasons: string[] }> = []
  const seen = new Map<string, string>()
  for (const listing of listings) {
    const { car } = listing
    const reasons = metaVehicleProblems(listing)
    const vin = normaliseVin(car.vin ?? '')
    const earlier = seen.get(vin)
    if (reasons.length === 0 && earlier !== undefined) reasons.push(`VIN ${vin} is already listed for stock number ${earlier}.`)
    if (reasons.length > 0) {
      rejected.push({ id: car.id, stocknum: car.stocknum ?? null, reasons })
      continue
    }
    seen.set(vin, car.stocknum ?? String(car.id))
    rows.push(metaVehicleRow(listing, site))
  }
  return { rows, rejected }
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/**
 * The catalog file: RFC 4180 CSV with CRLF line ends. The image columns run to the largest photo
 * count among the rows (`image[0].url` … `image[n-1].url`); shorter rows leave the rest empty.
 */
export function toMetaCsv(rows: readonly MetaVehicleRow[]): string {
  const imageCount = rows.reduce((n, r) => Math.max(n, r.images.length), 0)
  const imageColumns = Array.from({ length: imageCount }, (_, i) => `image[${i}].url`)
  const header = [...META_BASE_COLUMNS, ...imageColumns]
  const lines = [
    header.map(csvField).join(','),
    ...rows.map((row) =>
      [...META_BASE_COLUMNS.map((c) => row[c]), ...imageColumns.map((_, i) => row.images[i] ?? '')].map(csvField).join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
