/**
 * Which car a row of a feed file names, for the missing-car rule (missing.ts): a car the file still
 * lists must not be taken off the site, even when its row cannot be imported. A row that names no
 * car (no VIN and no stock number could be read from it) may be any car, so a run that meets one
 * cannot prove any car absent.
 */
import { columnKey, sourceColumns, type FeedMapping } from './mapping'

export type RowIdentity = { vin: string; stocknum: string }

/** The trimmed cell of the first mapped column of `field` that the values have and is not blank. */
function rawCell(values: Record<string, string>, mapping: FeedMapping, field: 'vin' | 'stocknum'): string {
  const wanted = new Set(sourceColumns(mapping, field).map(columnKey))
  for (const [k, v] of Object.entries(values)) if (wanted.has(columnKey(k)) && v.trim()) return v.trim()
  return ''
}

/**
 * The VIN and stock number as the row writes them (before any checks, so a row that fails them still
 * names its car), or null when it has neither: `values` is a record, or what a lenient read recovered
 * from an unreadable row (undefined when nothing could be).
 */
export function rowIdentity(values: Record<string, string> | undefined, mapping: FeedMapping): RowIdentity | null {
  if (!values) return null
  const vin = rawCell(values, mapping, 'vin')
  const stocknum = rawCell(values, mapping, 'stocknum')
  return vin || stocknum ? { vin, stocknum } : null
}
