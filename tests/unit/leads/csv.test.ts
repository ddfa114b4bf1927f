/** The lead export's CSV (issue 18): RFC 4180 quoting, and cells a spreadsheet would run as formulas are defused. */
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { csvCell, csvRow, exportFileName, toCsv } from '@/domain/leads/csv'

describe('csvCell', () => {
  it('leaves plain text and numbers alone, and writes nothing for null', () => {
    expect(csvCell('Jane Citizen')).toBe('Jane Citizen')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(new Date('2026-03-01T02:03:04.000Z'))).toBe('2026-03-01T02:03:04.000Z')
  })

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"')
    expect(csvCell('a "big" car')).toBe('"a ""big"" car"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('cr\r')).toBe('"cr\r"')
  })

  it('prefixes text starting with = + - @ tab or CR with a quote, so no spreadsheet runs it', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+61412345678')).toBe("'+61412345678")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('toCsv', () => {
  it('round-trips through a CSV parser to the same cells (with the guard’s quote)', () => {
    const rows = [
      { id: 'ld_1', name: 'O’Brien, "Jo"', note: 'called\r\nno answer', formula: '=1+1' },
      { id: 'ld_2', name: 'Ann', note: '', formula: 'ok' },
    ]
    const text = toCsv(
      [
        { header: 'Lead id', value: (r: (typeof rows)[number]) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Note', value: (r) => r.note },
        { header: 'Formula', value: (r) => r.formula },
      ],
      rows,
    )
    expect(text.endsWith('\r\n')).toBe(true)
    expect(parse(text)).toEqual([
      ['Lead id', 'Name', 'Note', 'Formula'],
      ['ld_1', 'O’Brien, "Jo"', 'called\r\nno answer', "'=1+1"],
      ['ld_2', 'Ann', '', 'ok'],
    ])
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n')
  })

  it('names the file by date', () => {
    expect(exportFileName(new Date('2026-03-14T23:00:00Z'))).toBe('leads-2026-03-14.csv')
  })
})
