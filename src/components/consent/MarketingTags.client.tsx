'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

import { ascPageview } from '@/domain/marketing/ascEvents'
import { ascPageType } from '@/domain/marketing/ascPageType'
import { configureTags, sendToTags, tagsMayStart, type TagsConfig } from '@/lib/tags/browser'
import { firstInteraction } from '../deferred/interaction'

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }

/**
 * Starts the dealer's tags once the page is interactive: at the shopper's first interaction, or once
 * the page has loaded and its main thread has been free of long tasks for `quietSeconds` (the way
 * Lighthouse finds Time to Interactive: 5 s of quiet), whichever comes first. So a tag's download and
 * work never share the first paint or hydration with the page, however heavy the tag.
 * Consent is checked at that moment and at every later choice (src/lib/tags/browser.ts).
 * Each page (and each client navigation) sends asc_pageview; a car's page sends its own, with the car.
 */
export function MarketingTags({ config, quietSeconds }: { config: TagsConfig; quietSeconds: number }) {
  const pathname = usePathname()

  useEffect(() => {
    configureTags(config)
    let done = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let observer: PerformanceObserver | undefined
    const start = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      observer?.disconnect()
      tagsMayStart()
    }
    void firstInteraction().then(start)
    // When the last long task ended (the page's own start, until quiet).
    let lastBusy = performance.now()
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) lastBusy = Math.max(lastBusy, entry.startTime + entry.duration)
      })
      observer.observe({ type: 'longtask', buffered: true })
    } catch {
      /* no long-task timing in this browser: the quiet wait counts from load */
    }
    const quietMs = quietSeconds * 1000
    const whenQuiet = () => {
      const quiet = performance.now() - lastBusy
      if (quiet < quietMs) {
        timer = setTimeout(whenQuiet, quietMs - quiet)
        return
      }
      const w = window as IdleWindow
      if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(start, { timeout: 2000 })
      else start()
    }
    const afterLoad = () => {
      lastBusy = Math.max(lastBusy, performance.now())
      whenQuiet()
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      clearTimeout(timer)
      observer?.disconnect()
      window.removeEventListener('load', afterLoad)
    }
  }, [config, quietSeconds])

  useEffect(() => {
    const pageType = ascPageType(pathname)
    // A car's page sends its own, with the car (src/components/vehicle/page/ViewTracker.client.tsx).
    if (pageType !== 'item') sendToTags(ascPageview({ pageType }))
  }, [pathname])

  return null
}
