/**
 * The specification rows of the vehicle page (
 * "Specifications list", "Summary list"; "All-specifications list: 4 shown first, Show all / hide").
 * "Spec rows whose value is missing, empty or the string null are dropped."
 *
 * Field names are the stored vehicle's (collections/Vehicles), so a Payload `Vehicle` can be passed as is.
 */
import { formatNumber } from '../format/numbers'
import { formatKms } from '../finance/fuel'
import type { TimeZone } from '../presence/timezone'
import type { Instant } from '../vehicles/time'
import { DEFAULT_VEHICLE_TIME_ZONE, formatMonthYear, toCalendarDate } from './dates'
import { regoExpiry } from './rego'

export type SpecRow = { key: string; label: string; value: string }

/** The all-specifications list shows 4 rows first. */
const SPEC_ROWS_SHOWN = 4
const SHOW_ALL_LABEL = 'Show all'
const HIDE_LABEL = 'Hide'

type N = number | null | undefined
type S = string | null | undefined

export type SpecVehicle = {
  km?: N
  compliance_date?: S | number
  build_date?: S | number
  engine_size?: N
  engine_size_litres?: N
  fuel?: S
  simple_fuel?: S
  trans?: S
  simple_transmission?: S
  seats?: N
  regplate?: S
  rego_expiry?: S
  stocknum?: S
  vin?: S
  colour?: S
  simple_body?: S
  bodyconfiguration?: S
  drive?: S
  simple_drive?: S
  gearnum?: N
  variant?: {
    cylinders?: N
    induction?: S
    torque?: N
    ancaprating?: N
    geartype?: S
    fuelconsumptioncombined?: N
    fuelcapacity?: N
    grossvehiclemass?: N
    towingcapacitybraked?: N
    vehiclelength?: N
    vehicleheight?: N
    vehiclewidth?: N
  } | null
  caravan_specs?: {
    body_length?: N
    body_width?: N
    tare_weight?: N
    aggregate_trailer_mass?: N
    axle_type?: S
    sleeps?: N
  } | null
}

export type SpecRowOptions = {
  /** Display labels of the stored body values ('cabChassis' → 'Cab Chassis'); the value as stored otherwise. */
  bodyLabels?: Readonly<Record<string, string>>
  /** For the Rego Expiry row: today's date and the showUnregisteredText setting. */
  now?: Instant
  showUnregisteredText?: boolean
  timeZone?: TimeZone
}

/** A usable text: trimmed, not empty, not the string 'null' (any case). */
export function specText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  const t = value.trim()
  return t === '' || t.toLowerCase() === 'null' ? null : t
}

/** A usable number: a finite number, or a numeric string. */
function specNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const t = specText(value)
  if (t === null) return null
  const n = Number(t.replace(/,/g, ''))
  return Number.isFinite(n) ? n : null
}

/** en-AU digits: thousands separators, at most `decimals` decimals. */
function digits(n: number, decimals = 0): string {
  return formatNumber(n, { maximumFractionDigits: decimals })
}

/** `12,345 kms` (the spec's unit for Kilometres, as the fuel calculator writes it). */
const formatKilometres = (km: number) => formatKms(km)
/** `2.5L`. */
const formatLitres = (litres: number) => `${digits(litres, 1)}L`
/** `1998cc` (no separator: engine capacities are written as one number). */
const formatCc = (cc: number) => `${Math.round(cc)}cc`
/** `3,500 kg`, `5,280 mm`, `450 Nm`, `80 L`, `7.1 L/100km`. */
const withUnit = (n: number, unit: string, decimals = 0) => `${digits(n, decimals)} ${unit}`

function row(key: string, label: string, value: string | null): SpecRow | null {
  return value === null ? null : { key, label, value }
}

const rows = (list: (SpecRow | null)[]): SpecRow[] => list.filter((r): r is SpecRow => r !== null)

function num(value: unknown, format: (n: number) => string): string | null {
  const n = specNumber(value)
  return n === null ? null : format(n)
}

/**
 * A date-or-year field: a bare year (2019 or '2019') reads as a year, a date as month/year. The label
 * follows ('Compliance Year' / 'Compliance Date').
 */
function dateOrYearRow(key: string, name: string, value: unknown, tz: TimeZone): SpecRow | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value))) {
    const year = specNumber(value)
    return year !== null && Number.isInteger(year) && year > 0 ? { key, label: `${name} Year`, value: String(year) } : null
  }
  const date = typeof value === 'string' && specText(value) ? toCalendarDate(value, tz) : null
  return date ? { key, label: `${name} Date`, value: formatMonthYear(date) } : null
}

/**
 * Engine: cylinders with litres, or cc when there are no litres: '4 cyl 2.5L', '6 cyl 2993cc', '2.5L',
 * '4 cyl'. Null when none is known.
 */
export function engineText(car: Pick<SpecVehicle, 'engine_size' | 'engine_size_litres' | 'variant'>): string | null {
  const cyl = specNumber(car.variant?.cylinders)
  const litres = specNumber(car.engine_size_litres)
  const cc = specNumber(car.engine_size)
  const size = litres !== null && litres > 0 ? formatLitres(litres) : cc !== null && cc > 0 ? formatCc(cc) : null
  const parts = [cyl !== null && cyl > 0 ? `${cyl} cyl` : null, size].filter((p): p is string => p !== null)
  return parts.length > 0 ? parts.join(' ') : null
}

function bodyText(car: SpecVehicle, options: SpecRowOptions): string | null {
  const body = specText(car.simple_body)
  return body === null ? null : (options.bodyLabels?.[body] ?? body)
}

/** Transmission as described (trans), else its group (Automatic / Manual). */
const transmissionText = (car: SpecVehicle) => specText(car.trans) ?? specText(car.simple_transmission)
/** Fuel as described (fuel), else its group (Petrol, Diesel …). */
const fuelText = (car: SpecVehicle) => specText(car.fuel) ?? specText(car.simple_fuel)

/** The sidebar's key facts ("icons for km, transmission and body"). */
export function keyInformationRows(car: SpecVehicle, options: SpecRowOptions = {}): SpecRow[] {
  return rows([
    row('km', 'Kilometres', num(car.km, formatKilometres)),
    row('transmission', 'Transmission', transmissionText(car)),
    row('body', 'Body', bodyText(car, options)),
  ])
}

/**
 * The featured list, in its order: Kilometres (kms), Compliance date or year, Build date or
 * year, Engine (cylinders, litres or cc), Fuel Type, Transmission, Induction, Seats, Registration, Rego
 * Expiry, Stock no, VIN, Exterior Colour. Rego Expiry uses the rego wording's date, or Unregistered
 * (see rego.ts), and is dropped when that shows nothing or `now` is not given.
 */
export function featuredRows(car: SpecVehicle, options: SpecRowOptions = {}): SpecRow[] {
  const tz = options.timeZone ?? DEFAULT_VEHICLE_TIME_ZONE
  const rego =
    options.now === undefined
      ? null
      : regoExpiry(specText(car.rego_expiry), { now: options.now, timeZone: tz, showUnregisteredText: options.showUnregisteredText ?? false })
  return rows([
    row('km', 'Kilometres', num(car.km, formatKilometres)),
    dateOrYearRow('compliance', 'Compliance', car.compliance_date, tz),
    dateOrYearRow('build', 'Build', car.build_date, tz),
    row('engine', 'Engine', engineText(car)),
    row('fuel', 'Fuel Type', fuelText(car)),
    row('transmission', 'Transmission', transmissionText(car)),
    row('induction', 'Induction', specText(car.variant?.induction)),
    row('seats', 'Seats', num(car.seats, (n) => digits(n))),
    row('registration', 'Registration', specText(car.regplate)),
    row('rego_expiry', 'Rego Expiry', rego ? (rego.kind === 'expires' ? rego.date : rego.text) : null),
    row('stocknum', 'Stock no', specText(car.stocknum)),
    row('vin', 'VIN', specText(car.vin)),
    row('colour', 'Exterior Colour', specText(car.colour)),
  ])
}

/**
 * The specifications list, in its order and units: Engine power (cc), Fuel consumption
 * (L/100km), Fuel tank capacity (L), Weight (kg), Length (mm), Height (mm), Width (mm), Towing
 * Capacity (kg). Weight is the gross vehicle mass; towing is the braked capacity.
 */
export function specificationRows(car: SpecVehicle): SpecRow[] {
  const v = car.variant ?? {}
  return rows([
    row('engine_power', 'Engine power', num(car.engine_size, (n) => withUnit(n, 'cc'))),
    row('fuel_consumption', 'Fuel consumption', num(v.fuelconsumptioncombined, (n) => withUnit(n, 'L/100km', 1))),
    row('fuel_capacity', 'Fuel tank capacity', num(v.fuelcapacity, (n) => withUnit(n, 'L', 1))),
    row('weight', 'Weight', num(v.grossvehiclemass, (n) => withUnit(n, 'kg'))),
    row('length', 'Length', num(v.vehiclelength, (n) => withUnit(n, 'mm'))),
    row('height', 'Height', num(v.vehicleheight, (n) => withUnit(n, 'mm'))),
    row('width', 'Width', num(v.vehiclewidth, (n) => withUnit(n, 'mm'))),
    row('towing', 'Towing Capacity', num(v.towingcapacitybraked, (n) => withUnit(n, 'kg'))),
  ])
}

/**
 * Gearbox: the gear type as described, else '{gears} speed {transmission group}' ('6 speed
 * Automatic'); the group, not the description, so '10 Speed Automatic' is not doubled up.
 */
function gearboxText(car: SpecVehicle): string | null {
  const type = specText(car.variant?.geartype)
  if (type) return type
  const gears = specNumber(car.gearnum)
  if (gears === null || gears <= 0) return null
  return [`${gears} speed`, specText(car.simple_transmission)].filter(Boolean).join(' ')
}

/** Engine Variant: induction and fuel together ('Turbo Diesel'); either alone when the other is unknown. */
function engineVariantText(car: SpecVehicle): string | null {
  const parts = [specText(car.variant?.induction), specText(car.simple_fuel) ?? specText(car.fuel)].filter((p): p is string => p !== null)
  // 'Turbo Diesel' already names the fuel: do not repeat it.
  if (parts.length === 2 && parts[0]!.toLowerCase().includes(parts[1]!.toLowerCase())) return parts[0]!
  return parts.length > 0 ? parts.join(' ') : null
}

/**
 * The summary list, in its order (labels spelt as required, 'Exterior color' included):
 * Body type, Body configuration, Drive type, Exterior color, Torque (Nm), Cylinders, Gearbox, ANCAP
 * safety rating, Engine Size, Engine Variant.
 */
export function summaryRows(car: SpecVehicle, options: SpecRowOptions = {}): SpecRow[] {
  const v = car.variant ?? {}
  const litres = specNumber(car.engine_size_litres)
  const cc = specNumber(car.engine_size)
  const engineSize = litres !== null && litres > 0 ? formatLitres(litres) : cc !== null && cc > 0 ? formatCc(cc) : null
  return rows([
    row('body', 'Body type', bodyText(car, options)),
    row('body_configuration', 'Body configuration', specText(car.bodyconfiguration)),
    row('drive', 'Drive type', specText(car.drive) ?? specText(car.simple_drive)),
    row('colour', 'Exterior color', specText(car.colour)),
    row('torque', 'Torque', num(v.torque, (n) => withUnit(n, 'Nm'))),
    row('cylinders', 'Cylinders', num(v.cylinders, (n) => digits(n))),
    row('gearbox', 'Gearbox', gearboxText(car)),
    row('ancap', 'ANCAP safety rating', num(v.ancaprating, (n) => `${digits(n, 1)} ${n === 1 ? 'star' : 'stars'}`)),
    row('engine_size', 'Engine Size', engineSize),
    row('engine_variant', 'Engine Variant', engineVariantText(car)),
  ])
}

/**
 * Caravan specifications (body_width, body_length, tare_weight, axle_type, sleeps,
 * aggregate_trailer_mass). The spec names the fields, not their labels; these are the trade's terms.
 */
export function caravanRows(car: Pick<SpecVehicle, 'caravan_specs'>): SpecRow[] {
  const c = car.caravan_specs ?? {}
  return rows([
    row('body_length', 'Body Length', num(c.body_length, (n) => withUnit(n, 'mm'))),
    row('body_width', 'Body Width', num(c.body_width, (n) => withUnit(n, 'mm'))),
    row('tare_weight', 'Tare Weight', num(c.tare_weight, (n) => withUnit(n, 'kg'))),
    row('atm', 'Aggregate Trailer Mass', num(c.aggregate_trailer_mass, (n) => withUnit(n, 'kg'))),
    row('axle_type', 'Axle Type', specText(c.axle_type)),
    row('sleeps', 'Sleeps', num(c.sleeps, (n) => digits(n))),
  ])
}

/** The rows on screen: all when expanded, else the first `first` (4). */
export function visibleRows<T>(rows: readonly T[], expanded: boolean, first: number = SPEC_ROWS_SHOWN): T[] {
  return expanded ? rows.slice() : rows.slice(0, Math.max(0, first))
}

/** The toggle under the list: 'Show all' / 'Hide', or null when every row already fits. */
export function rowsToggleLabel(count: number, expanded: boolean, first: number = SPEC_ROWS_SHOWN): string | null {
  if (count <= first) return null
  return expanded ? HIDE_LABEL : SHOW_ALL_LABEL
}
