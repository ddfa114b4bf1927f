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
import { sendToEvents } from '@/lib/events/client'

type VitalsBatch = { vitals: { name: 'LCP' | 'INP' | 'CLS'; value: number }[]; template: string; path: string }

let started = false

export function reportWebVitals(path: string) {
  if (started) return
  started = true
  const template = templateForPath(path)
  const queue: VitalsBatch['vitals'] = []
  let flushQueued = false

  const flush = () => {
    flushQueued = false
    if (queue.length === 0) return
    const body = JSON.stringify({ vitals: queue.splice(0), template, path: path.slice(0, 300) } satisfies VitalsBatch)
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
