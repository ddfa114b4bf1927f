/**
 * Writes stock as an Australian DMS CSV export (../shared/design/feeds.md §C [22]): the layout the
 * importer's "Australian DMS CSV" preset reads (src/domain/feeds/mapping.ts AU_DMS_CSV), one row per
 * car, CRLF line ends, cells quoted only when they must be. The demo seed (tenants/demo/seed/stockFeeds.ts),
 * the DMS simulator (tests/simulators/dms) and the feeds benchmark (bench/feeds.ts) all write their
 * files with it, so every demo and bench file is what a DMS would send.
 */
import { AU_DMS_CSV, type FeedField } from '@/domain/feeds/mapping'

/** A car as a DMS exports it: Vehicles field names, plus the branch code, rego state and photo URLs. */
export type DmsCar = {
  stocknum: string
  car_type?: string | null
  make: string
  model: string
  badge?: string | null
  series?: string | null
  year: number
  /** The body as written (Vehicles' bodyconfiguration); the importer derives the body group from it. */
  body?: string | null
  vin?: string | null
  regplate?: string | null
  regoState?: string | null
  km?: number | null
  colour?: string | null
  trans?: string | null
  fuel?: string | null
  drive?: string | null
  price?: number | null
  price_type?: string | null
  branchCode?: string | null
  dealercomments?: string | null
  standard_equipment?: readonly string[] | null
  photos?: readonly string[] | null
  nvic?: string | null
}

/** The columns in the order DMS exports list them (feed field → its column in the preset). */
const DMS_FIELDS: readonly FeedField[] = [
  'stocknum', 'car_type', 'make', 'model', 'badge', 'series', 'year', 'body', 'vin', 'regplate', 'rego_state', 'km', 'colour',
  'trans', 'fuel', 'drive', 'price', 'price_type', 'location', 'dealercomments', 'standard_equipment', 'photos', 'nvic',
]

const columnOf = (field: FeedField) => {
  const column = AU_DMS_CSV.mapping[field]
  return typeof column === 'string' ? column : column![0]!
}

/** 'new' → 'New'; the DMS word for the car type. */
const carTypeWord = (type: string | null | undefined) => (type ? type.charAt(0).toUpperCase() + type.slice(1) : '')

/** The DAP (drive-away) flag: Y for a drive-away price, ORC for plus on-road costs, N otherwise. */
function dapFlag(priceType: string | null | undefined): string {
  if (priceType === 'Drive Away') return 'Y'
  if (priceType === 'Plus ORC') return 'ORC'
  return 'N'
}

function cellOf(car: DmsCar, field: FeedField): string | number | null | undefined {
  switch (field) {
    case 'car_type':
      return carTypeWord(car.car_type)
    case 'body':
      return car.body
    case 'rego_state':
      return car.regoState
    case 'price_type':
      return dapFlag(car.price_type)
    case 'location':
      return car.branchCode
    case 'standard_equipment':
      return (car.standard_equipment ?? []).join('|')
    case 'photos':
      return (car.photos ?? []).join('|')
    default:
      return car[field as keyof DmsCar] as string | number | null | undefined
  }
}

/** One CSV cell: quoted (with doubled quotes) when it holds a comma, quote or line break. */
function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export type DmsCsvOptions = {
  /** Columns to leave out, e.g. `['photos']` for a file whose cars keep the photos they have. */
  omit?: readonly FeedField[]
}

const dmsFields = (options: DmsCsvOptions = {}) => DMS_FIELDS.filter((f) => !options.omit?.includes(f))

/** The header line, with its CRLF. */
export function dmsCsvHeader(options: DmsCsvOptions = {}): string {
  return dmsFields(options).map(columnOf).map(csvCell).join(',') + '\r\n'
}

/** One car's line, with its CRLF. */
export function dmsCsvRow(car: DmsCar, options: DmsCsvOptions = {}): string {
  return dmsFields(options).map((f) => csvCell(cellOf(car, f))).join(',') + '\r\n'
}

/** A whole file. */
export function dmsCsv(cars: Iterable<DmsCar>, options: DmsCsvOptions = {}): string {
  let out = dmsCsvHeader(options)
  for (const car of cars) out += dmsCsvRow(car, options)
  return out
}
