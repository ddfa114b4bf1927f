/**
 * One feed row → the vehicle values Forecourt stores (feeds.md §C), or the reason the row cannot be
 * imported, as a sentence the dealer can act on ("Year 1850 is out of range (1900–2028).").
 *
 * Rules:
 * - Only mapped fields appear in the vehicle; a mapped but empty cell clears the field (`null`), so a
 *   value removed in the DMS is removed on the site. Required fields (stock number, make, model,
 *   year) must not be empty.
 * - Words become option values through vocabulary.ts. An unknown word keeps the text as written and
 *   leaves the group empty, with a warning (the row still imports).
 * - Numbers may carry `$`, commas, spaces and units ("$25,990", "45 000 km"). Out-of-range or
 *   non-numeric values fail the row, except price words like "POA", which import without a price.
 * - Text longer than the Vehicles field is shortened with a warning, except identifiers (stock
 *   number, make, model, rego, NVIC), where shortening would make them wrong: those fail the row.
 */
import {
  FEED_VEHICLE_FIELDS,
  MAX_EQUIPMENT_ITEMS,
  TEXT_LIMITS,
  type FeedVehicle,
  type FeedVehicleField,
} from './feedVehicle'
import { splitFeatures, splitPhotos, type PhotoSeparator } from './lists'
import { columnKey, columnLabel, REQUIRED_FEED_FIELDS, sourceColumns, type FeedField, type FeedMapping } from './mapping'
import { bodyFrom, carTypeFrom, driveFrom, fuelFrom, priceTypeFrom, regoStateFrom, transmissionFrom } from './vocabulary'
import { checkVin, isVin17, normaliseVin } from './vin'

const MIN_YEAR = 1900
/** Vehicles' price fields allow 0 to 10,000,000. */
const MAX_PRICE = 10_000_000
/** Vehicles' odometer allows 0 to 2,000,000 km. */
const MAX_KM = 2_000_000

export type NormaliseOptions = {
  /** The run's clock, for the year range (this year + 2). */
  now?: Date
  /** Feed setting: accept older cars' 6–17 character chassis numbers (see vin.ts). */
  allowChassisNumbers?: boolean
  /** Feed setting: what separates photo URLs in one cell (lists.ts; default `auto`). */
  photoSeparator?: PhotoSeparator
}

export type NormalisedRow = {
  ok: true
  vehicle: FeedVehicle
  /** Photo URLs or file names in the feed's order. */
  photos: string[]
  /** The branch (location) code as the DMS wrote it; the lead maps it to a Locations id. */
  branchCode: string | null
  /** NSW, VIC, … Vehicles has no rego-state field; kept beside `regplate` for the lead to store or drop. */
  regoState: string | null
  /**
   * A chassis number that is not a 17-character VIN (only with `allowChassisNumbers`). It is kept out
   * of `vehicle.vin` because the Vehicles VIN validation accepts 17 characters only.
   */
  chassisNumber: string | null
  /** Things the dealer may want to fix that did not stop the import. */
  warnings: string[]
}

export type NormaliseResult = NormalisedRow | { ok: false; reason: string }

/** Words that mean "no price shown" rather than a mistake. */
const NO_PRICE_WORDS = /^(poa|p\.o\.a\.?|call|call for price|tba|tbc|enquire|enquire now|price on application|on application)$/i

/**
 * A number as DMS exports write it: `$25,990`, `25 990.00`, `45,000 km`, `AUD 1000`. `'empty'` for a
 * blank cell, `'invalid'` when what is left is not a number.
 */
export function parseFeedNumber(raw: string): number | 'empty' | 'invalid' {
  const cleaned = raw
    .replace(/[\s\u00a0\u202f]+/g, '')
    .replace(/^(?:aud|au\$)/i, '')
    .replace(/(?:aud|kms?|kilometres|kilometers)$/i, '')
    .replace(/[$,]/g, '')
  if (cleaned === '') return raw.trim() === '' ? 'empty' : 'invalid'
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(cleaned)) return 'invalid'
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : 'invalid'
}

const formatInt = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 2 })

// --- reading cells -------------------------------------------------------------------------------

/** Record keys by their compared form; cached per key list because every row of a file has the same keys. */
const keyIndexCache = new Map<string, Map<string, string[]>>()

function keyIndex(record: Record<string, string>): Map<string, string[]> {
  const keys = Object.keys(record)
  const cacheKey = keys.join('\u0000')
  const cached = keyIndexCache.get(cacheKey)
  if (cached) return cached
  const index = new Map<string, string[]>()
  for (const k of keys) {
    const ck = columnKey(k)
    const list = index.get(ck)
    if (list) list.push(k)
    else index.set(ck, [k])
  }
  if (keyIndexCache.size >= 64) keyIndexCache.clear()
  keyIndexCache.set(cacheKey, index)
  return index
}

/** Every cell of the field's columns, in mapping order. */
function cellsOf(record: Record<string, string>, index: Map<string, string[]>, mapping: FeedMapping, field: FeedField): string[] {
  const out: string[] = []
  for (const column of sourceColumns(mapping, field)) {
    for (const key of index.get(columnKey(column)) ?? []) out.push(record[key] ?? '')
  }
  return out
}

/** The first non-empty cell, trimmed; '' when all are empty or the column is absent. */
function firstCell(cells: readonly string[]): string {
  for (const c of cells) {
    const t = c.trim()
    if (t !== '') return t
  }
  return ''
}

const singleLine = (s: string) => s.replace(/\s+/g, ' ').trim()

// --- the row -------------------------------------------------------------------------------------

class RowProblem extends Error {}

/**
 * Normalise one raw row with a mapping. Pure: no I/O, and the same row, mapping and clock give the
 * same result.
 */
export function normaliseRecord(record: Record<string, string>, mapping: FeedMapping, options: NormaliseOptions = {}): NormaliseResult {
  try {
    return normaliseOrThrow(record, mapping, options)
  } catch (e) {
    if (e instanceof RowProblem) return { ok: false, reason: e.message }
    throw e
  }
}

function normaliseOrThrow(record: Record<string, string>, mapping: FeedMapping, options: NormaliseOptions): NormalisedRow {
  const index = keyIndex(record)
  const maxYear = (options.now ?? new Date()).getFullYear() + 2
  const warnings: string[] = []
  const vehicle: FeedVehicle = {}
  const label = (field: FeedField) => columnLabel(mapping, field)
  const mapped = (field: FeedField) => sourceColumns(mapping, field).length > 0
  const cell = (field: FeedField) => firstCell(cellsOf(record, index, mapping, field))

  for (const field of REQUIRED_FEED_FIELDS) {
    if (!mapped(field)) throw new RowProblem(`The feed mapping has no column for ${field}; set one in the feed settings.`)
    if (cell(field) === '') throw new RowProblem(`Required column "${label(field)}" is empty.`)
  }

  /** A single-line text field: shortened to the Vehicles limit with a warning, or failing for identifiers. */
  const text = (field: FeedField, target: FeedVehicleField, strict = false): string | null => {
    const value = singleLine(cell(field))
    if (value === '') return null
    const limit = TEXT_LIMITS[target]
    if (limit !== undefined && value.length > limit) {
      if (strict) throw new RowProblem(`${label(field)} "${value}" is longer than ${limit} characters.`)
      warnings.push(`${label(field)} "${value}" is longer than ${limit} characters; it was shortened.`)
      return value.slice(0, limit).trim()
    }
    return value
  }

  vehicle.stocknum = text('stocknum', 'stocknum', true)!
  vehicle.make = text('make', 'make', true)!
  vehicle.model = text('model', 'model', true)!

  const yearCell = cell('year')
  const year = parseFeedNumber(yearCell)
  if (year === 'invalid' || year === 'empty' || !Number.isInteger(year)) throw new RowProblem(`Year "${yearCell}" is not a year.`)
  if (year < MIN_YEAR || year > maxYear) throw new RowProblem(`Year ${year} is out of range (${MIN_YEAR}–${maxYear}).`)
  vehicle.year = year

  if (mapped('car_type')) {
    const raw = cell('car_type')
    if (raw !== '') {
      const type = carTypeFrom(raw)
      if (!type) throw new RowProblem(`${label('car_type')} "${raw}" is not New, Used or Demo.`)
      vehicle.car_type = type
    }
  }

  if (mapped('badge')) vehicle.badge = text('badge', 'badge')
  if (mapped('series')) vehicle.series = text('series', 'series')
  if (mapped('colour')) vehicle.colour = text('colour', 'colour')
  if (mapped('nvic')) {
    const nvic = text('nvic', 'nvic', true)
    vehicle.nvic = nvic === null ? null : nvic.toUpperCase()
  }

  let chassisNumber: string | null = null
  if (mapped('vin')) {
    const raw = cell('vin')
    const vin = normaliseVin(raw)
    if (vin === '') vehicle.vin = null
    else {
      const check = checkVin(vin, { allowChassisNumbers: options.allowChassisNumbers })
      if (check !== true) throw new RowProblem(check)
      if (isVin17(vin)) vehicle.vin = vin
      else {
        vehicle.vin = null
        chassisNumber = vin
      }
    }
  }

  if (mapped('regplate')) {
    const plate = text('regplate', 'regplate', true)
    vehicle.regplate = plate === null ? null : plate.toUpperCase()
  }
  let regoState: string | null = null
  if (mapped('rego_state')) {
    const raw = singleLine(cell('rego_state'))
    if (raw !== '') {
      regoState = regoStateFrom(raw)
      if (!regoState) warnings.push(`${label('rego_state')} "${raw}" is not an Australian state or territory; it was left out.`)
    }
  }

  /** A text field with a group: the text as written, and the group when the word is known. */
  const grouped = <G>(field: FeedField, textField: FeedVehicleField, classify: (raw: string) => G | null, what: string): [string | null, G | null] => {
    const value = text(field, textField)
    if (value === null) return [null, null]
    const group = classify(value)
    if (group === null) warnings.push(`${label(field)} "${value}" is not a ${what} we recognise; the ${what} group is left empty.`)
    return [value, group]
  }
  if (mapped('body')) [vehicle.bodyconfiguration, vehicle.simple_body] = grouped('body', 'bodyconfiguration', bodyFrom, 'body type')
  if (mapped('trans')) [vehicle.trans, vehicle.simple_transmission] = grouped('trans', 'trans', transmissionFrom, 'transmission')
  if (mapped('fuel')) [vehicle.fuel, vehicle.simple_fuel] = grouped('fuel', 'fuel', fuelFrom, 'fuel')
  if (mapped('drive')) [vehicle.drive, vehicle.simple_drive] = grouped('drive', 'drive', driveFrom, 'drive')

  if (mapped('km')) {
    const raw = cell('km')
    const km = parseFeedNumber(raw)
    if (km === 'invalid') throw new RowProblem(`${label('km')} "${raw}" is not a number of kilometres.`)
    if (km !== 'empty' && (km < 0 || km > MAX_KM)) throw new RowProblem(`${label('km')} ${formatInt(km)} is out of range (0–${formatInt(MAX_KM)} km).`)
    vehicle.km = km === 'empty' ? null : Math.round(km)
  }

  if (mapped('price')) {
    const raw = cell('price')
    const price = parseFeedNumber(raw)
    if (price === 'invalid') {
      if (!NO_PRICE_WORDS.test(raw.trim())) throw new RowProblem(`${label('price')} "${raw}" is not a number.`)
      warnings.push(`${label('price')} is "${raw}"; the car is listed without a price.`)
      vehicle.price = null
    } else if (price === 'empty') vehicle.price = null
    else {
      if (price < 0 || price > MAX_PRICE) throw new RowProblem(`${label('price')} ${formatInt(price)} is out of range (0–${formatInt(MAX_PRICE)}).`)
      vehicle.price = Math.round(price * 100) / 100
    }
  }

  if (mapped('price_type')) {
    const raw = cell('price_type')
    const priceType = priceTypeFrom(raw)
    if (priceType === undefined) throw new RowProblem(`${label('price_type')} "${raw}" is not Y or N (is the price drive-away?).`)
    vehicle.price_type = priceType
  }

  if (mapped('dealercomments')) {
    const comments = firstCell(cellsOf(record, index, mapping, 'dealercomments')).replace(/\r\n?/g, '\n')
    vehicle.dealercomments = comments === '' ? null : comments
  }

  if (mapped('standard_equipment')) {
    let items = cellsOf(record, index, mapping, 'standard_equipment').flatMap(splitFeatures)
    items = [...new Set(items)]
    if (items.length > MAX_EQUIPMENT_ITEMS) {
      warnings.push(`${label('standard_equipment')} lists ${items.length} items; only the first ${MAX_EQUIPMENT_ITEMS} were kept.`)
      items = items.slice(0, MAX_EQUIPMENT_ITEMS)
    }
    vehicle.standard_equipment = items
  }

  const photos = mapped('photos') ? [...new Set(cellsOf(record, index, mapping, 'photos').flatMap((c) => splitPhotos(c, options.photoSeparator)))] : []
  const branch = mapped('location') ? singleLine(cell('location')) : ''

  return { ok: true, vehicle: ordered(vehicle), photos, branchCode: branch === '' ? null : branch, regoState, chassisNumber, warnings }
}

/** The vehicle with its keys in FEED_VEHICLE_FIELDS order, so equal rows print and compare alike. */
function ordered(vehicle: FeedVehicle): FeedVehicle {
  const out: Record<string, unknown> = {}
  for (const field of FEED_VEHICLE_FIELDS) if (field in vehicle) out[field] = vehicle[field]
  return out as FeedVehicle
}
