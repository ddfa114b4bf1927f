/**
 * What a tag cost the page counts the long frames the browser recorded but had not yet handed to the
 * observer when the shopper left (src/components/vitals/report.ts): the browser hands frames to an
 * observer in a later task, so without taking them a tag that ran just before the tab was switched
 * would read as free. The browser half is faked here: one observer whose only frame is still pending,
 * and a beacon that is read back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const sent: string[] = []
vi.mock('web-vitals', () => ({ onLCP: (report: (m: unknown) => void) => report({ name: 'LCP', value: 1200 }), onCLS: () => undefined, onINP: () => undefined }))
vi.mock('@/lib/events/client', () => ({ sendToEvents: (body: string) => void sent.push(body) }))
vi.mock('@/lib/tags/started', () => ({ startedTags: () => [{ key: 'metaPixel', src: 'https://connect.facebook.net/en_US/fbevents.js', origins: ['https://connect.facebook.net'] }] }))

const PENDING_FRAME = { entryType: 'long-animation-frame', scripts: [{ sourceURL: 'https://connect.facebook.net/en_US/fbevents.js', duration: 120 }] }

class PendingObserver {
  static supportedEntryTypes = ['long-animation-frame']
  // Recorded, not yet handed to the callback (the browser would do that a task later).
  private pending: unknown[] = [PENDING_FRAME]
  observe() {}
  takeRecords() {
    return this.pending.splice(0)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sent.length = 0
})

describe('the tags’ cost in the vitals beacon', () => {
  it('counts a long frame still waiting to reach the observer when the page is hidden', async () => {
    const listeners = new Map<string, () => void>()
    const documentStub = { visibilityState: 'visible', documentElement: { dataset: {} as Record<string, string> } }
    vi.stubGlobal('PerformanceObserver', PendingObserver)
    vi.stubGlobal('document', documentStub)
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener))
    vi.stubGlobal('performance', { getEntriesByType: () => [] })
    const { reportWebVitals } = await import('@/components/vitals/report')

    reportWebVitals('/')
    documentStub.visibilityState = 'hidden'
    listeners.get('visibilitychange')!()

    expect(sent).toHaveLength(1)
    const beacon = JSON.parse(sent[0]!) as { tags: { tag: string; ms: number | null }[] }
    expect(beacon.tags).toEqual([{ tag: 'metaPixel', bytes: null, ms: 120 }])
  })
})
