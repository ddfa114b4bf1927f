/**
 * The files of a person's data export (issue 39, APP 12): `person.json` with every record whole, one
 * CSV per kind of record (flattened: a nested field becomes a dotted column, a list its JSON), and a
 * README saying what each file holds. Pure: the caller reads the records and zips the files.
 */
import { toCsv, type CsvColumn } from '../leads/csv'
import { RECORD_KINDS, type RecordKind } from './records'

type Doc = Record<string, unknown>

/** Nested groups as dotted keys; lists and JSON values stay whole, written as JSON. */
function flatten(doc: Doc, prefix = ''): Doc {
  const out: Doc = {}
  for (const [key, value] of Object.entries(doc)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) Object.assign(out, flatten(value as Doc, name))
    else out[name] = Array.isArray(value) ? JSON.stringify(value) : value
  }
  return out
}

function csvOf(docs: readonly Doc[]): string {
  const rows = docs.map((d) => flatten(d))
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const columns: CsvColumn<Doc>[] = headers.map((header) => ({ header, value: (row) => row[header] }))
  return toCsv(columns, rows)
}

export type ExportInput = { person: string; exportedAt: string; dealers: string[]; records: Partial<Record<RecordKind, Doc[]>> }

export function exportFiles(input: ExportInput): Record<string, string> {
  const kinds = (Object.keys(RECORD_KINDS) as RecordKind[]).filter((k) => (input.records[k]?.length ?? 0) > 0)
  const files: Record<string, string> = {
    'person.json': JSON.stringify(input, null, 2),
  }
  for (const kind of kinds) files[`${kind}.csv`] = csvOf(input.records[kind]!)
  files['README.txt'] = [
    `Personal information held about ${input.person} by ${input.dealers.join(', ')}, exported ${input.exportedAt}.`,
    '',
    'person.json holds every record whole. Each CSV file holds one kind of record, one row each:',
    ...kinds.map((k) => `- ${k}.csv: ${RECORD_KINDS[k].label} (${input.records[k]!.length})`),
    '',
    'Photos of a car sent with an instant offer go to the valuation provider and are not kept by the dealer’s website.',
    '',
  ].join('\r\n')
  return files
}
