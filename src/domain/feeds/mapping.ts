/**
 * Which source column feeds which vehicle field (feeds.md §C), the two ready presets, and the zod
 * schema that checks a mapping a dealer typed into the CMS.
 *
 * A mapping is `{ [feedField]: sourceColumn }`. The keys are the things a feed row can say about a
 * car. Most are Vehicles field names; a few fill more than one field or need the lead's help:
 *
 * | key                  | becomes                                                              |
 * | -------------------- | -------------------------------------------------------------------- |
 * | `body`               | `bodyconfiguration` (as written) and `simple_body` (the body group)  |
 * | `trans`              | `trans` (as written) and `simple_transmission`                        |
 * | `fuel`               | `fuel` (as written) and `simple_fuel`                                 |
 * | `drive`              | `drive` (as written) and `simple_drive`                               |
 * | `price_type`         | the drive-away flag column (DAP): 'Drive Away', else 'Excl. Government Charges' |
 * | `rego_state`         | `regoState` beside the vehicle: Vehicles has no rego-state field      |
 * | `location`           | `branchCode`: the lead turns it into a Locations id via a branch map  |
 * | `photos`             | `photos`: URLs or file names, downloaded by the lead                  |
 * | `standard_equipment` | the Features column, split into a list                                |
 *
 * A source column is one column name, or a list of names: for lists (photos, features) every listed
 * column adds its items in order (Photo1, Photo2, …); for single values the first non-empty one wins.
 * Column names match the file's headers ignoring case, spaces and underscores ("Stock number",
 * "STOCK_NUMBER" and "StockNumber" are the same column). For XML and JSON a column is a path below
 * the record, e.g. `Photos/Photo`, or `Price@type` for an attribute (see src/lib/feeds/parse).
 */
import { z } from '../validation/zod'

const FEED_FIELDS = [
  'stocknum',
  'car_type',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'body',
  'vin',
  'regplate',
  'rego_state',
  'km',
  'colour',
  'trans',
  'fuel',
  'drive',
  'price',
  'price_type',
  'location',
  'dealercomments',
  'standard_equipment',
  'photos',
  'nvic',
] as const

export type FeedField = (typeof FEED_FIELDS)[number]

/** A row without these cannot become a car: Vehicles requires make, model and year; the stock number is the row's identity. */
export const REQUIRED_FEED_FIELDS: readonly FeedField[] = ['stocknum', 'make', 'model', 'year']

type SourceColumns = string | readonly string[]
export type FeedMapping = Partial<Record<FeedField, SourceColumns>>

export type FeedFormat = 'csv' | 'tsv' | 'xml' | 'json'

export type FeedPreset = {
  id: string
  label: string
  format: FeedFormat
  /** XML: the element path of one vehicle (e.g. `Stock/Vehicle`); JSON: the key path of the vehicle array. */
  recordPath?: string
  mapping: FeedMapping
}

/** The usual Australian DMS CSV export (feeds.md §C [22]), with the headers as that schema names them. */
export const AU_DMS_CSV: FeedPreset = {
  id: 'au-dms-csv',
  label: 'Australian DMS CSV',
  format: 'csv',
  mapping: {
    stocknum: 'Stock number',
    car_type: 'Car type',
    make: 'Make',
    model: 'Model',
    badge: 'Badge',
    series: 'Series',
    year: 'Year',
    body: 'Body',
    vin: 'Vin',
    regplate: 'Rego',
    rego_state: 'Rego state',
    km: 'Odometer',
    colour: 'Colour',
    trans: 'Transmission',
    fuel: 'Fuel',
    drive: 'Drive',
    price: 'Price',
    price_type: 'DAP',
    location: 'Location code',
    dealercomments: 'Dealercomments',
    standard_equipment: 'Features',
    photos: 'Photos',
    nvic: 'NVIC',
  },
}

/**
 * The same data as XML: one `<Vehicle>` per car under `<Stock>`, a child element per value, repeated
 * `<Photo>` and `<Feature>` elements inside `<Photos>` and `<Features>`.
 */
export const AU_DMS_XML: FeedPreset = {
  id: 'au-dms-xml',
  label: 'Australian DMS XML',
  format: 'xml',
  recordPath: 'Stock/Vehicle',
  mapping: {
    stocknum: 'StockNumber',
    car_type: 'CarType',
    make: 'Make',
    model: 'Model',
    badge: 'Badge',
    series: 'Series',
    year: 'Year',
    body: 'Body',
    vin: 'VIN',
    regplate: 'Rego',
    rego_state: 'RegoState',
    km: 'Odometer',
    colour: 'Colour',
    trans: 'Transmission',
    fuel: 'Fuel',
    drive: 'Drive',
    price: 'Price',
    price_type: 'DAP',
    location: 'LocationCode',
    dealercomments: 'DealerComments',
    standard_equipment: 'Features/Feature',
    photos: 'Photos/Photo',
    nvic: 'NVIC',
  },
}

export const FEED_PRESETS: readonly FeedPreset[] = [AU_DMS_CSV, AU_DMS_XML]

/** A header or path as compared: lower case, without spaces and underscores. */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[\s_]+/g, '')
}

/** The source column names a mapping gives a field (none when unmapped). */
export function sourceColumns(mapping: FeedMapping, field: FeedField): string[] {
  const value = mapping[field]
  if (value === undefined) return []
  return (typeof value === 'string' ? [value] : [...value]).map((c) => c.trim()).filter((c) => c !== '')
}

/** The first source column of a field, as messages name it ("Make"). */
export function columnLabel(mapping: FeedMapping, field: FeedField): string {
  return sourceColumns(mapping, field)[0] ?? field
}

export type MissingColumn = { field: FeedField; column: string }

/**
 * The mapped columns absent from a file's headers. A field with several columns is missing only
 * when none of them is there.
 */
export function missingColumns(mapping: FeedMapping, headers: readonly string[]): MissingColumn[] {
  const present = new Set(headers.map(columnKey))
  const out: MissingColumn[] = []
  for (const field of FEED_FIELDS) {
    const columns = sourceColumns(mapping, field)
    if (columns.length > 0 && !columns.some((c) => present.has(columnKey(c)))) out.push({ field, column: columns[0]! })
  }
  return out
}

/**
 * The mapping without the fields whose columns the file does not have at all. Normalising with it
 * leaves those fields alone instead of clearing them on every car: a renamed "Price" column must not
 * wipe every price. Use it with a CSV/TSV header before normalising; `absent` lists what was dropped
 * (for the run report). For XML and JSON the key list is complete only after the last record, and an
 * element left out of one record counts as empty, as XML exports often omit empty elements.
 */
export function presentMapping(mapping: FeedMapping, headers: readonly string[]): { mapping: FeedMapping; absent: MissingColumn[] } {
  const absent = missingColumns(mapping, headers)
  const drop = new Set(absent.map((m) => m.field))
  const kept: FeedMapping = {}
  for (const field of FEED_FIELDS) if (mapping[field] !== undefined && !drop.has(field)) kept[field] = mapping[field]
  return { mapping: kept, absent }
}

const columnsSchema = z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)])

/**
 * A mapping as a CMS JSON field holds it. Unknown keys fail with a message naming the key and the
 * keys that exist, so a typo ("colur") is found at once rather than silently ignored.
 */
export const feedMappingSchema = z
  .record(z.string(), z.unknown(), { error: 'A feed mapping is an object of field names and column names, e.g. {"make": "Make"}.' })
  .superRefine((value, ctx) => {
    for (const [key, column] of Object.entries(value)) {
      if (!(FEED_FIELDS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is not a field a feed can set. Use one of: ${FEED_FIELDS.join(', ')}.` })
      } else if (!columnsSchema.safeParse(column).success) {
        ctx.addIssue({ code: 'custom', path: [key], message: `The column for "${key}" must be a column name or a list of column names.` })
      }
    }
  })
  .transform((value) => value as FeedMapping)

/** Payload-style validation of a mapping: `true`, or the first problem as a sentence. */
export function validateFeedMapping(value: unknown): true | string {
  const parsed = feedMappingSchema.safeParse(value)
  return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'The feed mapping is not valid.')
}
