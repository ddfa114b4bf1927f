/** XML and JSON feed parsing: record paths, repeated elements, attributes, safety, truncation. */
import { describe, expect, it } from 'vitest'

import { FeedFileError, parseFeed, parseJson, parseXml } from '@/lib/feeds/parse'
import { collect, fixture, streamOf } from './helpers'

describe('XML parsing', () => {
  it('reads the AU DMS sample: one record per <Vehicle>, leaf paths as keys, repeats joined with |', async () => {
    const parse = parseXml(streamOf(fixture('au-dms.xml'), 13), { recordPath: 'Stock/Vehicle' })
    const { records, errors } = await collect(parse)
    expect(errors).toEqual([])
    expect(records.map((r) => r.line)).toEqual([3, 34])
    expect(records[0]!.record).toMatchObject({
      StockNumber: 'N1001',
      Make: 'Toyota',
      Rego: '',
      DealerComments: 'Brand new RAV4 & ready.|Drive away today.',
      'Features/Feature': 'Reversing camera|Apple CarPlay',
      'Photos/Photo': 'https://cdn.example.com/n1001/1.jpg|https://cdn.example.com/n1001/2.jpg',
    })
    expect(records[1]!.record['Photos/Photo']).toBe('https://cdn.example.com/u2002/1.jpg')
    expect(parse.columns).toContain('Photos/Photo')
    expect(parse.columns).not.toContain('Photos')
  })

  it('takes attributes: the record element by name, others as path@name', async () => {
    const xml = '<Stock><Vehicle id="7" Status="live"><Price type="dap">25990</Price></Vehicle></Stock>'
    const { records } = await collect(parseXml(streamOf(xml), { recordPath: 'Vehicle' }))
    expect(records[0]!.record).toEqual({ id: '7', Status: 'live', 'Price@type': 'dap', Price: '25990' })
  })

  it('matches the record path at any depth, or from the root with a leading slash, ignoring case', async () => {
    const xml = '<Export><Stock><Vehicle><M>a</M></Vehicle></Stock><Archive><Vehicle><M>old</M></Vehicle></Archive></Export>'
    expect((await collect(parseXml(streamOf(xml), { recordPath: 'stock/vehicle' }))).records.map((r) => r.record.M)).toEqual(['a'])
    expect((await collect(parseXml(streamOf(xml), { recordPath: 'Vehicle' }))).records.map((r) => r.record.M)).toEqual(['a', 'old'])
    expect((await collect(parseXml(streamOf(xml), { recordPath: '/Stock/Vehicle' }))).records).toEqual([])
    expect((await collect(parseXml(streamOf(xml), { recordPath: '/Export/Stock/Vehicle' }))).records).toHaveLength(1)
  })

  it('never expands a DTD entity (no XXE): that record is skipped with a reason, the others are read', async () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE Stock [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<Stock>
<Vehicle><S>A1</S><Make>&xxe;</Make></Vehicle>
<Vehicle><S>A2</S><Make>Kia &amp; Co</Make></Vehicle>
</Stock>`
    const { items } = await collect(parseXml(streamOf(xml), { recordPath: 'Stock/Vehicle' }))
    expect(items).toEqual([
      // The unknown entity stays as text; the record's other values are still read, for the run to see its car.
      { line: 4, error: 'The record on line 4 is not well-formed XML (Invalid character entity on line 4); it is skipped.', partial: { S: 'A1', Make: '&xxe;' } },
      { line: 5, record: { S: 'A2', Make: 'Kia & Co' } },
    ])
  })

  it('reads what a skipped record still says for the run: all of it after a bare &, what came before a broken tag', async () => {
    const xml = `<Stock>
<Dealer>Smith & Sons</Dealer>
<Vehicle><StockNumber>A1</StockNumber><DealerComments>Tow bar & roof racks</DealerComments><VIN>V1</VIN></Vehicle>
<Vehicle><StockNumber>A2</StockNumber><DealerComments>a < b</DealerComments><VIN>V2</VIN></Vehicle>
<Vehicle><DealerComments>a < b</DealerComments><StockNumber>A3</StockNumber></Vehicle>
<Vehicle><StockNumber>A4</StockNumber></Vehicle>
</Stock>`
    const { items } = await collect(parseXml(streamOf(xml), { recordPath: 'Stock/Vehicle' }))
    expect(items).toEqual([
      // A bare & between records cannot hide a vehicle.
      { line: 2, error: 'Line 2 is not well-formed XML (Invalid character in entity name).', notVehicle: true },
      { line: 3, error: expect.stringMatching(/^The record on line 3 is not well-formed XML/), partial: { StockNumber: 'A1', DealerComments: 'Tow bar & roof racks', VIN: 'V1' } },
      { line: 4, error: expect.stringMatching(/^The record on line 4 is not well-formed XML/), partial: { StockNumber: 'A2' } },
      { line: 5, error: expect.stringMatching(/^The record on line 5 is not well-formed XML/) },
      { line: 6, record: { StockNumber: 'A4' } },
    ])
  })

  it('claims nothing for a broken record that holds an element named like a record', async () => {
    const xml = '<Stock><Vehicle><StockNumber>A5</StockNumber><Comment>unclosed<Vehicle><StockNumber>A6</StockNumber></Vehicle></Vehicle></Stock>'
    const { items } = await collect(parseXml(streamOf(xml), { recordPath: 'Stock/Vehicle' }))
    expect(items).toEqual([{ line: 1, error: expect.stringMatching(/^The record on line 1 is not well-formed XML/) }])
  })

  it('fails a file that ends with elements still open (cut short), after the complete records', async () => {
    const xml = '<Stock><Vehicle><S>A1</S></Vehicle><Vehicle><S>A2</S>'
    const seen: string[] = []
    const run = async () => {
      for await (const item of parseXml(streamOf(xml), { recordPath: 'Stock/Vehicle' })) if ('record' in item) seen.push(item.record.S!)
    }
    await expect(run()).rejects.toThrow('The XML ends before its elements are closed (Unclosed root tag); the file may be cut short.')
    expect(seen).toEqual(['A1'])
  })

  it('skips an over-large record with a reason', async () => {
    const xml = `<S><V><C>${'x'.repeat(500)}</C></V><V><C>ok</C></V></S>`
    const { items } = await collect(parseXml(streamOf(xml, 64), { recordPath: 'S/V', maxRecordChars: 100 }))
    expect(items).toEqual([
      { line: 1, error: 'The record on line 1 is larger than 100 characters; it is skipped.' },
      { line: 1, record: { C: 'ok' } },
    ])
  })

  it('decodes Windows-1252 when the XML declares ISO-8859-1, and refuses a declared encoding it cannot read', async () => {
    const latin = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><S><V><M>Caf\xe9</M></V></S>', 'latin1')
    const parse = parseXml(streamOf(latin), { recordPath: 'S/V' })
    expect((await collect(parse)).records[0]!.record.M).toBe('Café')
    expect(parse.encoding).toBe('windows-1252')
    const sjis = '<?xml version="1.0" encoding="Shift_JIS"?><S><V><M>x</M></V></S>'
    await expect(collect(parseXml(streamOf(sjis), { recordPath: 'S/V' }))).rejects.toThrow(
      'The XML declares the encoding "Shift_JIS", which is not supported; save the file as UTF-8 or Windows-1252.',
    )
  })

  it('decodes HTML named entities that DMS comments carry', async () => {
    const { records } = await collect(parseXml(streamOf('<S><V><C>Caf&eacute;&nbsp;racer</C></V></S>'), { recordPath: 'S/V' }))
    expect(records[0]!.record.C).toBe('Café\u00a0racer')
  })

  it('refuses absurdly deep nesting instead of growing without bound', async () => {
    const xml = `<S>${'<a>'.repeat(300)}x${'</a>'.repeat(300)}</S>`
    await expect(collect(parseXml(streamOf(xml, 64), { recordPath: 'S/V' }))).rejects.toThrow('The XML nests elements more than 256 deep (line 1); it is not read.')
  })

  it('needs a record path', () => {
    expect(() => parseFeed(streamOf('<S/>'), { format: 'xml' })).toThrow(FeedFileError)
  })
})

describe('JSON parsing', () => {
  it('streams the elements of a top-level array, flattening lists and nested objects', async () => {
    const json = '[{"stock":"A1","price":25990,"photos":[{"url":"a.jpg"},{"url":"b.jpg"}],"features":["Air con","Cruise"],"badge":null,"dap":true},\n {"stock":"A\\"2","note":"[{,}]"}]'
    const parse = parseJson(streamOf(json, 5))
    const { records } = await collect(parse)
    expect(records).toEqual([
      { line: 1, record: { stock: 'A1', price: '25990', 'photos/url': 'a.jpg|b.jpg', features: 'Air con|Cruise', badge: '', dap: 'true' } },
      { line: 2, record: { stock: 'A"2', note: '[{,}]' } },
    ])
    expect(parse.columns).toEqual(['stock', 'price', 'photos/url', 'features', 'badge', 'dap', 'note'])
  })

  it('finds the array under a key path and reports elements that are not objects', async () => {
    const json = '{"meta":{"count":3,"tags":["x"]},"data":{"vehicles":[{"stock":"A1"},\n42,\n{"stock":"A3"}]}}'
    const { items } = await collect(parseFeed(streamOf(json, 3), { format: 'json', recordPath: 'data/vehicles' }))
    expect(items).toEqual([
      { line: 1, record: { stock: 'A1' } },
      { line: 2, error: 'The item on line 2 is not a vehicle object; it is skipped.', notVehicle: true },
      { line: 3, record: { stock: 'A3' } },
    ])
  })

  it('keeps the values of an invalid record that come before the fault, unless the fault may join records', async () => {
    const json = '[{"stock":"A1","price":25990,"c":"bad \u0001 control","vin":"V1"},\n{"stock":"A2","c":"17" wheels"},{"stock":"A3","c":"18" rims"},\n{"stock":"A4"}]'
    const { items } = await collect(parseJson(streamOf(json, 5)))
    expect(items).toEqual([
      { line: 1, error: expect.stringMatching(/^The record on line 1 is not valid JSON/), partial: { stock: 'A1', price: '25990' } },
      // Stray quotes made A2 and A3 one capture: the values before the fault may not be A3's row alone.
      { line: 2, error: expect.stringMatching(/^The record on line 2 is not valid JSON/) },
      { line: 3, record: { stock: 'A4' } },
    ])
  })

  it('skips a record over the size limit and reads on', async () => {
    const json = `[{"c":"${'x'.repeat(300)}"},{"c":"ok"}]`
    const { items } = await collect(parseJson(streamOf(json, 50), { maxRecordChars: 100 }))
    expect(items).toEqual([
      { line: 1, error: 'The record on line 1 is larger than 100 characters; it is skipped.' },
      { line: 1, record: { c: 'ok' } },
    ])
  })

  it('refuses absurdly deep nesting', async () => {
    await expect(collect(parseJson(streamOf(`{"a":${'['.repeat(300)}`)))).rejects.toThrow('The JSON nests more than 256 levels deep (line 1); it is not read.')
  })

  it('fails a cut-short document and a document without the array', async () => {
    await expect(collect(parseJson(streamOf('[{"a":1},{"a":2}')))).rejects.toThrow('The JSON ends before its brackets are closed; the file may be cut short.')
    await expect(collect(parseJson(streamOf('{"a":1}')))).rejects.toThrow('The JSON is not an array of vehicles.')
    await expect(collect(parseJson(streamOf('{"data":[]}'), { recordPath: 'vehicles' }))).rejects.toThrow('The JSON has no array at "vehicles".')
  })
})
