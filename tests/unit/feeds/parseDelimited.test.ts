/** CSV/TSV feed parsing: headers, encodings, bad rows with their lines, limits. */
import { describe, expect, it } from 'vitest'

import { encodingFromName, FeedFileError, parseDelimited, parseFeed } from '@/lib/feeds/parse'
import { collect, fixture, streamOf } from './helpers'

describe('CSV parsing', () => {
  it('reads the AU DMS sample: header columns, one record per car with its line, quoted commas and "" escapes', async () => {
    const parse = parseDelimited(streamOf(fixture('au-dms.csv')))
    const { records, errors } = await collect(parse)
    expect(errors).toEqual([])
    expect(parse.columns).toHaveLength(23)
    expect(parse.columns.slice(0, 3)).toEqual(['Stock number', 'Car type', 'Make'])
    expect(records.map((r) => [r.line, r.record['Stock number']])).toEqual([
      [2, 'N1001'],
      [3, 'U2002'],
      [4, 'D3003'],
    ])
    expect(records[0]!.record.Price).toBe('$52,990')
    expect(records[1]!.record.Dealercomments).toBe('One owner, full service history. 17" alloys.')
    expect(records[1]!.record.Features).toBe('Tow bar, Bull bar, Tub liner')
    expect(records[2]!.record.Dealercomments).toBe('')
    expect(parse.encoding).toBe('utf-8')
  })

  it('strips a UTF-8 byte-order mark from the first header', async () => {
    const parse = parseDelimited(streamOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Make,Model\r\nCafé,Ü\r\n')]), 2))
    const { records } = await collect(parse)
    expect(parse.columns).toEqual(['Make', 'Model'])
    expect(records).toEqual([{ line: 2, record: { Make: 'Café', Model: 'Ü' } }])
    expect(parse.encoding).toBe('utf-8')
  })

  it('decodes Windows-1252 when the bytes are not UTF-8 ("Café" as 0xE9)', async () => {
    const bytes = Buffer.concat([Buffer.from('Make,Colour\n'), Buffer.from([0x43, 0x61, 0x66, 0xe9]), Buffer.from(',R'), Buffer.from([0xf6]), Buffer.from('d\n')])
    const parse = parseDelimited(streamOf(bytes, 3))
    const { records } = await collect(parse)
    expect(records).toEqual([{ line: 2, record: { Make: 'Café', Colour: 'Röd' } }])
    expect(parse.encoding).toBe('windows-1252')
  })

  it('switches to Windows-1252 even when the first non-UTF-8 byte comes late in the file', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `S${i},Toyota`).join('\n')
    const bytes = Buffer.concat([Buffer.from(`Stock,Make\n${rows}\nS500,Citro`), Buffer.from([0xeb]), Buffer.from('n\n')])
    const { records } = await collect(parseDelimited(streamOf(bytes, 1000)))
    expect(records).toHaveLength(501)
    expect(records.at(-1)!.record.Make).toBe('Citroën')
  })

  it('keeps multi-byte UTF-8 characters split across chunks', async () => {
    const { records } = await collect(parseDelimited(streamOf('Make\nŠkoda ĆŽ 🚗\n', 1)))
    expect(records[0]!.record.Make).toBe('Škoda ĆŽ 🚗')
  })

  it('honours a forced encoding and refuses an unsupported one with a clear error', async () => {
    const latin = Buffer.concat([Buffer.from('Make\n'), Buffer.from([0xc3, 0xa9]), Buffer.from('\n')])
    const forced = parseDelimited(streamOf(latin), { encoding: 'windows-1252' })
    expect((await collect(forced)).records[0]!.record.Make).toBe('Ã©')
    expect(forced.encoding).toBe('windows-1252')
    expect(() => parseDelimited(streamOf('Make\nX\n'), { encoding: 'shift_jis' })).toThrow(
      'The encoding "shift_jis" is not supported; save the file as UTF-8 or Windows-1252.',
    )
  })

  it('understands the usual names of the two encodings', () => {
    expect(encodingFromName('UTF8')).toBe('utf-8')
    expect(encodingFromName('us-ascii')).toBe('utf-8')
    expect(encodingFromName('ISO-8859-1')).toBe('windows-1252')
    expect(encodingFromName('cp1252')).toBe('windows-1252')
    expect(encodingFromName('')).toBe('auto')
    expect(() => encodingFromName('utf-16le')).toThrow(FeedFileError)
  })

  it('refuses UTF-16 files', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Make\n', 'utf16le')])
    await expect(collect(parseDelimited(streamOf(utf16)))).rejects.toThrow(/UTF-16/)
    await expect(collect(parseDelimited(streamOf(utf16)))).rejects.toBeInstanceOf(FeedFileError)
  })

  it('turns a row whose quote never closes into an error item with its line; the rows after it still parse', async () => {
    const csv = ['Stock,Make,Comments', 'A1,Toyota,ok', 'A2,"Mazda,never closed', 'A3,Ford,fine', 'A4,Kia,"two', 'lines"', 'A5,Holden,last'].join('\r\n')
    const { items } = await collect(parseDelimited(streamOf(csv)))
    expect(items).toEqual([
      { line: 2, record: { Stock: 'A1', Make: 'Toyota', Comments: 'ok' } },
      // The cells before the unclosed quote are known: the run still sees which car the row lists.
      { line: 3, error: 'Line 3 has a quote that is never closed; it is skipped.', partial: { Stock: 'A2' } },
      { line: 4, record: { Stock: 'A3', Make: 'Ford', Comments: 'fine' } },
      { line: 5, record: { Stock: 'A4', Make: 'Kia', Comments: 'two\nlines' } },
      { line: 7, record: { Stock: 'A5', Make: 'Holden', Comments: 'last' } },
    ])
  })

  it('spots an unclosed quote that a later inch mark seems to close, and re-reads the lines after it', async () => {
    const csv = 'Stock,Make\nA1,"Toyota\nA2,Kia 17" wheels\nA3,Ford\n'
    const { items } = await collect(parseDelimited(streamOf(csv)))
    expect(items).toEqual([
      { line: 2, error: 'Line 2 has a quote that is never closed; it is skipped.', partial: { Stock: 'A1' } },
      { line: 3, record: { Stock: 'A2', Make: 'Kia 17" wheels' } },
      { line: 4, record: { Stock: 'A3', Make: 'Ford' } },
    ])
  })

  it('keeps inch marks inside unquoted fields (relaxed quotes)', async () => {
    const { records, errors } = await collect(parseDelimited(streamOf('Stock,Comments\nA1,18" alloys and 5" screen\n')))
    expect(errors).toEqual([])
    expect(records[0]!.record.Comments).toBe('18" alloys and 5" screen')
  })

  it('makes a line over the size limit an error item and goes on', async () => {
    const csv = `Stock,Comments\nA1,short\nA2,${'x'.repeat(200)}\nA3,short again\n`
    const { items } = await collect(parseDelimited(streamOf(csv, 16), { maxLineChars: 100 }))
    expect(items).toEqual([
      { line: 2, record: { Stock: 'A1', Comments: 'short' } },
      { line: 3, error: 'Line 3 is longer than 100 characters; it is skipped.', partial: { Stock: 'A2' } },
      { line: 4, record: { Stock: 'A3', Comments: 'short again' } },
    ])
  })

  it('has a 64 KB line limit by default', async () => {
    const csv = `Stock,Comments\nA1,${'x'.repeat(70 * 1024)}\nA2,ok\n`
    const { items } = await collect(parseDelimited(streamOf(csv, 4096)))
    expect(items).toEqual([
      { line: 2, error: `Line 2 is longer than ${64 * 1024} characters; it is skipped.`, partial: { Stock: 'A1' } },
      { line: 3, record: { Stock: 'A2', Comments: 'ok' } },
    ])
  })

  it('gives a skipped line only its cells that are whole: none the cut or an unclosed quote reaches', async () => {
    const long = 'x'.repeat(200)
    const first = await collect(parseDelimited(streamOf(`Stock,Vin,Comments\n"A,1",V1,${long}\n`, 16), { maxLineChars: 100 }))
    expect(first.errors).toEqual([{ line: 2, error: 'Line 2 is longer than 100 characters; it is skipped.', partial: { Stock: 'A,1', Vin: 'V1' } }])
    // The stock number comes after the long cell: nothing about the row is certain.
    const late = await collect(parseDelimited(streamOf(`Comments,Stock\n${long},A2\n`, 16), { maxLineChars: 100 }))
    expect(late.errors).toEqual([{ line: 2, error: 'Line 2 is longer than 100 characters; it is skipped.' }])
  })

  it('joins repeated columns with |, names blank headers, pads short rows and skips blank rows', async () => {
    const csv = 'Stock,Photo,Photo,,Photo\nA1,a.jpg,b.jpg,x,c.jpg\n\n,,,,\nA2,d.jpg\nA3,e.jpg,,y,f.jpg,extra\n'
    const parse = parseDelimited(streamOf(csv))
    const { items } = await collect(parse)
    expect(parse.columns).toEqual(['Stock', 'Photo', 'Column 4'])
    expect(items).toEqual([
      { line: 2, record: { Stock: 'A1', Photo: 'a.jpg|b.jpg|c.jpg', 'Column 4': 'x' } },
      { line: 5, record: { Stock: 'A2', Photo: 'd.jpg', 'Column 4': '' } },
      { line: 6, record: { Stock: 'A3', Photo: 'e.jpg|f.jpg', 'Column 4': 'y' } },
    ])
  })

  it('handles old Mac line breaks (CR only) and a last line without a line break', async () => {
    const { items } = await collect(parseDelimited(streamOf('Stock,Make\rA1,Toyota\rA2,Ford', 5)))
    expect(items).toEqual([
      { line: 2, record: { Stock: 'A1', Make: 'Toyota' } },
      { line: 3, record: { Stock: 'A2', Make: 'Ford' } },
    ])
  })

  it('gives no columns and no items for an empty file', async () => {
    const parse = parseDelimited(streamOf(''))
    expect((await collect(parse)).items).toEqual([])
    expect(parse.columns).toEqual([])
  })

  it('reads TSV, where commas are text', async () => {
    const parse = parseFeed(streamOf('Stock\tMake\tComments\nA1\tToyota\tClean, tidy\n'), { format: 'tsv' })
    const { records } = await collect(parse)
    expect(records).toEqual([{ line: 2, record: { Stock: 'A1', Make: 'Toyota', Comments: 'Clean, tidy' } }])
  })

  it('can be iterated only once', async () => {
    const parse = parseDelimited(streamOf('A\n1\n'))
    await collect(parse)
    expect(() => parse[Symbol.asyncIterator]()).toThrow('only once')
  })
})
