/**
 * Bounded memory: a large feed streams through the parser and the row rules without the file ever
 * being held whole. A ~50 MB CSV is generated on the fly (never written or held) and heap growth is
 * sampled while it parses.
 */
import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { AU_DMS_CSV, normaliseRecord } from '@/domain/feeds'
import { parseDelimited } from '@/lib/feeds/parse'

const HEADER =
  'Stock number,Car type,Make,Model,Badge,Series,Year,Body,Vin,Rego,Rego state,Odometer,Colour,Transmission,Fuel,Drive,Price,DAP,Location code,Dealercomments,Features,Photos,NVIC\n'

const row = (i: number) =>
  `S${i},Used,Toyota,Corolla,Ascent Sport,ZWE211R,2019,5D Hatchback,JTDKBABC1${String(i % 1e8).padStart(8, '0')},ABC${i % 1000},NSW,45000,White,CVT,ULP,FWD,$25990,N,SYD,"One owner, 17"" alloys",Air con|Cruise|Bluetooth,https://cdn.example.com/${i}/1.jpg|https://cdn.example.com/${i}/2.jpg,TOY19AS\n`

/** About `bytes` of CSV, produced chunk by chunk as the parser asks for it. */
function generatedCsv(bytes: number): Readable {
  let produced = 0
  let i = 0
  let headerSent = false
  return new Readable({
    read() {
      if (!headerSent) {
        headerSent = true
        this.push(HEADER)
        return
      }
      if (produced >= bytes) {
        this.push(null)
        return
      }
      let chunk = ''
      while (chunk.length < 64 * 1024) chunk += row(i++)
      produced += chunk.length
      this.push(chunk)
    },
  })
}

describe('streaming a large feed', () => {
  it('parses a ~50 MB CSV with bounded heap growth', { timeout: 60_000 }, async () => {
    const size = 50 * 1024 * 1024
    const before = process.memoryUsage().heapUsed
    let peak = 0
    let records = 0
    let errors = 0
    let lastStock = ''
    for await (const item of parseDelimited(generatedCsv(size))) {
      if ('error' in item) {
        errors++
        continue
      }
      records++
      // Every 1000th row also goes through the row rules, as an import would.
      if (records % 1000 === 0) {
        const result = normaliseRecord(item.record, AU_DMS_CSV.mapping, { now: new Date('2026-11-25T00:00:00Z') })
        expect(result.ok).toBe(true)
        peak = Math.max(peak, process.memoryUsage().heapUsed - before)
      }
      lastStock = item.record['Stock number']!
    }
    expect(errors).toBe(0)
    expect(records).toBeGreaterThan(190_000)
    expect(lastStock).toBe(`S${records - 1}`)
    expect(peak).toBeLessThan(100 * 1024 * 1024)
  })
})
