'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

import { ascPageview } from '@/domain/marketing/ascEvents'
import { ascPageType } from '@/domain/marketing/ascPageType'
import { configureTags, sendToTags, tagsMayStart, type TagsConfig } from '@/lib/tags/browser'
import { firstInteraction } from '../deferred/interaction'

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }

/**
 * Starts the dealer's tags once the page is interactive: at the shopper's first interaction, or when
 * the page has been loaded `idleSeconds` and the browser is idle, whichever comes first. So a tag's
 * download and work never share the first paint or hydration with the page, however heavy the tag.
 * Consent is checked at that moment and at every later choice (src/lib/tags/browser.ts).
 * Each page (and each client navigation) sends asc_pageview; a car's page sends its own, with the car.
 */
export function MarketingTags({ config, idleSeconds }: { config: TagsConfig; idleSeconds: number }) {
  const pathname = usePathname()

  useEffect(() => {
    configureTags(config)
    let done = false
    const start = () => {
      if (done) return
      done = true
      tagsMayStart()
    }
    void firstInteraction().then(start)
    let timer: ReturnType<typeof setTimeout> | undefined
    const afterLoad = () => {
      timer = setTimeout(() => {
        const w = window as IdleWindow
        if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(start, { timeout: 2000 })
        else start()
      }, idleSeconds * 1000)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('load', afterLoad)
    }
  }, [config, idleSeconds])

  useEffect(() => {
    const pageType = ascPageType(pathname)
    // A car's page sends its own, with the car (src/components/vehicle/page/ViewTracker.client.tsx).
    if (pageType !== 'item') sendToTags(ascPageview({ pageType }))
  }, [pathname])

  return null
}
