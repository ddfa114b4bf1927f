'use client'

import { useEffect } from 'react'

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }

/**
 * Shoppers' real Core Web Vitals (issue 18): once the page has loaded and the browser is idle, loads
 * the reporter (./report.ts with the web-vitals package, its own chunk) and hands it the address the
 * shopper landed on. Nothing runs during page load: the first render adds this empty component only.
 * Mounted once in the dealer layout, so a client navigation does not start a second reporter.
 */
export function WebVitals() {
  useEffect(() => {
    const path = window.location.pathname
    let cancelled = false
    const start = () => {
      if (cancelled) return
      void import('./report').then(({ reportWebVitals }) => reportWebVitals(path)).catch(() => undefined)
    }
    const whenIdle = () => {
      const w = window as IdleWindow
      if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(start, { timeout: 5000 })
      else setTimeout(start, 1000)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', whenIdle)
    }
  }, [])
  return null
}
