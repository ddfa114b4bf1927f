/**
 * The browser half of the shoppers' Core Web Vitals (issue 18), loaded after the page is idle by
 * WebVitals.client.tsx. web-vitals reports LCP, INP and CLS once each is final (LCP after the first
 * input or when the page is hidden, INP and CLS when the page is hidden); they are queued and sent
 * together, with the page's template (src/domain/dashboard/templates.ts, from the route), to
 * POST /api/events with navigator.sendBeacon when the page is hidden (the shopper leaves or switches
 * tab). No cookie is set or read: the endpoint takes the dealer from the Host header. Tracking only:
 * every failure is swallowed.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'

import { templateForPath } from '@/domain/dashboard/templates'
import { attributeTagCosts, type ScriptTiming, type TagCost } from '@/domain/marketing/tagCost'
import { sendToEvents } from '@/lib/events/client'
import { startedTags } from '@/lib/tags/started'

type VitalsBatch = { vitals: { name: 'LCP' | 'INP' | 'CLS'; value: number }[]; template: string; path: string; tags?: TagCost[] }

type LongFrame = PerformanceEntry & { scripts?: { sourceURL?: string; duration: number }[] }

/**
 * The scripts behind this page's long animation frames (Chromium's Long Animation Frames API; other
 * browsers measure no tag time), from the start of the page: what the dealer's tags cost is read from it.
 * `read` also takes the frames the browser has recorded but not yet handed to the observer (it hands
 * them over in a later task), so a tag that ran just before the shopper left is not counted as free.
 */
function watchLongFrames(): { read: () => ScriptTiming[] } | null {
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return null
  const scripts: ScriptTiming[] = []
  const note = (frames: LongFrame[]) => {
    for (const frame of frames) for (const s of frame.scripts ?? []) if (s.sourceURL) scripts.push({ sourceURL: s.sourceURL, duration: s.duration })
  }
  try {
    const observer = new PerformanceObserver((list) => note(list.getEntries() as LongFrame[]))
    observer.observe({ type: 'long-animation-frame', buffered: true })
    return {
      read: () => {
        note(observer.takeRecords() as LongFrame[])
        return scripts
      },
    }
  } catch {
    return null
  }
}

/** What each tag the page started cost it, once per page view, or nothing when no tag started. */
function tagCosts(longFrames: { read: () => ScriptTiming[] } | null): TagCost[] | undefined {
  const tags = startedTags()
  if (tags.length === 0) return undefined
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  return attributeTagCosts(tags, resources, longFrames ? longFrames.read() : null)
}

let started = false

export function reportWebVitals(path: string) {
  if (started) return
  started = true
  const template = templateForPath(path)
  const queue: VitalsBatch['vitals'] = []
  let flushQueued = false
  const longFrames = watchLongFrames()
  let tagsSent = false

  const flush = () => {
    flushQueued = false
    if (queue.length === 0) return
    const tags = tagsSent ? undefined : tagCosts(longFrames)
    if (tags) tagsSent = true
    const body = JSON.stringify({ vitals: queue.splice(0), template, path: path.slice(0, 300), ...(tags ? { tags } : {}) } satisfies VitalsBatch)
    sendToEvents(body)
  }

  const onMetric = (metric: Metric) => {
    if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return
    queue.push({ name: metric.name, value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value) })
    // A metric that arrives while the page is hidden (after our hidden listener ran) goes out at once.
    if (document.visibilityState === 'hidden' && !flushQueued) {
      flushQueued = true
      queueMicrotask(flush)
    }
  }

  onLCP(onMetric)
  onCLS(onMetric)
  onINP(onMetric)
  // After web-vitals' own (capturing) listeners, which report the final values on the same event.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
  document.documentElement.dataset.webVitals = 'listening'
}
