/**
 * CSV for the lead inbox's export (RFC 4180, one header row, CRLF line ends), safe to open in a
 * spreadsheet: a cell that starts with = + - @ (or a tab or carriage return) is one a spreadsheet would
 * run as a formula, so it is prefixed with a single quote (OWASP "CSV injection"). Pure functions.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: formula guard, then quoted when it holds a comma, quote or line break (quotes doubled). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value)
  // Numbers are data, not formulas: -5 stays -5.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** A column of the export: its header and how to read it from a row. */
export type CsvColumn<T> = { header: string; value: (row: T) => unknown }

export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvRow(columns.map((c) => c.header))
}

export function csvLines<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return rows.map((row) => csvRow(columns.map((c) => c.value(row)))).join('')
}

/** The whole file at once (tests and small exports); the endpoint streams header then pages of lines. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHeader(columns) + csvLines(columns, rows)
}

/** A file name for today's export: leads-2026-03-14.csv. */
export const exportFileName = (now: Date, prefix = 'leads') => `${prefix}-${now.toISOString().slice(0, 10)}.csv`
