/** A plain-text table for the terminal: label column left-aligned, figures right-aligned. */
import type { SummaryRow } from './types'

export function formatTable(rows: SummaryRow[]): string {
  if (rows.length === 0) return '  (no figures)'
  // Columns in order of first appearance, so each benchmark chooses its own figures.
  const columns = ['label', ...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k !== 'label')))]
  const cell = (row: SummaryRow, col: string) => {
    const v = row[col]
    return v === null || v === undefined ? '–' : typeof v === 'number' ? v.toLocaleString('en-AU') : v
  }
  const widths = columns.map((c) => Math.max(c === 'label' ? 0 : c.length, ...rows.map((r) => cell(r, c).length)))
  const line = (values: string[]) =>
    '  ' + values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ')
  return [
    line(columns.map((c) => (c === 'label' ? '' : c))),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => cell(r, c)))),
  ].join('\n')
}
