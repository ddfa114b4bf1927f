/** src/lib/analytics/track.ts: dataLayer when present, a beacon to /api/events, warnings only on failure, once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ANALYTICS_EVENTS, once, track } from '../../../src/lib/analytics/track'

type Beacon = (url: string, data: Blob) => boolean

let beacons: { url: string; body: unknown }[]
let beaconResult: boolean | Error
const g = globalThis as unknown as { window?: unknown; navigator?: unknown }
const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator')

beforeEach(() => {
  beacons = []
  beaconResult = true
  const sendBeacon: Beacon = (url, data) => {
    if (beaconResult instanceof Error) throw beaconResult
    beacons.push({ url, body: data })
    return beaconResult
  }
  g.window = { location: { pathname: '/finance' } }
  Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true })
})
afterEach(() => {
  delete g.window
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator)
  vi.restoreAllMocks()
})

const bodyOf = async (i: number) => JSON.parse(await (beacons[i]!.body as Blob).text())

describe('track', () => {
  it('sends event 26 with sendBeacon to /api/events, and pushes to dataLayer when present', async () => {
    const dataLayer: unknown[] = []
    ;(g.window as { dataLayer?: unknown[] }).dataLayer = dataLayer
    expect(track(ANALYTICS_EVENTS.calculatorUsed, { calculator: 'finance' })).toBe(true)
    expect(beacons[0]!.url).toBe('/api/events')
    const expected = { event: 'forecourt_event', event_id: 26, page_path: '/finance', calculator: 'finance' }
    expect(await bodyOf(0)).toEqual(expected)
    expect(dataLayer).toEqual([expected])
  })

  it('works without a dataLayer', () => {
    expect(track(26)).toBe(true)
    expect(beacons).toHaveLength(1)
  })

  it('a failure is only a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    beaconResult = false
    expect(track(26)).toBe(false)
    beaconResult = new Error('blocked')
    expect(() => track(26)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(2)
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true })
    expect(track(26)).toBe(false)
    ;(g.window as { dataLayer?: unknown }).dataLayer = { push: () => { throw new Error('broken') } }
    expect(() => track(26)).not.toThrow()
  })

  it('does nothing on the server', () => {
    delete g.window
    expect(track(26)).toBe(false)
    expect(beacons).toHaveLength(0)
  })

  it('once() sends on the first call only', () => {
    const used = once(26, { calculator: 'finance' })
    used()
    used()
    used()
    expect(beacons).toHaveLength(1)
  })
})
