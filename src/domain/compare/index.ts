/**
 * The compare page (issue 19, item 4): which cars a `/compare?ids=…` address asks for, and which rows
 * of the side-by-side table differ. Pure functions; the page, the loader (src/lib/compare) and the
 * compare controls (src/components/vehicle/card/CardControls.client.tsx, the vehicle page) share them.
 */

/** More than this is not a comparison a phone can show side by side (the compare control's limit too). */
export const COMPARE_MAX = 4
/** The compare page's path. */
const COMPARE_PATH = '/compare'
/** Vehicle ids are PostgreSQL `integer` serials: anything above this cannot be one. */
const MAX_VEHICLE_ID = 2_147_483_647

/** One id as written in the address: digits only (no sign, no decimals, no exponent), 1 or more. */
function parseId(token: string): number | null {
  const t = token.trim()
  if (!/^\d{1,10}$/.test(t)) return null
  const n = Number(t)
  return n >= 1 && n <= MAX_VEHICLE_ID ? n : null
}

/**
 * The ids of an `ids` query value: comma-separated (`ids=12,34`) and/or repeated (`ids=12&ids=34`).
 * Malformed entries are skipped, repeats keep their first place, and at most `max` (4) ids are kept,
 * in the order given. Never throws: any input gives a (possibly empty) list.
 */
export function parseCompareIds(raw: string | readonly string[] | null | undefined, max: number = COMPARE_MAX): number[] {
  const values = raw === null || raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw
  const ids: number[] = []
  for (const value of values) {
    if (typeof value !== 'string') continue
    for (const token of value.split(',')) {
      if (ids.length >= max) return ids
      const id = parseId(token)
      if (id !== null && !ids.includes(id)) ids.push(id)
    }
  }
  return ids
}

/** The compare page's address for these ids: `/compare?ids=12,34`, or `/compare` for none. */
export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH
}

/** The list without `id` (order kept). */
export function withoutId<T extends number | { id: number }>(list: readonly T[], id: number): T[] {
  return list.filter((item) => (typeof item === 'number' ? item : item.id) !== id)
}

/**
 * Where focus goes after the car at `removedIndex` leaves a comparison that now has `remaining` cars:
 * the car that took its place, else the one before it; null when none is left (focus then goes to the
 * page heading).
 */
export function focusIndexAfterRemoval(removedIndex: number, remaining: number): number | null {
  if (remaining <= 0) return null
  return Math.min(Math.max(0, removedIndex), remaining - 1)
}

/** A cell of the table: a text, a list (features), or null when the car does not say. */
export type CompareValue = string | readonly string[] | null

/** What the table shows of one car, row by row. */
export type CompareFacts = {
  price: string | null
  finance: string | null
  year: string | null
  odometer: string | null
  body: string | null
  engine: string | null
  transmission: string | null
  fuel: string | null
  drive: string | null
  colour: string | null
  features: readonly string[]
  location: string | null
}

export type CompareRowKey = keyof CompareFacts

/** The table's rows in order, with their labels (issue 19: price and finance estimate, year, … location). */
export const COMPARE_ROWS: readonly { key: CompareRowKey; label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'finance', label: 'Finance estimate' },
  { key: 'year', label: 'Year' },
  { key: 'odometer', label: 'Odometer' },
  { key: 'body', label: 'Body' },
  { key: 'engine', label: 'Engine' },
  { key: 'transmission', label: 'Transmission' },
  { key: 'fuel', label: 'Fuel' },
  { key: 'drive', label: 'Drive' },
  { key: 'colour', label: 'Colour' },
  { key: 'features', label: 'Features' },
  { key: 'location', label: 'Location' },
]

export type CompareRow = { key: CompareRowKey; label: string; values: CompareValue[]; differs: boolean }

/** Texts compare without case, surrounding spaces or repeated inner spaces. */
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()

/** A cell as compared: a text normalised, a list as its set of normalised entries, null (or empty) as ''. */
function comparable(value: CompareValue): string {
  if (value === null) return ''
  if (typeof value === 'string') return norm(value)
  return [...new Set(value.map(norm).filter(Boolean))].sort().join('\n')
}

/**
 * Whether the cells differ: with two or more cars, not every cell is the same. A car that does not
 * say (null) differs from one that does; two that do not say do not differ. Lists (features) differ
 * when their sets differ, whatever their order.
 */
export function valuesDiffer(values: readonly CompareValue[]): boolean {
  if (values.length < 2) return false
  const first = comparable(values[0] ?? null)
  return values.some((v) => comparable(v) !== first)
}

/**
 * The rows of the table for these cars. A row no car fills is left out (nothing to compare); every
 * other row shows, marked `differs` when its cells differ.
 */
export function compareRows(cars: readonly CompareFacts[]): CompareRow[] {
  return COMPARE_ROWS.flatMap(({ key, label }) => {
    const values: CompareValue[] = cars.map((c) => {
      const v = c[key]
      if (Array.isArray(v)) return v.length > 0 ? v : null
      return typeof v === 'string' && v.trim() !== '' ? v : null
    })
    if (values.every((v) => v === null)) return []
    return [{ key, label, values, differs: valuesDiffer(values) }]
  })
}
