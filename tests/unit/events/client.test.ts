/** src/lib/events/client.ts: the browser's one analytics sender. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EVENTS_ENDPOINT, sendToEvents, trackEvent, trackOnce } from '@/lib/events/client'

type Sent = { url: string; body: string; via: 'beacon' | 'fetch'; init?: RequestInit }

let sent: Sent[]
let beaconResult: boolean | Error
const g = globalThis as unknown as { window?: Record<string, unknown> }
const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator')

beforeEach(() => {
  sent = []
  beaconResult = true
  const sendBeacon = (url: string, data: Blob) => {
    if (beaconResult instanceof Error) throw beaconResult
    if (beaconResult) void data.text().then((body) => sent.push({ url, body, via: 'beacon' }))
    return beaconResult
  }
  g.window = { location: { pathname: '/finance' } }
  Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true })
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, body: String(init.body), via: 'fetch', init })
    return Promise.resolve(new Response(null, { status: 202 }))
  })
})
afterEach(() => {
  delete g.window
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator)
  vi.unstubAllGlobals()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sendToEvents', () => {
  it('sends with a beacon to /api/events', async () => {
    sendToEvents('{"event_id":26}')
    await settle()
    expect(sent).toEqual([{ url: '/api/events', body: '{"event_id":26}', via: 'beacon' }])
    expect(EVENTS_ENDPOINT).toBe('/api/events')
  })

  it('falls back to a keepalive fetch without cookies when the beacon is refused', async () => {
    beaconResult = false
    sendToEvents('{"event_id":26}')
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ url: '/api/events', via: 'fetch', init: { method: 'POST', keepalive: true, credentials: 'omit' } })
  })

  it('never throws', () => {
    beaconResult = new Error('blocked')
    expect(() => sendToEvents('{}')).not.toThrow()
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true })
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')))
    expect(() => sendToEvents('{}')).not.toThrow()
  })
})

describe('trackEvent', () => {
  it('sends the event id, the page path and the details', async () => {
    trackEvent(26, { calculator: 'finance' })
    await settle()
    expect(JSON.parse(sent[0]!.body)).toEqual({ event_id: 26, path: '/finance', calculator: 'finance' })
  })

  it("pushes onto the dealer's dataLayer only when the dealer turned it on, under the name it gave", async () => {
    trackEvent(26, { calculator: 'finance' }, { enabled: false, name: 'dataLayer' })
    expect(g.window!.dataLayer).toBeUndefined()
    trackEvent(26, { calculator: 'finance' }, { enabled: true, name: 'gtmLayer' })
    expect(g.window!.gtmLayer).toEqual([{ event: 'forecourt_26', forecourt_event_id: 26, forecourt_event: 'calculator used', calculator: 'finance' }])
    // Not a plain variable name: nothing is written onto window.
    trackEvent(26, {}, { enabled: true, name: 'location.href' })
    expect(Object.keys(g.window!).sort()).toEqual(['gtmLayer', 'location'])
    await settle()
    expect(sent).toHaveLength(3)
  })

  it('does nothing on the server', async () => {
    delete g.window
    trackEvent(26)
    await settle()
    expect(sent).toHaveLength(0)
  })
})

describe('trackOnce', () => {
  it('sends on the first call only', async () => {
    const used = trackOnce(26, { calculator: 'finance' })
    used()
    used()
    used()
    await settle()
    expect(sent).toHaveLength(1)
  })
})
