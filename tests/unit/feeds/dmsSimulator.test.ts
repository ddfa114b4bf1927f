/** The DMS simulator serves export files with validators, and the feed fetcher's conditional GET gets 304. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { safeFetch } from '@/lib/feeds/safeFetch'
import { dmsCsv } from '@tenants/demo/feeds/dmsCsv'
import { demoExportFile } from '@tenants/demo/feeds/demoExports'
import { startDmsSimulator, type DmsSimulator } from '../../simulators/dms/server'

let dir: string
let sim: DmsSimulator
const car = { stocknum: 'HCU10001', car_type: 'used', make: 'Toyota', model: 'Corolla', year: 2021, price: 25990, branchCode: 'SOUTHPORT' }

function writeExport(slug: string, text: string) {
  const file = demoExportFile(dir, slug)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dms-sim-'))
  writeExport('harbour-city', dmsCsv([car], { omit: ['photos'] }))
  sim = await startDmsSimulator({ dir })
})
afterAll(async () => {
  await sim.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the DMS simulator', () => {
  it('serves an export as CSV with an ETag and Last-Modified, and lists the exports', async () => {
    const res = await fetch(`${sim.url}/harbour-city/stock.csv`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(res.headers.get('last-modified')).toMatch(/GMT$/)
    expect(await res.text()).toContain('HCU10001,Used,Toyota,Corolla')
    expect(await (await fetch(`${sim.url}/`)).text()).toContain('href="/harbour-city/stock.csv"')
    const head = await fetch(`${sim.url}/harbour-city/stock.csv`, { method: 'HEAD' })
    expect([head.status, head.headers.get('etag')]).toEqual([200, res.headers.get('etag')])
  })

  it("answers the feed fetcher's conditional GET with 304 until the file changes", async () => {
    const url = `${sim.url}/harbour-city/stock.csv`
    const first = await safeFetch(url, { allowOrigins: [sim.url] })
    expect(first.notModified).toBe(false)
    const again = await safeFetch(url, { allowOrigins: [sim.url], etag: first.etag })
    expect(again.notModified).toBe(true)
    expect((await safeFetch(url, { allowOrigins: [sim.url], lastModified: first.lastModified })).notModified).toBe(true)

    // The DMS exports again with a new price: a new ETag, and the body comes back.
    const file = writeExport('harbour-city', dmsCsv([{ ...car, price: 24990 }], { omit: ['photos'] }))
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    const changed = await safeFetch(url, { allowOrigins: [sim.url], etag: first.etag })
    expect(changed.notModified).toBe(false)
    expect(changed.etag).not.toBe(first.etag)
    expect(changed.body?.toString()).toContain('24990')
  })

  it('is a 404 for a dealer without an export and for anything outside the folder', async () => {
    expect((await fetch(`${sim.url}/bayside-mazda/stock.csv`)).status).toBe(404)
    expect((await fetch(`${sim.url}/..%2F..%2Fetc/stock.csv`)).status).toBe(404)
    expect((await fetch(`${sim.url}/harbour-city/other.csv`)).status).toBe(404)
    expect((await fetch(`${sim.url}/harbour-city/stock.csv`, { method: 'POST' })).status).toBe(405)
  })
})
